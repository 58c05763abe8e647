// `pipe-migrate code list|show|apply|check <folder> …`: the code steps of a translated flow that came from Workato
// code (Ruby, Python, JavaScript), their JavaScript replacements written by a person or an agent, and the check
// that runs them in the runtime model. Errors reach cli.ts's reporting (UserError: exit 2).
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { flag, hasFlag, type ParsedArgs } from '../args.js';
import type { RoutingReport } from '../engine/types.js';
import { UserError } from '../errors.js';
import { translator, type Lang } from '../i18n/index.js';
import { codeMessages } from '../i18n/messages/code.js';
import { engineMessages } from '../i18n/messages/engine.js';
import type { Io } from '../io.js';
import { parseJson } from '../sources/json-text.js';
import { readRecipeFolder, rewriteRecipeFolder, type RecipeFolder } from '../output/recipe-folder.js';
import { runProblems, sampleInputs, staticProblems, type CodeProblem } from '../verify/code-steps/check.js';
import { codeStepInfo, codeSteps, findStep, sourceCodeOf, type CodeStepInfo } from '../verify/code-steps/steps.js';
import { routingAfter, withCode, withValidity, withVerification, type NextVerification } from '../verify/code-steps/update.js';
import { verifyFlow } from '../verify/equivalence.js';
import { normalizeRecipe } from '../engine/index.js';
import { routingVerification } from '../engine/verify-stage.js';
import { descriptionLanguage, updatedDescription, type ChangedStep } from '../engine/describe/update.js';

type T = ReturnType<typeof translator<typeof codeMessages.en>>;
interface Ctx {
  io: Io;
  /** the language of the screen */
  lang: Lang;
  /** the language of the folder's files (its recipe_description.md), which routing.json's new texts keep */
  files: Lang;
  /** recipe_description.md, when the folder has one */
  description?: string;
  t: T;
  json: boolean;
  folder: RecipeFolder;
  arg: string;
}

const SUBCOMMANDS = ['list', 'show', 'apply', 'check'] as const;
const DESCRIPTION = 'recipe_description.md';

export async function runCode(args: ParsedArgs, io: Io, lang: Lang): Promise<number> {
  const [sub, folderArg, step] = args.positionals;
  if (!folderArg || !SUBCOMMANDS.includes(sub as (typeof SUBCOMMANDS)[number]) || args.positionals.length > 3) throw new UserError('usage', codeMessages, 'usage');
  const folder = await readRecipeFolder(resolve(io.cwd, folderArg));
  const description = await readFile(join(folder.dir, DESCRIPTION), 'utf8').catch(() => undefined);
  const files = (description !== undefined ? descriptionLanguage(description) : undefined) ?? lang;
  const ctx: Ctx = { io, lang, files, ...(description !== undefined ? { description } : {}), t: translator(codeMessages, lang), json: hasFlag(args, 'json'), folder, arg: folderArg };
  switch (sub) {
    case 'list':
      return list(ctx);
    case 'show':
      return show(ctx, requireStep(ctx, step));
    case 'apply': {
      const file = flag(args, 'file');
      if (!step || !file) throw new UserError('usage', codeMessages, 'usage');
      return apply(ctx, step, await readText(resolve(io.cwd, file)));
    }
    default:
      return check(ctx, step, await readSamples(io, flag(args, 'inputs')));
  }
}

function requireStep(ctx: Ctx, name: string | undefined): CodeStepInfo {
  const step = name ? findStep(ctx.folder.template, name) : undefined;
  const info = step ? codeStepInfo(ctx.folder.template, step) : undefined;
  if (!info) throw new UserError('code_unknown_step', codeMessages, 'unknown_step', { step: name ?? '', dir: ctx.arg });
  return info;
}

async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    const errno = (e as NodeJS.ErrnoException).code;
    if (errno === 'ENOENT') throw new UserError('code_no_file', codeMessages, 'file_not_found', { file: path });
    if (errno === 'EISDIR') throw new UserError('code_no_file', codeMessages, 'file_is_folder', { file: path });
    throw new UserError('code_no_file', codeMessages, 'no_file', { file: path, detail: errno ?? String(e) });
  }
}

async function readSamples(io: Io, file: string | undefined): Promise<unknown> {
  if (file === undefined) return undefined;
  const path = resolve(io.cwd, file);
  const text = await readText(path);
  const parsed = parseJson(text);
  if (!parsed.ok) throw new UserError('code_bad_json', codeMessages, 'bad_json', { file: path, line: parsed.line, column: parsed.column, excerpt: parsed.excerpt });
  const value = parsed.value;
  if (!value || typeof value !== 'object') throw new UserError('code_bad_inputs', codeMessages, 'bad_inputs', { file: path });
  return value;
}

const pathText = (path: Array<string | number>) => path.map((p) => (typeof p === 'number' ? `[${p}]` : p)).join('.').replace(/\.\[/g, '[');

function describe(info: CodeStepInfo) {
  return { step: info.name, displayName: info.displayName, workatoStep: info.workatoStep, language: info.language, status: info.status, inputs: info.inputs, reads: info.reads.map(pathText), original: info.original };
}

function list(ctx: Ctx): number {
  const steps = codeSteps(ctx.folder.template);
  if (ctx.json) {
    ctx.io.stdout(JSON.stringify({ ok: true, dir: ctx.folder.dir, steps: steps.map(describe) }) + '\n');
    return 0;
  }
  const { t } = ctx;
  if (steps.length === 0) {
    ctx.io.stdout(t('list_none') + '\n');
    return 0;
  }
  const rows = steps.map((s) => t('list_row', { step: s.name, workato: s.workatoStep, language: s.language, status: t(`status_${s.status}`), reads: s.reads.map(pathText).join(', ') || t('nothing') }));
  ctx.io.stdout([t('list_header', { dir: ctx.folder.dir }), ...rows].join('\n') + '\n');
  return 0;
}

function show(ctx: Ctx, info: CodeStepInfo): number {
  const code = sourceCodeOf(findStep(ctx.folder.template, info.name)!).code;
  if (ctx.json) {
    ctx.io.stdout(JSON.stringify({ ok: true, ...describe(info), code }) + '\n');
    return 0;
  }
  const { t } = ctx;
  const inputs = Object.entries(info.inputs).map(([k, v]) => `  ${k}: ${JSON.stringify(v)}`);
  ctx.io.stdout(
    [
      `${info.name} (${info.displayName}): ${t(`status_${info.status}`)}`,
      t('show_inputs'), ...(inputs.length ? inputs : [`  ${t('nothing')}`]),
      t('show_reads'), `  ${info.reads.map(pathText).join(', ') || t('nothing')}`,
      t('show_original', { language: info.language }), info.original,
      t('show_current'), code,
    ].join('\n') + '\n',
  );
  return 0;
}

/** The routing report after these outcomes (Workato step -> check passed), or undefined when the folder has none. */
function nextRouting(ctx: Ctx, template: unknown, outcomes: ReadonlyMap<string, boolean>): RoutingReport | undefined {
  const routing = ctx.folder.routing as RoutingReport | undefined;
  if (!routing || !Array.isArray(routing.operations)) return routing;
  const engine = translator(engineMessages, ctx.files);
  return routingAfter(routing, template, outcomes, (code, step) => engine(code, { number: step }), nextVerification(ctx, template, engine), (count, list) => engine('blocked_reason', { count, list }));
}

/** The folder's routing with only its run-time check made current (a changed step that no Workato step owns). */
function currentCheck(ctx: Ctx, template: unknown): unknown {
  const routing = ctx.folder.routing as RoutingReport | undefined;
  if (!routing || !Array.isArray(routing.operations)) return routing;
  return withVerification(routing, nextVerification(ctx, template, translator(engineMessages, ctx.files)));
}

/**
 * The run-time check of the changed flow: run again when the folder keeps the recipe (recipe.json), else the old
 * result is marked stale, its summary saying how to check again.
 */
function nextVerification(ctx: Ctx, template: unknown, engine: ReturnType<typeof translator<typeof engineMessages.en>>): NextVerification {
  if (ctx.folder.recipe !== undefined) {
    try {
      return { fresh: routingVerification(verifyFlow(normalizeRecipe(ctx.folder.recipe, 'recipe.json'), template), ctx.files) };
    } catch {
      // a recipe.json the engine cannot read: the old result is marked stale below
    }
  }
  return { stale: engine('verify_stale', { command: `pipe-migrate verify <recipe.json> --flow ${ctx.arg}/flow.json` }) };
}

/**
 * recipe_description.md as the changed flow makes it (the steps' status, checklist, summary, run-time check and
 * diagram marks), when the folder has one and a routing report to read the change from.
 */
function description(ctx: Ctx, routing: unknown, changed: readonly ChangedStep[]): Map<string, string> {
  const before = ctx.folder.routing as RoutingReport | undefined;
  const after = routing as RoutingReport | undefined;
  if (ctx.description === undefined || !before || !Array.isArray(before.operations) || !after || !Array.isArray(after.operations)) return new Map();
  return new Map([[DESCRIPTION, updatedDescription(ctx.description, before, after, changed.filter((c) => Number.isInteger(c.workatoStep)))]]);
}

function problemText(t: T, p: CodeProblem): string {
  const { code, ...params } = p;
  return t(`problem_${code}`, params as Record<string, string | number>);
}

function printProblems(ctx: Ctx, header: string, problems: CodeProblem[]): void {
  ctx.io.stderr([header, ...problems.map((p) => `  - ${problemText(ctx.t, p)}`)].join('\n') + '\n');
}

async function apply(ctx: Ctx, name: string, code: string): Promise<number> {
  const step = findStep(ctx.folder.template, name);
  const info = step ? codeStepInfo(ctx.folder.template, step) : undefined;
  const problems: CodeProblem[] = !step || step.type !== 'CODE' ? [{ code: 'not_code_step', step: name }] : staticProblems(code, sourceCodeOf(step).packageJson);
  if (problems.length) {
    if (ctx.json) ctx.io.stdout(JSON.stringify({ ok: false, step: name, problems: problems.map((p) => ({ ...p, message: problemText(ctx.t, p) })) }) + '\n');
    else printProblems(ctx, ctx.t('refused', { step: name }), problems);
    return 2;
  }
  const next = withCode(ctx.folder.template, name, code);
  const workatoStep = info?.workatoStep;
  const routing = workatoStep !== undefined ? nextRouting(ctx, next, new Map([[workatoStep, false]])) : currentCheck(ctx, next);
  const changed = workatoStep !== undefined ? [{ workatoStep: Number(workatoStep), stepName: name }] : [];
  const written = await rewriteRecipeFolder(ctx.folder, next, routing, description(ctx, routing, changed));
  const previous = info?.status ?? 'other';
  if (ctx.json) ctx.io.stdout(JSON.stringify({ ok: true, step: name, previous, written }) + '\n');
  else ctx.io.stdout(ctx.t('applied', { step: name, files: written.join(', '), previous: previous === 'placeholder' ? '' : ctx.t('applied_over'), dir: ctx.arg }) + '\n');
  return 0;
}

async function check(ctx: Ctx, name: string | undefined, given: unknown): Promise<number> {
  const { template } = ctx.folder;
  const targets = name ? [requireStep(ctx, name)] : codeSteps(template).filter((s) => s.status !== 'valid');
  const results = targets.map((info) => {
    const { code, packageJson } = sourceCodeOf(findStep(template, info.name)!);
    const found = staticProblems(code, packageJson);
    const problems = found.length ? found : runProblems(code, info, sampleInputs(info, given));
    return { info, problems };
  });
  const validity = new Map(results.map((r) => [r.info.name, r.problems.length === 0]));
  const next = withValidity(template, validity);
  const outcomes = new Map(results.map((r) => [r.info.workatoStep, r.problems.length === 0]));
  const routing = results.length ? nextRouting(ctx, next, outcomes) : (ctx.folder.routing as RoutingReport | undefined);
  const changed = results.map((r) => ({ workatoStep: Number(r.info.workatoStep), stepName: r.info.name }));
  const written = results.length ? await rewriteRecipeFolder(ctx.folder, next, routing, description(ctx, routing, changed)) : [];
  const ok = results.every((r) => r.problems.length === 0);
  const ready = routing?.routing === 'ipaas_ready';
  if (ctx.json) {
    const steps = results.map((r) => ({ step: r.info.name, ok: r.problems.length === 0, problems: r.problems.map((p) => ({ ...p, message: problemText(ctx.t, p) })) }));
    ctx.io.stdout(JSON.stringify({ ok, ready, routing: routing?.routing ?? null, steps, written }) + '\n');
    return ok ? 0 : 2;
  }
  if (results.length === 0) ctx.io.stdout(ctx.t('check_nothing') + '\n');
  for (const r of results) {
    if (r.problems.length) printProblems(ctx, ctx.t('check_failed', { step: r.info.name }), r.problems);
    else ctx.io.stdout(ctx.t('check_ok', { step: r.info.name }) + '\n');
  }
  if (written.length) ctx.io.stdout(ctx.t('written', { files: written.join(', ') }) + '\n');
  if (routing) ctx.io.stdout((ready ? ctx.t('routing_ready') : ctx.t('routing_blocked', { reason: routing.blocked_reason ?? '-' })) + '\n');
  return ok ? 0 : 2;
}

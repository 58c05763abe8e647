// `pipe-migrate verify <recipe> [--recipe-name n] [--flow flow.json] [--json]`: runs the recipe and its flow (the
// translation's, or the given file) on generated events and reports whether the flow does what the recipe does.
// Exit codes: 0 equivalent, 3 a difference was found, 4 not proven (something could not be compared), 2 bad input.
import { resolve } from 'node:path';
import { flag, hasFlag, type ParsedArgs } from '../args.js';
import { reportFailure } from '../report-failure.js';
import { isUserError, UserError } from '../errors.js';
import { bindRecipe, compileRecipe, normalizeRecipe, verifyRecipe } from '../engine/index.js';
import { routingVerification } from '../engine/verify-stage.js';
import type { RoutingVerification } from '../engine/types.js';
import { translator, type Lang } from '../i18n/index.js';
import { verifyMessages } from '../i18n/messages/verify.js';
import { stepsNeedingHuman, type HumanStep } from './verify-human.js';
import type { Io } from '../io.js';
import { loadRecipeSource, pickZipRecipes } from '../sources/file.js';
import { verifyFlow, type Verification } from '../verify/equivalence.js';
import { wiredCallees } from '../verify/equivalence/correspondence.js';

export const VERIFY_EXIT = { equivalent: 0, different: 3, not_proven: 4 } as const;

export async function runVerify(args: ParsedArgs, io: Io, lang: Lang): Promise<number> {
  const json = hasFlag(args, 'json');
  try {
    const path = args.positionals[0] ?? flag(args, 'recipe');
    if (!path) throw new UserError('usage', verifyMessages, 'usage');
    const load = { cwd: io.cwd, ...(io.env.HOME ? { home: io.env.HOME } : {}) };
    const source = await loadRecipeSource(path, load);
    const recipeName = flag(args, 'recipe-name');
    const [entry] = pickZipRecipes(source, recipeName ? { recipeName } : {});
    const flowPath = flag(args, 'flow');
    const compiled = compileRecipe(entry!.data, { lang }, entry!.origin);
    const name = compiled.recipe.name;
    let verification: Verification;
    let trigger: unknown;
    if (flowPath) {
      const flow = await readFlow(flowPath, load);
      verification = verifyFlow(normalizeRecipe(entry!.data, entry!.origin), flow, { callees: wiredCallees(flow) });
      trigger = flow.flows[0]!.trigger;
    } else {
      const bound = bindRecipe(compiled, '');
      verification = verifyRecipe(bound).verification;
      trigger = bound.trigger;
    }
    const report = routingVerification(verification, lang);
    const human = stepsNeedingHuman(compiled.flow.diagnostics, trigger, lang);
    if (json) io.stdout(JSON.stringify({ ok: true, recipe: name, verification: report, needs_human: human }) + '\n');
    else io.stdout(render(name, report, human, lang));
    return VERIFY_EXIT[verification.verdict];
  } catch (error) {
    return reportFailure(error, io, lang, json);
  }
}

/** What the file reader says of a recipe it cannot use, said of the flow file instead (its advice is for recipes). */
const NOT_A_FLOW = new Set(['not_json', 'empty_file', 'not_a_file', 'broken_zip']);

async function readFlow(path: string, load: { cwd: string; home?: string }): Promise<{ flows: Array<{ trigger: unknown }> }> {
  let source;
  try {
    source = await loadRecipeSource(path, load);
  } catch (error) {
    if (!isUserError(error)) throw error;
    const shown = resolve(load.cwd, path);
    if (error.code === 'file_not_found') throw new UserError('flow_not_found', verifyMessages, 'flow_not_found', { path: shown });
    if (NOT_A_FLOW.has(error.code)) throw new UserError('flow_not_json', verifyMessages, 'flow_not_json', { path: shown });
    throw error;
  }
  const data = source.kind === 'json' ? (source.recipe.data as { flows?: Array<{ trigger?: unknown }> }) : undefined;
  if (!data?.flows?.[0]?.trigger) throw new UserError('flow_not_json', verifyMessages, 'flow_not_json', { path: source.path });
  return data as { flows: Array<{ trigger: unknown }> };
}

function render(name: string, v: RoutingVerification, human: readonly HumanStep[], lang: Lang): string {
  const t = translator(verifyMessages, lang);
  const lines = [`${name}: ${v.summary}`];
  const section = (title: string, items: ReadonlyArray<{ text: string }>) => {
    if (items.length) lines.push('', title, ...items.map((i) => `- ${i.text}`));
  };
  section(t('differences_title'), v.differences);
  section(t('not_proven_title'), v.not_proven);
  section(t('allowed_title'), v.approximations);
  section(t('needs_human_title'), human);
  return lines.join('\n') + '\n';
}

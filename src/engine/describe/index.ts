// recipe_description.md: what the automation does, what changed in the translation and what a human must still do.
// Pure and deterministic: written from the recipe and the translation result only.
import { translator, type Lang } from '../../i18n/index.js';
import { describeMessages } from '../../i18n/messages/describe.js';
import { recipeFacts, type RecipeFacts } from '../facts.js';
import { isBlocking } from '../review.js';
import { visitSteps } from '../flow/steps.js';
import { workatoSteps } from '../tree.js';
import type { ConnectionReport, FlowTemplate, NormalizedRecipe, OperationReport, ReviewItem, RoutingReport, RoutingVerification, WorkatoStep } from '../types.js';
import type { Access, Kind, Usage } from './pipefy.js';
import { actionWords, statusWords, stepLines, triggerWords, type StepsContext } from './steps.js';
import { conditionWords } from './conditions.js';
import { readerCounts } from './outcomes.js';
import { triggerWhen } from './trigger.js';
import {
  appName,
  code,
  indexSteps,
  mdText,
  oneLine,
  pieceName,
  plural,
  readablePills,
  type T,
} from './words.js';

export interface DescriptionInput {
  recipe: NormalizedRecipe;
  template: FlowTemplate;
  routing: RoutingReport;
  review: ReviewItem[];
  connections: ConnectionReport;
  mermaid: string;
  /** what the recipe is and what its translation carried (computed here when not given) */
  facts?: RecipeFacts;
}

type Json = Record<string, unknown>;

export function describeRecipe(input: DescriptionInput, lang: Lang): string {
  const t: T = translator(describeMessages, lang);
  const recipe = input.recipe;
  const trigger: WorkatoStep = recipe?.code && typeof recipe.code === 'object' ? recipe.code : { keyword: 'trigger' };
  const index = indexSteps(trigger);
  const ops = new Map<number, OperationReport>();
  for (const op of input.routing?.operations ?? []) if (typeof op?.step === 'number' && !ops.has(op.step)) ops.set(op.step, op);
  const blocked = new Set((input.review ?? []).filter((r) => isBlocking(r) && typeof r.step === 'number').map((r) => r.step!));
  const ctx: StepsContext = { t, lang, index, ops, blocked };
  const all = allSteps(trigger);
  const facts = input.facts ?? recipeFacts(trigger, input.routing?.operations ?? [], false, input.review ?? []);
  const when = triggerWhen(trigger, index, t);

  const out: string[] = [];
  out.push(`# ${mdText(recipe?.name || t('untitled'), 200)}`, '');

  // Summary
  const apps = usedApps(facts, t);
  const summary = [t('summary_start', { when }) + ' ' + summarySteps(facts, t)];
  if (apps.length > 0) summary.push(t('summary_apps', { apps: apps.map((a) => a.name).join(', ') }));
  const todo = todoLines(input, all, ctx);
  summary.push(routingSentence(input.routing, facts.operations, t, todo.filter((l) => l.startsWith('- [ ]')).length));
  out.push(summary.join(' '), '');
  const description = typeof recipe?.description === 'string' ? recipe.description.trim() : '';
  if (description) {
    out.push(`${t('workato_description')}`, '');
    for (const l of description.split(/\r?\n/).slice(0, 30)) out.push(`> ${oneLine(l, 400).replace(/```/g, "'''")}`.trimEnd());
    out.push('');
  }

  // Trigger
  out.push(`## ${t('h_trigger')}`, '');
  const triggerNumber = typeof trigger.number === 'number' ? trigger.number : 0;
  const triggerOp = ops.get(triggerNumber);
  out.push(`- **#${triggerNumber}** ${capitalize(t('trigger_sentence', { when }))}`);
  if (trigger.provider) out.push(`  - ${t('trigger_workato', { trigger: triggerWords(trigger, ctx) })}`);
  if (trigger.filter && typeof trigger.filter === 'object') out.push(`  - ${t('trigger_filter', { condition: conditionWords(trigger.filter, index, t, lang) })}`);
  const apTrigger = (input.template?.flows?.[0]?.trigger ?? {}) as Json;
  if (apTrigger && (apTrigger.displayName || apTrigger.settings)) {
    const settings = (apTrigger.settings ?? {}) as Json;
    const piece = typeof settings.pieceName === 'string' ? pieceName(settings.pieceName, t) : '';
    const name = typeof apTrigger.displayName === 'string' ? apTrigger.displayName : '';
    out.push(`  - ${t('trigger_flow', { name: `“${mdText(name || piece || '?', 100)}”`, piece: piece ? ` (${mdText(piece, 60)})` : '' })}`);
  }
  if (triggerOp) out.push(`  - ${t('translation_status', { status: statusWords(triggerOp, t, blocked.has(triggerNumber)) })}`);
  out.push('');

  // Steps
  out.push(`## ${t('h_steps')}`, '');
  const lines = stepLines(trigger, ctx);
  out.push(...(lines.length > 0 ? lines : [t('summary_no_steps')]), '');

  // Apps and connections
  out.push(`## ${t('h_apps')}`, '');
  out.push(...appLines(apps, recipe, t), '');
  out.push(t('connections_intro'), '');
  out.push(...connectionLines(input, t), '');

  // Pipes, phases and fields
  out.push(`## ${t('h_pipefy')}`, '');
  out.push(...pipefyLines(facts.pipefy, t), '');

  // What needs a human
  out.push(`## ${t('h_todo')}`, '');
  out.push(...todo, '');

  // Run-time check
  if (input.routing?.verification) out.push(`## ${t('h_verify')}`, '', ...verificationLines(input.routing.verification, t), '');

  // Diagram
  out.push(`## ${t('h_diagram')}`, '');
  out.push(t('diagram_intro'), '');
  out.push('```mermaid', String(input.mermaid ?? '').trimEnd(), '```', '');
  return out.join('\n');
}

/** What the run-time check proved and what it did not, in plain words (its texts are already in the user's language). */
export function verificationLines(v: RoutingVerification, t: T): string[] {
  const lines = [`${t('verify_intro', { events: v.events })} **${mdText(v.summary, 300)}**`, ''];
  const list = (title: string, items: Array<{ text: string }>) => {
    if (items.length) lines.push(title, '', ...items.map((i) => `- ${mdText(i.text, 400)}`), '');
  };
  list(t('verify_differences'), v.differences);
  list(t('verify_not_proven'), v.not_proven);
  list(t('verify_approximations'), v.approximations);
  lines.push(t('verify_what_not'));
  return lines;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Listed {
  step: WorkatoStep;
  disabled: boolean;
}

/** Every step of the recipe in order (trigger first); steps inside a skipped block count as disabled. */
function allSteps(trigger: WorkatoStep): Listed[] {
  return workatoSteps(trigger).map(({ step, disabled }) => ({ step, disabled }));
}

function summarySteps(facts: RecipeFacts, t: T): string {
  const { actions, conditions: ifs, loops, errorHandlers: tries, stops, steps: total } = facts.counts;
  const details: string[] = [];
  if (actions > 0) details.push(plural(t, 'count_actions', actions));
  if (ifs > 0) details.push(plural(t, 'count_conditions', ifs));
  if (loops > 0) details.push(plural(t, 'count_loops', loops));
  if (tries > 0) details.push(plural(t, 'count_error_handlers', tries));
  if (stops > 0) details.push(plural(t, 'count_stops', stops));
  if (total === 0) return t('summary_no_steps');
  return plural(t, 'summary_steps', total, { details: details.join(', ') });
}

/** The summary's last sentences: whether the flow can be imported, and the steps by outcome. */
export function routingSentence(routing: RoutingReport | undefined, outcomes: RecipeFacts['operations'], t: T, todo: number): string {
  const ops = routing?.operations ?? [];
  const reader = readerCounts(outcomes);
  const counts = ops.length > 0 ? ' ' + t(reader.unmapped > 0 ? 'summary_counts_unmapped' : 'summary_counts', reader) : '';
  if (routing?.routing === 'manual_revision') {
    const text = routing.blocked_reason ? mdText(readablePills(routing.blocked_reason), 300).replace(/[.\s]+$/, '') : '';
    const reason = text ? `: ${text}` : '';
    return t('summary_manual', { reason }) + counts;
  }
  return t('summary_ready') + counts + (todo > 0 ? ' ' + plural(t, 'summary_todo', todo) : '');
}

interface App {
  name: string;
  providers: string[];
  steps: number[];
  trigger: boolean;
}

function usedApps(facts: RecipeFacts, t: T): App[] {
  const byName = new Map<string, App>();
  for (const step of facts.live) {
    if (step.keyword !== 'action' && step.keyword !== 'trigger') continue;
    const provider = typeof step.provider === 'string' ? step.provider.trim() : '';
    if (!facts.providers.includes(provider)) continue;
    const name = appName(provider, t);
    const app = byName.get(name) ?? { name, providers: [], steps: [], trigger: false };
    if (!app.providers.includes(provider)) app.providers.push(provider);
    if (step.keyword === 'trigger') app.trigger = true;
    else if (typeof step.number === 'number') app.steps.push(step.number);
    byName.set(name, app);
  }
  return [...byName.values()].sort((a, b) => compare(a.name, b.name));
}

function compare(a: string, b: string): number {
  const an = /^\d+$/.test(a);
  const bn = /^\d+$/.test(b);
  if (an && bn) return Number(a) - Number(b) || (a < b ? -1 : a > b ? 1 : 0);
  const al = a.toLowerCase();
  const bl = b.toLowerCase();
  return al < bl ? -1 : al > bl ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

function stepList(numbers: number[]): string {
  return [...new Set(numbers)]
    .sort((a, b) => a - b)
    .map((n) => `#${n}`)
    .join(', ');
}

function appLines(apps: App[], recipe: NormalizedRecipe, t: T): string[] {
  if (apps.length === 0) return [t('apps_none')];
  const config = Array.isArray(recipe?.config) ? recipe.config : [];
  return apps.map((app) => {
    const where: string[] = [];
    if (app.trigger) where.push(t('word_trigger'));
    if (app.steps.length > 0) where.push(plural(t, 'in_steps', app.steps.length, { steps: stepList(app.steps) }));
    const connections = new Set<string>();
    let builtIn = true;
    for (const line of config) {
      if (!line || !app.providers.includes(String(line.provider))) continue;
      const account = line.account_id;
      if (account && typeof account === 'object' && typeof (account as Json).name === 'string') {
        connections.add(t('workato_connection', { name: `“${mdText((account as Json).name, 80)}”` }));
        builtIn = false;
      } else if (typeof account === 'number' || (typeof account === 'string' && account)) {
        connections.add(t('workato_connection_id', { id: code(account) }));
        builtIn = false;
      }
    }
    const conn = connections.size > 0 ? [...connections].sort(compare).join('; ') : builtIn ? t('workato_no_connection') : '';
    const keys = app.providers.map((p) => code(p)).join(', ');
    return `- **${mdText(app.name, 80)}** (${keys}): ${where.join('; ') || '—'}. ${conn}`.trimEnd();
  });
}

interface FlowStep {
  name: string;
  piece?: string;
}

/** Every step of the generated flow (trigger included), in chain order. */
function flowSteps(template: FlowTemplate | undefined): FlowStep[] {
  const out: FlowStep[] = [];
  visitSteps(template?.flows?.[0]?.trigger, (step) => {
    const settings = (step.settings ?? {}) as Json;
    out.push({ name: String(step.name ?? ''), piece: typeof settings.pieceName === 'string' ? settings.pieceName : undefined });
  });
  return out;
}

function stepNames(names: string[]): string {
  return [...new Set(names)].sort(compare).map((n) => code(n)).join(', ');
}

function connectionLines(input: DescriptionInput, t: T): string[] {
  const report = input.connections ?? { bound: [], unmatched: [], missing: [] };
  const steps = flowSteps(input.template);
  const lines: string[] = [];
  const bound = [...(report.bound ?? [])].sort((a, b) => compare(a.piece, b.piece) || compare(a.id, b.id));
  for (const b of bound) {
    const label = b.label ? ` “${mdText(b.label, 80)}”` : '';
    lines.push(`- **${mdText(pieceName(b.piece, t), 60)}**: ${t('conn_bound', { id: code(b.id), label, steps: stepNames(b.steps ?? []) || '—' })}`);
  }
  for (const piece of [...(report.missing ?? [])].sort(compare)) {
    const using = steps.filter((s) => s.piece === piece).map((s) => s.name);
    lines.push(`- **${mdText(pieceName(piece, t), 60)}**: ${t('conn_missing', { steps: stepNames(using) || '—' })}`);
  }
  for (const u of [...(report.unmatched ?? [])].sort((a, b) => compare(a.id, b.id))) {
    lines.push(`- ${t('conn_unmatched', { id: code(u.id), label: u.label ? ` “${mdText(u.label, 80)}”` : '' })}`);
  }
  return lines.length > 0 ? lines : [t('conn_none')];
}

const KIND_KEYS: Record<Kind, 'row_pipes' | 'row_phases' | 'row_fields' | 'row_tables'> = {
  pipe: 'row_pipes',
  phase: 'row_phases',
  field: 'row_fields',
  table: 'row_tables',
};

function pipefyLines(usage: readonly Usage[], t: T): string[] {
  if (usage.length === 0) return [t('pipefy_none')];
  const cell = (kind: Kind, access: Access): string => {
    const byId = new Map<string, number[]>();
    for (const u of usage) {
      if (u.kind !== kind || u.access !== access) continue;
      const list = byId.get(u.id) ?? [];
      if (u.step >= 0) list.push(u.step);
      byId.set(u.id, list);
    }
    if (byId.size === 0) return '—';
    return [...byId.keys()]
      .sort((a, b) => (a === '' ? 1 : b === '' ? -1 : compare(a, b)))
      .map((id) => {
        const where = stepList(byId.get(id)!);
        const text = id === '' ? t('dynamic_value') : code(id).replace(/\|/g, '\\|');
        return where ? `${text} (${where})` : text;
      })
      .join(', ');
  };
  const lines = [`| | ${t('col_reads')} | ${t('col_writes')} |`, '|---|---|---|'];
  for (const kind of ['pipe', 'phase', 'field', 'table'] as Kind[]) {
    if (!usage.some((u) => u.kind === kind)) continue;
    lines.push(`| ${t(KIND_KEYS[kind])} | ${cell(kind, 'read')} | ${cell(kind, 'write')} |`);
  }
  return lines;
}

/** Index of the last line of step `step`'s checkbox (its own line or a sub-item under it). */
function lastLineOf(lines: string[], step: number): number {
  let at = lines.findIndex((l) => l.startsWith(`- [ ] **#${step}**`));
  while (at + 1 < lines.length && lines[at + 1]!.startsWith('  - ')) at++;
  return at;
}

function todoLines(input: DescriptionInput, all: Listed[], ctx: StepsContext): string[] {
  const { t } = ctx;
  const lines: string[] = [];
  // The blocking reason summarises the items below; it is an item of its own only when nothing else is listed.
  const blocked = input.routing?.routing === 'manual_revision' && input.routing.blocked_reason ? input.routing.blocked_reason : '';
  const review = (input.review ?? []).map((item, i) => ({ item, i }));
  review.sort((a, b) => {
    const sa = typeof a.item.step === 'number' ? a.item.step : Number.POSITIVE_INFINITY;
    const sb = typeof b.item.step === 'number' ? b.item.step : Number.POSITIVE_INFINITY;
    return sa - sb || a.i - b.i;
  });
  const covered = new Set<number>();
  // One checkbox per step: a step's further items go under it, and a text said twice is said once.
  const said = new Map<number, Set<string>>();
  for (const { item } of review) {
    const text = mdText(readablePills(String(item.text ?? '')), 400);
    const step = typeof item.step === 'number' ? item.step : undefined;
    if (step !== undefined) {
      const texts = said.get(step);
      if (texts) {
        if (!texts.has(text)) lines.splice(lastLineOf(lines, step) + 1, 0, `  - ${text}`);
        texts.add(text);
        continue;
      }
      said.set(step, new Set([text]));
      covered.add(step);
    }
    const where = [step !== undefined ? `**#${step}**` : '', item.stepName ? code(item.stepName) : ''].filter(Boolean).join(' ');
    lines.push(`- [ ] ${where ? `${where} — ` : ''}${text}`);
  }
  // Unmapped steps the review does not mention still get their item.
  const byNumber = new Map<number, WorkatoStep>();
  for (const { step } of all) if (typeof step.number === 'number' && !byNumber.has(step.number)) byNumber.set(step.number, step);
  const unmapped = (input.routing?.operations ?? []).filter((o) => o.status === 'unmapped' && !covered.has(o.step));
  for (const op of [...unmapped].sort((a, b) => a.step - b.step)) {
    const step = byNumber.get(op.step);
    const what = step && step.keyword === 'action' ? actionWords(step, ctx) : `${mdText(appName(op.provider, t), 80)}: ${code(op.name)}`;
    const reason = op.reason ? ` (${mdText(op.reason, 200)})` : '';
    lines.push(`- [ ] **#${op.step}** — ${t('todo_unmapped', { what, reason })}`);
  }
  // Connections to create, unless the review already says so.
  const steps = flowSteps(input.template);
  const asked = new Set((input.review ?? []).filter((r) => r.code === 'connection_missing').map((r) => r.params?.pieceId));
  for (const piece of [...(input.connections?.missing ?? [])].sort(compare)) {
    const name = pieceName(piece, t);
    if (asked.has(piece)) continue;
    const using = steps.filter((s) => s.piece === piece).map((s) => s.name);
    lines.push(`- [ ] ${t('todo_connection', { app: `**${mdText(name, 60)}**`, steps: stepNames(using) || '—' })}`);
  }
  if (lines.length === 0 && blocked) lines.push(`- [ ] ${t('todo_blocked', { reason: mdText(readablePills(blocked), 400) })}`);
  if (lines.length === 0) return [t('todo_none')];
  return lines;
}


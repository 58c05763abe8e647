// The recipe's steps as indented Markdown sentences, each with its Workato number and translation status.
import type { Lang } from '../../i18n/index.js';
import type { OperationReport, WorkatoStep } from '../types.js';
import { conditionWords } from './conditions.js';
import {
  appName,
  code,
  humanize,
  isDynamic,
  isPipefy,
  literalIds,
  listWords,
  mdText,
  oneLine,
  plural,
  readablePills,
  stripHtml,
  valueWords,
  type StepIndex,
  type T,
} from './words.js';

export interface StepsContext {
  t: T;
  lang: Lang;
  index: StepIndex;
  /** routing operations by Workato step number */
  ops: Map<number, OperationReport>;
  /** Workato steps with a blocking review item: never called translated, whatever their operation's status */
  blocked?: ReadonlySet<number>;
}

const MAX_DEPTH = 60;

/** Markdown list lines for the trigger's block. */
export function stepLines(trigger: WorkatoStep, ctx: StepsContext): string[] {
  const lines: string[] = [];
  renderBlock(children(trigger), 0, ctx, lines);
  return lines;
}

function children(step: WorkatoStep): WorkatoStep[] {
  return Array.isArray(step.block) ? step.block.filter((s): s is WorkatoStep => !!s && typeof s === 'object') : [];
}

function num(step: WorkatoStep): string {
  return typeof step.number === 'number' ? `**#${step.number}** ` : '';
}

function push(lines: string[], depth: number, text: string) {
  lines.push(`${'  '.repeat(depth)}- ${text}`);
}

function countDescendants(step: WorkatoStep): number {
  let n = 0;
  for (const child of children(step)) n += 1 + countDescendants(child);
  return n;
}

function renderBlock(steps: WorkatoStep[], depth: number, ctx: StepsContext, lines: string[]) {
  if (depth > MAX_DEPTH) return;
  for (const step of steps) renderStep(step, depth, ctx, lines);
}

function renderStep(step: WorkatoStep, depth: number, ctx: StepsContext, lines: string[]) {
  const { t } = ctx;
  const keyword = String(step.keyword ?? '');
  if (step.skip === true) {
    const inside = countDescendants(step);
    const extra = inside > 0 ? ` ${plural(t, 'disabled_inside', inside)}` : '';
    push(lines, depth, `${num(step)}${sentence(step, ctx)} — ${t('disabled_step')}${extra}`);
    return;
  }
  const block = children(step);
  switch (keyword) {
    case 'if':
    case 'try': {
      // elsif/else (and catch) are the last children of their step's block but read as its siblings.
      const tails = keyword === 'if' ? ['elsif', 'else'] : ['catch'];
      const split = block.findIndex((s) => tails.includes(String(s.keyword)));
      push(lines, depth, line(step, ctx));
      renderBlock(split < 0 ? block : block.slice(0, split), depth + 1, ctx, lines);
      renderBlock(split < 0 ? [] : block.slice(split), depth, ctx, lines);
      return;
    }
    default:
      push(lines, depth, line(step, ctx));
      renderBlock(block, depth + 1, ctx, lines);
  }
}

/** The sentence, the user's comment and the translation status of one step. */
function line(step: WorkatoStep, ctx: StepsContext): string {
  let text = `${num(step)}${sentence(step, ctx)}`;
  const comment = typeof step.comment === 'string' ? step.comment.trim() : '';
  if (comment && step.keyword !== 'action') text += ` — “${mdText(comment, 160)}”`;
  const status = typeof step.number === 'number' ? ctx.ops.get(step.number) : undefined;
  if (status) text += ` — ${statusWords(status, ctx.t, ctx.blocked?.has(status.step) ?? false)}`;
  return text;
}

export function statusWords(op: Pick<OperationReport, 'status' | 'reason'>, t: T, blocked = false): string {
  const reason = op.reason ? `: ${mdText(readablePills(op.reason), 200)}` : '';
  // A step the flow cannot run as written (an unsupported formula in a field) is not "translated", even if its app mapped.
  if (blocked && op.status !== 'unmapped') return t('status_blocked') + reason;
  if (op.status === 'mapped') return t('status_mapped');
  if (op.status === 'approximated') return t('status_approximated') + reason;
  return t('status_unmapped') + reason;
}

function sentence(step: WorkatoStep, ctx: StepsContext): string {
  const { t, index } = ctx;
  const input = (step.input && typeof step.input === 'object' ? step.input : {}) as Record<string, unknown>;
  switch (step.keyword) {
    case 'action':
      return actionWords(step, ctx);
    case 'if':
      return t('step_if', { condition: conditionWords(input, index, t, ctx.lang) });
    case 'elsif':
      return t('step_elsif', { condition: conditionWords(input, index, t, ctx.lang) });
    case 'else':
      return t('step_else');
    case 'foreach': {
      const source = valueWords(step.source ?? input.source, index, t);
      const size = Number(step.batch_size);
      return step.repeat_mode === 'batch' && size > 0 ? t('step_foreach_batch', { source, n: size }) : t('step_foreach', { source });
    }
    case 'repeat':
      return t('step_repeat');
    case 'while_condition':
      return t('step_while', { condition: conditionWords(input, index, t, ctx.lang) });
    case 'try':
      return t('step_try');
    case 'catch': {
      const retries = Number(input.max_retry_count ?? 0);
      const interval = Number(input.retry_interval ?? 0);
      return retries > 0 ? t('step_catch_retry', { n: retries, seconds: interval > 0 ? interval : '?' }) : t('step_catch');
    }
    case 'stop': {
      const error = input.stop_with_error === true || String(input.stop_with_error ?? '').toLowerCase() === 'true';
      const reason = input.stop_reason !== undefined && input.stop_reason !== '' ? valueWords(input.stop_reason, index, t) : '';
      if (error) return reason ? t('step_stop_error_reason', { reason }) : t('step_stop_error');
      return reason ? t('step_stop_reason', { reason }) : t('step_stop');
    }
    default:
      return t('step_other', { keyword: code(step.keyword || '?'), app: step.provider ? appName(step.provider, t) : '' }).trim();
  }
}

/** "<App>: <operation in words>", then the user's comment. */
export function actionWords(step: WorkatoStep, ctx: StepsContext): string {
  const { t } = ctx;
  const app = appName(step.provider, t);
  let text = `${mdText(app, 80)}: ${operationWords(step, ctx)}`;
  const comment = typeof step.comment === 'string' ? step.comment.trim() : '';
  if (comment) text += ` — “${mdText(comment, 160)}”`;
  return text;
}

/** The Workato trigger as "<App>: <operation>" (its title, stripped description or name), then its comment. */
export function triggerWords(step: WorkatoStep, ctx: StepsContext): string {
  const app = appName(step.provider, ctx.t);
  const description = typeof step.description === 'string' ? stripHtml(step.description) : '';
  const op = typeof step.title === 'string' && step.title.trim() ? step.title : description || humanize(String(step.name ?? '')) || '?';
  let text = `${mdText(app, 80)}: ${mdText(op, 120)}`;
  const comment = typeof step.comment === 'string' ? step.comment.trim() : '';
  if (comment) text += ` — “${mdText(comment, 160)}”`;
  return text;
}

function flowName(input: Record<string, unknown>, step: WorkatoStep): string | undefined {
  const labels = (step.dynamicPickListSelection ?? {}) as Record<string, unknown>;
  if (typeof labels.flow_id === 'string' && labels.flow_id) return labels.flow_id;
  const ref = input.flow_id;
  if (ref && typeof ref === 'object' && typeof (ref as Record<string, unknown>).name === 'string') return (ref as Record<string, string>).name;
  if (typeof ref === 'string' || typeof ref === 'number') return String(ref);
  return undefined;
}

function idWords(value: unknown, ctx: StepsContext): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (isDynamic(value)) return ctx.t('dynamic_value');
  const ids = literalIds(value);
  return ids.length > 0 ? listWords(ids.map((id) => mdText(id, 60)), ctx.t, 'or') : undefined;
}

/** The operation of an action in words: its title, a known phrase, its stripped description, or its name. */
export function operationWords(step: WorkatoStep, ctx: StepsContext): string {
  if (typeof step.title === 'string' && step.title.trim()) return mdText(step.title, 120);
  const provider = String(step.provider ?? '');
  const name = String(step.name ?? '');
  const input = (step.input && typeof step.input === 'object' ? step.input : {}) as Record<string, unknown>;
  const known = knownOperation(provider, name, input, step, ctx);
  if (known) return known;
  if (typeof step.description === 'string' && stripHtml(step.description)) return mdText(stripHtml(step.description), 120);
  return mdText(humanize(name) || '?', 120);
}

function knownOperation(provider: string, name: string, input: Record<string, unknown>, step: WorkatoStep, ctx: StepsContext): string | undefined {
  const { t } = ctx;
  if (name === '__adhoc_http_action') {
    const verb = typeof input.verb === 'string' ? input.verb.toUpperCase() : '';
    const path = typeof input.path === 'string' ? input.path : '';
    return verb || path ? t('op_custom_request', { request: code(`${verb} ${path}`.trim()) }) : t('op_custom_request_plain');
  }
  if (isPipefy(provider)) return pipefyOperation(name, input, ctx);
  switch (`${provider}/${name}`) {
    case 'workato_recipe_function/call_recipe': {
      const flow = flowName(input, step);
      return flow ? t('op_call_flow', { name: `“${mdText(flow, 80)}”` }) : t('op_call_flow_plain');
    }
    case 'workato_recipe_function/call_recipe_async': {
      const flow = flowName(input, step);
      return flow ? t('op_call_flow_async', { name: `“${mdText(flow, 80)}”` }) : t('op_call_flow_async_plain');
    }
    case 'workato_recipe_function/return_result':
      return t('op_return_result');
    case 'workato_genie/workflow_return_result':
      return t('op_return_agent');
    case 'workato_api_platform/return_response': {
      const status = typeof input.http_status_code === 'string' || typeof input.http_status_code === 'number' ? String(input.http_status_code) : '';
      return status && !isDynamic(status) ? t('op_return_response_status', { status: code(status) }) : t('op_return_response');
    }
    case 'logger/log_message':
      return t('op_log');
    case 'workato_variable/declare_variable': {
      const vars = input.variables && typeof input.variables === 'object' ? (input.variables as Record<string, unknown>) : {};
      const data = vars.data && typeof vars.data === 'object' ? Object.keys(vars.data as object) : [];
      return data.length > 0 ? t('op_declare_variables', { names: data.map((d) => code(d)).join(', ') }) : t('op_declare_variables_plain');
    }
    case 'workato_variable/update_variables':
      return t('op_update_variables');
    case 'workato_variable/declare_list':
      return typeof input.name === 'string' && input.name ? t('op_declare_list', { name: `“${mdText(input.name, 60)}”` }) : t('op_declare_list_plain');
    case 'workato_variable/insert_to_list':
    case 'workato_variable/insert_to_list_batch':
      return t('op_insert_list');
    case 'email/send_mail':
      return t('op_send_email');
    case 'clock/wait_for_interval':
      return t('op_wait');
    case 'json_parser/parse_json':
      return t('op_parse_json');
    case 'rest/make_request':
    case 'rest/make_request_v2': {
      const request = (input.request ?? {}) as Record<string, unknown>;
      const method = typeof request.method === 'string' ? request.method.toUpperCase() : '';
      const url = typeof request.url === 'string' && !isDynamic(request.url) ? oneLine(request.url, 80) : '';
      return method || url ? t('op_http_request', { request: code(`${method} ${url}`.trim()) }) : t('op_http_request_plain');
    }
    default:
      return undefined;
  }
}

function pipefyOperation(name: string, input: Record<string, unknown>, ctx: StepsContext): string | undefined {
  const { t } = ctx;
  const n = name.toLowerCase();
  const pipe = idWords(input.pipe_id, ctx) ?? t('not_set');
  const table = idWords(input.table_id ?? input.database_id, ctx) ?? t('not_set');
  if (n.includes('record')) {
    if (/creat|new/.test(n)) return t('op_pipefy_create_record', { table });
    if (/updat|set/.test(n)) return t('op_pipefy_update_record');
    if (/delet/.test(n)) return t('op_pipefy_delete_record');
    if (/get|find|search|list/.test(n)) return t('op_pipefy_find_records', { table });
    return undefined;
  }
  if (/move/.test(n)) {
    const phase = idWords(input.phase_id ?? input.to_phase_id ?? input.destination_phase_id, ctx);
    return phase ? t('op_pipefy_move_card', { phase }) : t('op_pipefy_move_card_plain');
  }
  if (/comment/.test(n)) return t('op_pipefy_comment');
  if (/attach|upload/.test(n)) return t('op_pipefy_attachment');
  if (/creat|new/.test(n) && /card/.test(n)) return t('op_pipefy_create_card', { pipe });
  if (/updat|set|edit/.test(n)) return t('op_pipefy_update_card');
  if (/delet/.test(n)) return t('op_pipefy_delete_card');
  if (/get|find|search|list|query/.test(n)) return t('op_pipefy_find_cards');
  return undefined;
}

// What starts the recipe, in words: "when a card moves to phase 555 in pipe 301", "every day at 09:00 UTC".
import type { WorkatoStep } from '../types.js';
import {
  appName,
  code,
  humanize,
  isDynamic,
  listWords,
  literalIds,
  mdText,
  oneLine,
  plural,
  schemaFieldNames,
  stripHtml,
  type DescribeKey,
  type StepIndex,
  type T,
} from './words.js';

type Input = Record<string, unknown>;

/** The "when …" phrase for the recipe's trigger step. */
export function triggerWhen(trigger: WorkatoStep, _index: StepIndex, t: T): string {
  return knownTriggerWhen(trigger, t) ?? t('trig_generic', { app: appName(String(trigger.provider ?? ''), t), operation: operationOf(trigger) });
}

/** The "when …" phrase of a trigger the words know, or undefined (the generic "when <App>: <operation>" then). */
export function knownTriggerWhen(trigger: WorkatoStep, t: T): string | undefined {
  const provider = String(trigger.provider ?? '');
  const name = String(trigger.name ?? '');
  const input = (trigger.input && typeof trigger.input === 'object' ? trigger.input : {}) as Input;
  if (/pipefy/i.test(provider) || /^new_connector_6_connector_186728/.test(provider)) {
    const phrase = pipefyTrigger(name, input, trigger, t);
    if (phrase) return phrase;
  }
  if (provider === 'clock' && /^(scheduled_event|scheduled_trigger|timer)$/.test(name)) {
    const phrase = scheduleWords(input, t);
    if (phrase) return phrase;
  }
  if (provider === 'workato_webhooks') {
    const suffix = typeof input.webhook_suffix === 'string' && input.webhook_suffix ? ` (${code('/' + input.webhook_suffix)})` : '';
    return t('trig_webhook', { suffix });
  }
  if (provider === 'workato_api_platform' && name === 'receive_request') {
    const request = (input.request ?? {}) as Input;
    const fields = schemaFieldNames(request.schema);
    return fields.length > 0 ? t('trig_api_fields', { fields: fields.map((f) => mdText(f, 60)).join(', ') }) : t('trig_api');
  }
  if (provider === 'workato_recipe_function' && name === 'execute') {
    const params = schemaFieldNames(input.parameters_schema_json ?? input.parameters_schema);
    return params.length > 0 ? t('trig_function_params', { params: params.map((p) => mdText(p, 60)).join(', ') }) : t('trig_function');
  }
  if ((provider === 'workato_genie' || provider === 'workato_skill') && name === 'start_workflow') {
    const params = schemaFieldNames(input.parameters_schema_json);
    return params.length > 0 ? t('trig_agent_params', { params: params.map((p) => mdText(p, 60)).join(', ') }) : t('trig_agent');
  }
  return undefined;
}

/** The trigger's operation: its title, its stripped description, or its humanised name. */
function operationOf(step: WorkatoStep): string {
  if (typeof step.title === 'string' && step.title.trim()) return oneLine(step.title, 100);
  if (typeof step.description === 'string' && stripHtml(step.description)) return oneLine(stripHtml(step.description), 100);
  return humanize(String(step.name ?? '')) || '?';
}

/** `301`, `301 (Sales)` when the editor recorded a label, or "(not set)". */
function idsOf(step: WorkatoStep, input: Input, keys: string[], t: T, last: 'and' | 'or' = 'or'): string | undefined {
  for (const key of keys) {
    const value = input[key];
    if (value === undefined || value === null || value === '') continue;
    if (isDynamic(value)) return t('dynamic_value');
    const ids = literalIds(value);
    if (ids.length === 0) continue;
    const labels = (step.dynamicPickListSelection ?? {}) as Record<string, unknown>;
    const label = typeof labels[key] === 'string' ? (labels[key] as string) : undefined;
    const text = listWords(ids.map((id) => mdText(id, 60)), t, last);
    return label && ids.length === 1 && label !== ids[0] ? `${text} (${oneLine(label, 60)})` : text;
  }
  return undefined;
}

function pipefyTrigger(name: string, input: Input, step: WorkatoStep, t: T): string | undefined {
  const n = name.toLowerCase();
  const pipe = idsOf(step, input, ['pipe_id', 'pipe_ids', 'pipe'], t) ?? t('not_set');
  const table = idsOf(step, input, ['table_id', 'database_id', 'table'], t) ?? t('not_set');
  if (n.includes('record')) {
    if (/creat|new/.test(n)) return t('trig_pipefy_record_create', { table });
    if (/done|finish/.test(n)) return t('trig_pipefy_record_done', { table });
    if (/delet/.test(n)) return t('trig_pipefy_record_delete', { table });
    if (/overdue|late|expir/.test(n)) return t('trig_pipefy_record_overdue', { table });
    if (/updat|field|chang/.test(n)) return t('trig_pipefy_record_update', { table });
    return undefined;
  }
  if (/move/.test(n)) {
    const to = idsOf(step, input, ['to_phase_ids', 'to_phase_id', 'phase_ids', 'phase_id'], t);
    const from = idsOf(step, input, ['from_phase_ids', 'from_phase_id'], t);
    if (to && from) return t('trig_pipefy_card_move_from_to', { from, phases: to, pipe });
    if (to) return t('trig_pipefy_card_move', { phases: to, pipe });
    if (from) return t('trig_pipefy_card_move_from', { from, pipe });
    return t('trig_pipefy_card_move_any', { pipe });
  }
  if (/field/.test(n) && /updat|chang|edit/.test(n)) {
    const fields = idsOf(step, input, ['field_ids', 'field_id', 'fields'], t, 'or');
    return fields ? t('trig_pipefy_card_field_update', { fields, pipe }) : t('trig_pipefy_card_field_update_any', { pipe });
  }
  if (/comment/.test(n)) return t('trig_pipefy_card_comment', { pipe });
  if (/done|finish|complet/.test(n)) return t('trig_pipefy_card_done', { pipe });
  if (/overdue/.test(n)) return t('trig_pipefy_card_overdue', { pipe });
  if (/late/.test(n)) return t('trig_pipefy_card_late', { pipe });
  if (/expir/.test(n)) return t('trig_pipefy_card_expired', { pipe });
  if (/delet/.test(n)) return t('trig_pipefy_card_delete', { pipe });
  if (/creat|new/.test(n)) return t('trig_pipefy_card_create', { pipe });
  return undefined;
}

/** "09:00" from "9:00", "09:00:00", "9:00 PM" or an ISO date-time; undefined when there is no time. */
export function timeOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim() || isDynamic(value)) return undefined;
  const m = /(?:^|T|\s)(\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm)?/i.exec(value.trim());
  if (!m) return undefined;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (m[3]) {
    const pm = m[3].toLowerCase() === 'pm';
    if (h === 12) h = pm ? 12 : 0;
    else if (pm) h += 12;
  }
  if (h > 23 || min > 59) return undefined;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

const DAY_KEYS: Array<[RegExp, DescribeKey]> = [
  [/^(0|7|sun(day)?)$/i, 'day_sun'],
  [/^(1|mon(day)?)$/i, 'day_mon'],
  [/^(2|tue(s(day)?)?)$/i, 'day_tue'],
  [/^(3|wed(nesday)?)$/i, 'day_wed'],
  [/^(4|thu(rs(day)?)?)$/i, 'day_thu'],
  [/^(5|fri(day)?)$/i, 'day_fri'],
  [/^(6|sat(urday)?)$/i, 'day_sat'],
];

function dayName(token: string, t: T): string {
  for (const [pattern, key] of DAY_KEYS) if (pattern.test(token.trim())) return t(key);
  return token.trim();
}

function daysOf(value: unknown, t: T): string | undefined {
  const tokens = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[,\s]+/) : [];
  const names = tokens.filter(Boolean).map((d) => dayName(d, t));
  return names.length > 0 ? listWords(names, t) : undefined;
}

/** A Workato schedule (`clock/scheduled_event`) in words, with its time zone. */
export function scheduleWords(input: Input, t: T): string | undefined {
  const tz = typeof input.timezone === 'string' && input.timezone.trim() ? ` ${input.timezone.trim()}` : '';
  const cron = typeof input.cron_expression === 'string' ? input.cron_expression.trim() : '';
  if (cron) return cronWords(cron, t) + tz;
  const unit = String(input.time_unit ?? '').toLowerCase();
  const every = Number(String(input.trigger_every ?? input.interval ?? '1').trim() || '1');
  const n = Number.isFinite(every) && every > 0 ? Math.floor(every) : 1;
  const time = timeOf(input.trigger_at ?? input.start_at ?? input.start_after);
  const at = time ? t('at_time', { time }) : '';
  if (unit === 'minutes' || (!unit && input.interval !== undefined)) return plural(t, 'every_minutes', n) + tz;
  if (unit === 'hours') return plural(t, 'every_hours', n) + tz;
  if (unit === 'days') return plural(t, 'every_days', n, { at }) + tz;
  if (unit === 'weeks') {
    const days = daysOf(input.days_of_week ?? input.day_of_week, t);
    return plural(t, 'every_weeks', n, { at, on: days ? t('on_days', { days }) : '' }) + tz;
  }
  if (unit === 'months') {
    const raw = input.days_of_month ?? input.day_of_month ?? input.day;
    const day = raw === 'last_day' ? t('last_day') : raw !== undefined && raw !== '' ? t('on_day', { day: String(raw) }) : '';
    return plural(t, 'every_months', n, { at, on: day }) + tz;
  }
  return undefined;
}

const FIELD = /^\d{1,2}$/;

/** Common 5-field cron shapes in words; anything else is shown as it is. */
export function cronWords(cron: string, t: T): string {
  const parts = cron.trim().split(/\s+/);
  if (parts.length === 5) {
    const [min, hour, dom, month, dow] = parts as [string, string, string, string, string];
    const time = FIELD.test(min) && FIELD.test(hour) ? `${hour.padStart(2, '0')}:${min.padStart(2, '0')}` : undefined;
    const at = time ? t('at_time', { time }) : '';
    const step = /^\*\/(\d+)$/;
    if (step.test(min) && hour === '*' && dom === '*' && month === '*' && dow === '*') return plural(t, 'every_minutes', Number(step.exec(min)![1]));
    if (min === '*' && hour === '*' && dom === '*' && month === '*' && dow === '*') return plural(t, 'every_minutes', 1);
    if (FIELD.test(min) && hour === '*' && dom === '*' && month === '*' && dow === '*') return t('every_hour_at_minute', { minute: min.padStart(2, '0') });
    if (FIELD.test(min) && step.test(hour) && dom === '*' && month === '*' && dow === '*') return plural(t, 'every_hours', Number(step.exec(hour)![1]));
    if (time && dom === '*' && month === '*' && dow === '*') return plural(t, 'every_days', 1, { at });
    if (time && dom === '*' && month === '*' && /^[\d,\-a-z]+$/i.test(dow)) {
      const days = /^1-5$/.test(dow) ? t('weekdays') : daysOf(dow.split(','), t) ?? dow;
      return plural(t, 'every_weeks', 1, { at, on: t('on_days', { days }) });
    }
    if (time && /^(\d{1,2}|L)$/.test(dom) && month === '*' && dow === '*') {
      return plural(t, 'every_months', 1, { at, on: dom === 'L' ? t('last_day') : t('on_day', { day: dom }) });
    }
  }
  return t('on_cron', { cron: code(cron) });
}

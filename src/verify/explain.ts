// The equivalence check's findings as catalogue messages (codes + params); text is made at the edge by
// renderMessage, in the user's language (routing.json, the description's checklist, `pipe-migrate verify`).
import { compactJson } from '../engine/compact-json.js';
import { readablePills } from '../engine/describe/words.js';
import { message, type MessageRef } from '../engine/diagnostics.js';
import { detailMessage } from './details.js';
import type { AllowedDifference, Difference, NotProven, Verification } from './equivalence/types.js';

const MAX_VALUE = 120;

function shown(value: unknown): string | MessageRef {
  if (value === undefined || value === null || value === '') return message('verify_nothing');
  const text = compactJson(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 3)}...` : text;
}

const calls = (value: unknown): MessageRef =>
  value === undefined || value === null || value === '' ? message('verify_calls_nothing') : message('verify_calls', { value: shown(value) });

const stepParam = (step: number | string | null | undefined): string | number | MessageRef => (step === null || step === undefined ? message('verify_run_end') : step);

export function summaryMessage(v: Verification): MessageRef {
  const failing = v.results.filter((r) => r.verdict !== 'equivalent').length;
  const code = v.verdict === 'equivalent' ? 'verify_summary_equivalent' : v.verdict === 'different' ? 'verify_summary_different' : 'verify_summary_not_proven';
  return message(code, { events: v.events, failing });
}

export function differenceMessage(d: Difference): MessageRef {
  const params = { step: stepParam(d.step), field: d.field, workato: shown(d.workato), flowValue: shown(d.flow) };
  // "calls nothing" is a negation in pt and es ("não chama nada"), so the verb goes with the value
  if (d.field === '(call)') return message('verify_difference_call', { ...params, workato: calls(d.workato), flowValue: calls(d.flow) });
  if (d.field === '(outcome)') return message('verify_difference_outcome', { ...params, workato: String(d.workato), flowValue: String(d.flow).slice(0, MAX_VALUE) });
  if (d.field.startsWith('(response)')) return message('verify_difference_response', { ...params, field: d.field.replace(/^\(response\)\.?/, '') || '-' });
  if (d.field.startsWith('(shape).')) return message('verify_difference_shape', { ...params, field: d.field.slice('(shape).'.length) });
  return message('verify_difference', params);
}

export function notProvenMessage(n: NotProven): MessageRef {
  // datapills in the detail (a formula the interpreter could not follow) read as {path}, before the cut, so a cut
  // never leaves half a pill's JSON in the checklist
  // in the user's language where the detail is one the models write (src/verify/details.ts)
  return message(`verify_not_proven_${n.code}`, { step: stepParam(n.step), detail: detailMessage(readablePills(n.detail ?? ''), 200) });
}

export function allowedMessage(a: AllowedDifference): MessageRef {
  if (a.field.startsWith('(dropped).')) return message('verify_allowed_dropped', { step: a.step, field: a.field.slice('(dropped).'.length), workato: shown(a.workato) });
  // an extra call the trigger's row declares (OperationRow.enrich; equivalence.ts names it `(call) <action>`): said
  // in words, the action's name stays in `field` for scripts
  if (a.field.startsWith('(call) ')) return message('verify_allowed_extra_call', { step: a.step });
  return message('verify_allowed', { step: a.step, field: a.field });
}

/** The difference that makes a flow "different": the first one found where everything was modelled. */
export function decisiveDifference(v: Verification): Difference | undefined {
  return v.results.find((r) => r.verdict === 'different')?.difference ?? v.differences[0];
}

// A custom action's form-encoded body (`key=value&…`, application/x-www-form-urlencoded). Literal values are encoded
// now; values read from other steps are encoded when the flow runs, by the formula CODE step: a reference written
// straight into the text would reach the request unencoded (a space, `&` or `=` in it would change the body).
import { jsString } from '../../escape.js';
import type { FieldConverter } from '../../flow/values.js';

/** A missing value (nil in Workato, a reference to nothing in Activepieces) is sent as an empty value. */
const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

const ENCODE = "(pairs) => pairs.map(([k, v]) => encodeURIComponent(k) + '=' + encodeURIComponent(v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v))).join('&')";

/**
 * The body text for converted `data`. `conv.computed` exists only while translating (the equivalence check passes
 * resolved data, where `{{` is text, not a reference).
 */
export function formBody(data: Record<string, unknown>, conv: FieldConverter): string {
  const entries = Object.entries(data);
  const dynamic = typeof conv.computed === 'function' && entries.some(([, v]) => typeof v === 'string' && v.includes('{{'));
  if (!dynamic) return entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(text(v))}`).join('&');
  // an inline Activepieces formula (a loop index) only works as prop text: left in the body as it is
  if (entries.some(([, v]) => typeof v === 'string' && v.includes('ap-formula-v1::'))) {
    return entries.map(([k, v]) => `${encodeURIComponent(k)}=${typeof v === 'string' && v.includes('{{') ? v : encodeURIComponent(text(v))}`).join('&');
  }
  return conv.computed((bind) => `(${ENCODE})([${entries.map(([k, v]) => `[${jsString(k)}, ${jsValue(v, bind)}]`).join(', ')}])`);
}

/** A converted value as JavaScript: a reference keeps its value, text with references is joined, literals as JSON. */
function jsValue(value: unknown, bind: (ref: string) => string): string {
  if (typeof value !== 'string') return JSON.stringify(value ?? null);
  const whole = /^\{\{([^{}]*)\}\}$/.exec(value);
  if (whole) return bind(whole[1]!);
  const parts: string[] = [];
  let at = 0;
  for (const m of value.matchAll(/\{\{([^{}]*)\}\}/g)) {
    if (m.index! > at) parts.push(jsString(value.slice(at, m.index)));
    parts.push(`((x) => (x === null || x === undefined ? '' : typeof x === 'string' ? x : JSON.stringify(x)))(${bind(m[1]!)})`);
    at = m.index! + m[0].length;
  }
  if (at < value.length) parts.push(jsString(value.slice(at)));
  return parts.length ? parts.join(' + ') : "''";
}

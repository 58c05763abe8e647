// The SMTP form as data: one pure reducer for every edit, focus move and submit attempt, so the rules about
// what a keystroke or a paste may do are tested without a terminal.
import {
  emptySmtpForm,
  organizationIdFromText,
  validateSmtpForm,
  type SmtpField,
  type SmtpFormValues,
  type SmtpValidation,
} from '../../smtp/schema.js';

export type TextField = Exclude<SmtpField, 'ipRelay'>;
export type Row = SmtpField | 'submit';

export interface SmtpFormState {
  values: SmtpFormValues;
  focus: Row;
  /** Where typing goes in the focused text field, in characters (code points) from its start. */
  cursor: number;
  /** Fields the user has left once: their problems are shown from then on. */
  touched: readonly SmtpField[];
  /** A submit was attempted: every problem is shown. */
  attempted: boolean;
  /** The last chunk of input was refused (it held a Tab or a line break), shown under this field. */
  refusedChunk?: TextField;
}

export type SmtpFormAction =
  | { type: 'insert'; text: string }
  | { type: 'erase' }
  | { type: 'cursor'; delta: -1 | 1 }
  | { type: 'move'; delta: -1 | 1 }
  | { type: 'toggle_relay' }
  /** Enter on a field moves on; on the submit row it marks the attempt and focuses the first problem. */
  | { type: 'enter' }
  /** Back from an error: the values are kept and focus is on the submit row. */
  | { type: 'back_to_submit' };

export function rowsFor(values: SmtpFormValues): Row[] {
  const rows: Row[] = ['senderName', 'emailAddress', 'host', 'port', 'organizationId', 'ipRelay'];
  if (!values.ipRelay) rows.push('username', 'password');
  rows.push('submit');
  return rows;
}

export const isTextField = (row: Row): row is TextField => row !== 'submit' && row !== 'ipRelay';

/** The password is never prefilled: it only comes from what is typed in the form. */
export function initialFormState(initial: Partial<Omit<SmtpFormValues, 'password'>> = {}): SmtpFormState {
  const values = { ...emptySmtpForm(), ...initial, password: '' };
  return { values, focus: 'senderName', cursor: length(values.senderName), touched: [], attempted: false };
}

const length = (text: string) => [...text].length;

/** What `insert` does with a chunk of input: the text to enter, or a refusal. */
export type ChunkVerdict = { ok: true; text: string } | { ok: false };

const LINE_OR_TAB = /[\t\r\n\u2028\u2029]/;
const TRAILING_LINE_OR_TAB = /[\t\r\n\u2028\u2029]+$/;
/** Other control characters, and escape sequences (arrow keys that arrived in the same chunk as text). */
const CONTROL = /\p{Cc}/gu;

/**
 * A chunk (a paste, a password manager's typing, keys merged by a slow connection) stays in the field it
 * arrived in: a Tab or line break at its end is dropped (copying a line takes its line break), and one
 * anywhere else means the chunk holds more than one field's value (a password manager's "user⇥password↵"),
 * so nothing of it is entered. An escape sequence inside a chunk is a key that moved away: refused too.
 */
export function readChunk(chunk: string): ChunkVerdict {
  const text = chunk.replace(TRAILING_LINE_OR_TAB, '');
  if (LINE_OR_TAB.test(text) || text.includes('\u001B')) return { ok: false };
  return { ok: true, text: text.replace(CONTROL, '') };
}

function withValue(state: SmtpFormState, field: TextField, value: string, cursor: number): SmtpFormState {
  return { ...state, values: { ...state.values, [field]: value }, cursor, refusedChunk: undefined };
}

function insert(state: SmtpFormState, field: TextField, chunk: string): SmtpFormState {
  const verdict = readChunk(chunk);
  if (!verdict.ok) return { ...state, refusedChunk: field };
  if (verdict.text === '') return state;
  const chars = [...state.values[field]];
  const added = [...verdict.text];
  chars.splice(state.cursor, 0, ...added);
  const value = chars.join('');
  // Pasting the organization's URL keeps only its number.
  if (field === 'organizationId' && /\/organizations\/\d+/.test(value)) {
    const id = organizationIdFromText(value);
    return withValue(state, field, id, length(id));
  }
  return withValue(state, field, value, state.cursor + added.length);
}

function erase(state: SmtpFormState, field: TextField): SmtpFormState {
  if (state.cursor === 0) return state;
  const chars = [...state.values[field]];
  chars.splice(state.cursor - 1, 1);
  return withValue(state, field, chars.join(''), state.cursor - 1);
}

function focusOn(state: SmtpFormState, row: Row): SmtpFormState {
  const left = state.focus;
  const touched = left !== 'submit' && !state.touched.includes(left) ? [...state.touched, left] : state.touched;
  const cursor = isTextField(row) ? length(state.values[row]) : 0;
  return { ...state, focus: row, cursor, touched, refusedChunk: undefined };
}

function move(state: SmtpFormState, delta: -1 | 1): SmtpFormState {
  const rows = rowsFor(state.values);
  const index = rows.indexOf(state.focus);
  return focusOn(state, rows[Math.min(rows.length - 1, Math.max(0, index + delta))]!);
}

function attempt(state: SmtpFormState): SmtpFormState {
  const validation = validateSmtpForm(state.values);
  const attempted = { ...state, attempted: true };
  if (validation.ok) return attempted;
  const first = rowsFor(state.values).find((row) => row !== 'submit' && validation.errors[row]);
  return first ? focusOn(attempted, first) : attempted;
}

export function smtpFormReducer(state: SmtpFormState, action: SmtpFormAction): SmtpFormState {
  const field = isTextField(state.focus) ? state.focus : undefined;
  switch (action.type) {
    case 'insert':
      return field ? insert(state, field, action.text) : state;
    case 'erase':
      return field ? erase(state, field) : state;
    case 'cursor':
      if (!field) return state;
      return { ...state, cursor: Math.min(length(state.values[field]), Math.max(0, state.cursor + action.delta)) };
    case 'move':
      return move(state, action.delta);
    case 'toggle_relay':
      return state.focus === 'ipRelay' ? { ...state, values: { ...state.values, ipRelay: !state.values.ipRelay } } : state;
    case 'enter':
      return state.focus === 'submit' ? attempt(state) : move(state, 1);
    case 'back_to_submit':
      return focusOn(state, 'submit');
  }
}

/** The validation of the current values (the reducer's state is the only input). */
export function validateForm(state: SmtpFormState): SmtpValidation {
  return validateSmtpForm(state.values);
}

/** Whether a field's problem is shown: once the field was left, or after a submit attempt. */
export function showsProblem(state: SmtpFormState, field: SmtpField): boolean {
  return state.attempted || state.touched.includes(field);
}

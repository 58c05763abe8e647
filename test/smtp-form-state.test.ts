// The SMTP form's reducer and key reading, without a terminal: what a keystroke or a chunk of input does.
import type { Key } from 'ink';
import { describe, expect, it } from 'vitest';
import { initialFormState, readChunk, smtpFormReducer, type SmtpFormAction, type SmtpFormState } from '../src/ui/smtp/form-state.js';
import { formIntent } from '../src/ui/smtp/keys.js';

const apply = (state: SmtpFormState, ...actions: SmtpFormAction[]) => actions.reduce(smtpFormReducer, state);
const insert = (text: string): SmtpFormAction => ({ type: 'insert', text });
const next: SmtpFormAction = { type: 'move', delta: 1 };

/** The form with focus on `field` (moving there with Tab from the first field). */
function focusedOn(field: SmtpFormState['focus'], initial = {}): SmtpFormState {
  let state = initialFormState(initial);
  while (state.focus !== field) state = smtpFormReducer(state, next);
  return state;
}

describe('readChunk', () => {
  it.each([
    ['acme\tno-reply@x.example', 'a Tab between two values'],
    ['mailer\tSup3r-Secret\r', "a password manager's user⇥password↵"],
    ['line one\nline two', 'a multi-line paste'],
    ['one\r\ntwo\r\n', 'a Windows multi-line paste'],
    ['\tvalue', 'a Tab, then typing'],
    ['abc\u001B[B', 'typing, then ↓, merged by a slow connection'],
    ['first\u2028second', 'a Unicode line separator'],
  ])('refuses %j (%s)', (chunk) => {
    expect(readChunk(chunk)).toStrictEqual({ ok: false });
  });

  it('keeps a value whose line break or Tab is only at the end, without it', () => {
    expect(readChunk('Acme Support\n')).toStrictEqual({ ok: true, text: 'Acme Support' });
    expect(readChunk('smtp.acme.example\r\n')).toStrictEqual({ ok: true, text: 'smtp.acme.example' });
    expect(readChunk('mailer\t')).toStrictEqual({ ok: true, text: 'mailer' });
    expect(readChunk('\t')).toStrictEqual({ ok: true, text: '' });
  });

  it('drops other control characters', () => {
    expect(readChunk('ac\u0000me\u0007')).toStrictEqual({ ok: true, text: 'acme' });
  });
});

describe('smtpFormReducer', () => {
  it('a refused chunk changes no field and no focus, and is noted under the field', () => {
    const before = focusedOn('senderName');
    const after = apply(before, insert('acme\tno-reply@x.example'));
    expect(after.values).toStrictEqual(before.values);
    expect(after.focus).toBe('senderName');
    expect(after.refusedChunk).toBe('senderName');
    // The note goes away with the next accepted input.
    expect(apply(after, insert('Acme')).refusedChunk).toBeUndefined();
  });

  it("a password manager's user⇥password↵ in the username field leaves username and password empty", () => {
    const after = apply(focusedOn('username'), insert('mailer\tSup3r-Secret\r'));
    expect(after.values.username).toBe('');
    expect(after.values.password).toBe('');
    expect(after.focus).toBe('username');
  });

  it('a chunk ending in Enter stays in its field (Enter moves on only as a key of its own)', () => {
    const after = apply(focusedOn('password'), insert('Sup3r-Secret\r'));
    expect(after.values.password).toBe('Sup3r-Secret');
    expect(after.focus).toBe('password');
  });

  it('edits at the cursor, by characters (not UTF-16 units)', () => {
    const after = apply(focusedOn('senderName'), insert('Acme😀'), { type: 'erase' }, insert(' Support'), { type: 'cursor', delta: -1 }, { type: 'cursor', delta: -1 }, insert('X'));
    expect(after.values.senderName).toBe('Acme SuppoXrt');
    const start = apply(after, ...Array.from({ length: 20 }, () => ({ type: 'cursor', delta: -1 }) as const), { type: 'erase' }, insert('>'));
    expect(start.values.senderName).toBe('>Acme SuppoXrt');
  });

  it('pasting a Pipefy organization URL keeps its number; another site\'s URL stays, to be refused', () => {
    expect(apply(focusedOn('organizationId'), insert('https://app.pipefy.com/organizations/300123/pipes')).values.organizationId).toBe('300123');
    expect(apply(focusedOn('organizationId'), insert('https://evil.example/organizations/300123')).values.organizationId).toBe(
      'https://evil.example/organizations/300123',
    );
  });

  it('the password is never prefilled', () => {
    const state = initialFormState({ senderName: 'Acme', password: 'from-somewhere' } as never);
    expect(state.values.password).toBe('');
  });

  it('leaving a field marks it touched; Enter on submit with problems focuses the first one', () => {
    const left = apply(initialFormState(), next);
    expect(left.touched).toStrictEqual(['senderName']);
    const submit = focusedOn('submit', { senderName: 'Acme', emailAddress: 'bad', host: 'h.example', port: '25', organizationId: '1', ipRelay: true });
    const attempted = apply(submit, { type: 'enter' });
    expect(attempted.attempted).toBe(true);
    expect(attempted.focus).toBe('emailAddress');
  });

  it('Space switches IP relay only on its row; typing there enters nothing', () => {
    const relay = focusedOn('ipRelay');
    expect(apply(relay, { type: 'toggle_relay' }).values.ipRelay).toBe(true);
    expect(apply(relay, insert('x')).values).toStrictEqual(relay.values);
    expect(apply(focusedOn('host'), { type: 'toggle_relay' }).values.ipRelay).toBe(false);
  });
});

describe('formIntent', () => {
  const key = (flags: Partial<Key> = {}): Key =>
    ({ upArrow: false, downArrow: false, leftArrow: false, rightArrow: false, pageDown: false, pageUp: false, return: false, escape: false, ctrl: false, shift: false, tab: false, backspace: false, delete: false, meta: false, ...flags }) as Key;

  it('Tab moves only as a key of its own; Tab inside text is text for the reducer to judge', () => {
    expect(formIntent('', key({ tab: true }), 'host')).toStrictEqual({ type: 'move', delta: 1 });
    expect(formIntent('', key({ tab: true, shift: true }), 'host')).toStrictEqual({ type: 'move', delta: -1 });
    expect(formIntent('a\tb', key(), 'host')).toStrictEqual({ type: 'insert', text: 'a\tb' });
  });

  it('Ctrl and Alt combinations type nothing; Ctrl+C interrupts; Esc quits', () => {
    expect(formIntent('u', key({ ctrl: true }), 'password')).toStrictEqual({ type: 'ignore' });
    expect(formIntent('x', key({ meta: true }), 'password')).toStrictEqual({ type: 'ignore' });
    expect(formIntent('c', key({ ctrl: true }), 'password')).toStrictEqual({ type: 'interrupt' });
    expect(formIntent('', key({ escape: true, meta: true }), 'password')).toStrictEqual({ type: 'quit' });
  });
});

// `smtp --password-stdin`: the password from a pipe, or, when standard input is a terminal, typed at a prompt
// that shows nothing of it (the terminal's echo is off while it is typed).
import { StringDecoder } from 'node:string_decoder';

export type PasswordReading = { kind: 'password'; value: string } | { kind: 'cancelled' };

/** What the key handling needs of a terminal stream (node's tty.ReadStream has all of it). */
interface TerminalInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

export function isTerminal(stdin: NodeJS.ReadableStream): boolean {
  return (stdin as TerminalInput).isTTY === true;
}

/** A terminal that can stop echoing (raw mode): the only kind a password is read from. */
export function canReadWithoutEcho(stdin: NodeJS.ReadableStream): boolean {
  return typeof (stdin as TerminalInput).setRawMode === 'function';
}

/** All of standard input, without the line break that `echo` or a terminal adds at the end. */
export async function readPipedPassword(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

export interface TypedPassword {
  /** What was typed so far. */
  value: string;
  /** Enter (or Ctrl+D) ends the password; Ctrl+C cancels. */
  end?: 'enter' | 'cancel';
  /** The start of an escape sequence cut at the end of a chunk, finished by the next one. */
  pendingEscape?: string;
}

const ESCAPE_SEQUENCE = /^\u001B(?:\[[0-?]*[ -/]*[@-~]|O.|[^[O\u0000-\u001F\u007F])/;
const UNFINISHED_ESCAPE = /^\u001B(?:\[[0-?]*[ -/]*|O)?$/;

/**
 * Applies one chunk of raw terminal input to the password being typed: printable characters are added,
 * Backspace removes the last character, Ctrl+U clears, Enter or Ctrl+D ends, Ctrl+C cancels. Arrow keys and
 * other escape sequences, and every other control character, are dropped rather than taken as password text.
 */
export function typePassword(state: TypedPassword, chunk: string): TypedPassword {
  let value = state.value;
  let rest = (state.pendingEscape ?? '') + chunk;
  while (rest.length > 0) {
    if (rest[0] === '\u001B') {
      const sequence = ESCAPE_SEQUENCE.exec(rest);
      if (sequence) {
        rest = rest.slice(sequence[0].length);
        continue;
      }
      if (UNFINISHED_ESCAPE.test(rest)) return { value, pendingEscape: rest };
      rest = rest.slice(1);
      continue;
    }
    const [char] = rest;
    rest = rest.slice(char!.length);
    if (char === '\r' || char === '\n' || char === '\u0004') return { value, end: 'enter' };
    if (char === '\u0003') return { value, end: 'cancel' };
    if (char === '\u007F' || char === '\b') value = [...value].slice(0, -1).join('');
    else if (char === '\u0015') value = '';
    else if (!/[\p{Cc}]/u.test(char!)) value += char;
  }
  return { value };
}

/**
 * Reads a password typed in a terminal: raw mode first (the terminal stops echoing), then the prompt, so
 * nothing typed after the prompt appears is ever shown. The terminal is restored however the reading ends.
 */
export function readTypedPassword(stdin: NodeJS.ReadableStream, showPrompt: (text: string) => void, prompt: string): Promise<PasswordReading> {
  const terminal = stdin as TerminalInput;
  terminal.setRawMode!(true);
  showPrompt(prompt);
  const decoder = new StringDecoder('utf8');
  let state: TypedPassword = { value: '' };
  return new Promise((resolve) => {
    const finish = (reading: PasswordReading) => {
      stdin.removeListener('data', onData);
      stdin.removeListener('end', onEnd);
      terminal.setRawMode!(false);
      stdin.pause();
      // Enter was not echoed either: end the prompt's line.
      showPrompt('\n');
      resolve(reading);
    };
    const onData = (data: Buffer | string) => {
      state = typePassword(state, typeof data === 'string' ? data : decoder.write(data));
      if (state.end === 'enter') finish({ kind: 'password', value: state.value });
      else if (state.end === 'cancel') finish({ kind: 'cancelled' });
    };
    const onEnd = () => finish({ kind: 'cancelled' });
    stdin.on('data', onData);
    stdin.once('end', onEnd);
    stdin.resume();
  });
}

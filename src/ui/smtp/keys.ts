// What a key (or a chunk of input) means on the form, from Ink's reading of it. Pure, so tested without Ink.
import type { Key } from 'ink';
import type { Row, SmtpFormAction } from './form-state.js';

export type FormIntent = SmtpFormAction | { type: 'quit' } | { type: 'interrupt' } | { type: 'ignore' };

/**
 * Ink sets `key.tab` only when the whole chunk is one Tab: a Tab inside pasted text arrives as text, and the
 * form's reducer refuses or trims it there (see readChunk). Ctrl and Alt combinations type nothing.
 */
export function formIntent(input: string, key: Key, focus: Row): FormIntent {
  if (key.ctrl && input === 'c') return { type: 'interrupt' };
  if (key.escape) return { type: 'quit' };
  if (key.tab) return { type: 'move', delta: key.shift ? -1 : 1 };
  if (key.downArrow) return { type: 'move', delta: 1 };
  if (key.upArrow) return { type: 'move', delta: -1 };
  if (key.return) return { type: 'enter' };
  if (key.leftArrow) return { type: 'cursor', delta: -1 };
  if (key.rightArrow) return { type: 'cursor', delta: 1 };
  if (key.backspace || key.delete) return { type: 'erase' };
  if (key.ctrl || key.meta || input === '') return { type: 'ignore' };
  if (focus === 'ipRelay') return input === ' ' ? { type: 'toggle_relay' } : { type: 'ignore' };
  return { type: 'insert', text: input };
}

// AST of the Ruby subset used by Workato formulas.
import { renderMessage, type MessageRef } from '../diagnostics.js';
import type { Pill } from '../types.js';

export interface Block {
  params: string[];
  body: Node;
}

export type Node =
  | { t: 'nil' }
  | { t: 'true' }
  | { t: 'false' }
  | { t: 'int'; v: number }
  | { t: 'float'; v: number }
  /** string literal; double-quoted strings carry interpolated expressions as nodes */
  | { t: 'str'; parts: Array<string | Node> }
  | { t: 'sym'; v: string }
  | { t: 'regex'; src: string; flags: string }
  | { t: 'array'; items: Node[] }
  | { t: 'hash'; pairs: Array<[Node, Node]> }
  | { t: 'range'; from: Node | null; to: Node | null; excl: boolean }
  | { t: 'pill'; pill: Pill; src: string }
  /** identifier without receiver, arguments or parentheses (`now`, `today`, `nil`, block parameters) */
  | { t: 'ident'; name: string }
  /** capitalised constant (`Time`, `Date`, `JSON`) */
  | { t: 'const'; name: string }
  | { t: 'call'; recv: Node | null; name: string; args: Node[]; block: Block | null; safe: boolean }
  | { t: 'index'; recv: Node; args: Node[] }
  | { t: 'not'; arg: Node }
  | { t: 'neg'; arg: Node }
  | { t: 'op'; op: string; l: Node; r: Node }
  | { t: 'and'; l: Node; r: Node }
  | { t: 'or'; l: Node; r: Node }
  | { t: 'if'; cond: Node; then: Node; else: Node | null }
  | { t: 'case'; subject: Node | null; whens: Array<{ values: Node[]; body: Node }>; else: Node | null };

export class FormulaSyntaxError extends Error {
  /** `reason`: what is wrong, as a message code (rendered in the user's language); `message` is its English text. */
  constructor(readonly reason: MessageRef, readonly pos: number) {
    super(renderMessage(reason, 'en'));
    this.name = 'FormulaSyntaxError';
  }
}

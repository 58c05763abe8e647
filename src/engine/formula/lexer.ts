// Tokenizer for the Ruby subset used by Workato formulas. Datapills (`_dp('…')`, `_('…')`) are single tokens.
import type { Pill } from '../types.js';
import { findClosingBrace, matchPillAt, skipQuoted } from '../pills.js';
import { message, type MessageRef } from '../diagnostics.js';
import { FormulaSyntaxError } from './ast.js';
import { own } from '../lookup.js';

/** A `#{…}` interpolation inside a double-quoted string: its source, parsed later. */
export interface InterpSource {
  src: string;
  pos: number;
}

type TokBody =
  | { t: 'pill'; pill: Pill; src: string }
  | { t: 'num'; v: number; float: boolean }
  | { t: 'str'; parts: Array<string | InterpSource> }
  | { t: 'sym'; v: string }
  | { t: 'regex'; src: string; flags: string }
  | { t: 'ident'; v: string }
  | { t: 'const'; v: string }
  | { t: 'op'; v: string }
  | { t: 'nl' }
  | { t: 'eof' };

/** `pos`: offset in the source; `sp`: whitespace (or a line break) precedes the token. */
export type Tok = TokBody & { pos: number; end: number; sp: boolean };

export const KEYWORDS = new Set([
  'if', 'elsif', 'else', 'end', 'unless', 'then', 'and', 'or', 'not', 'case', 'when', 'nil', 'true', 'false',
  'self', 'do', 'while', 'until', 'begin', 'rescue', 'ensure', 'def', 'class', 'module', 'return', 'yield',
  'defined?', 'for', 'in', 'break', 'next', 'redo', 'retry', 'super', 'alias', 'undef', '__FILE__', '__LINE__',
]);

const OPERATORS = [
  '**=', '...', '<=>', '===', '&&=', '||=', '<<=', '>>=',
  '**', '&&', '||', '&.', '::', '..', '==', '!=', '=~', '!~', '<=', '>=', '<<', '>>', '=>', '+=', '-=', '*=', '/=',
  '%=', '|=', '&=', '^=', '->',
  '+', '-', '*', '/', '%', '<', '>', '!', '?', ':', '.', ',', '(', ')', '[', ']', '{', '}', '|', '&', '^', '~', '=',
  ';',
];

/** Operators by first character, longest first (the table above is already ordered longest first). */
const OPERATORS_BY_CHAR = new Map<string, string[]>();
for (const op of OPERATORS) {
  const list = OPERATORS_BY_CHAR.get(op[0]!) ?? [];
  list.push(op);
  OPERATORS_BY_CHAR.set(op[0]!, list);
}

const IDENT_START = /[A-Za-z_\u0080-\uffff]/;
const IDENT_CHAR = /[A-Za-z0-9_\u0080-\uffff]/;
const VALUE_KEYWORDS = new Set(['nil', 'true', 'false', 'self', 'end']);

/** True when `tok` ends an operand, so a following `/`, `-` or `[` is binary/postfix. */
export function endsValue(tok: Tok | undefined): boolean {
  if (!tok) return false;
  switch (tok.t) {
    case 'pill':
    case 'num':
    case 'str':
    case 'sym':
    case 'regex':
    case 'const':
      return true;
    case 'ident':
      return !KEYWORDS.has(tok.v) || VALUE_KEYWORDS.has(tok.v);
    case 'op':
      return tok.v === ')' || tok.v === ']' || tok.v === '}';
    default:
      return false;
  }
}

export function tokenize(src: string, base = 0): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  let sp = false;
  const fail = (reason: MessageRef, at = i): never => {
    throw new FormulaSyntaxError(reason, base + at);
  };
  const push = (body: TokBody, start: number, end: number) => {
    const tok = body as Tok;
    tok.pos = base + start;
    tok.end = base + end;
    tok.sp = sp;
    toks.push(tok);
    sp = false;
  };
  const prev = () => toks[toks.length - 1];

  while (i < src.length) {
    const c = src[i]!;
    // whitespace, line continuation, comments, newlines
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v') {
      i++;
      sp = true;
      continue;
    }
    if (c === '\\' && (src[i + 1] === '\n' || (src[i + 1] === '\r' && src[i + 2] === '\n'))) {
      i += src[i + 1] === '\n' ? 2 : 3;
      sp = true;
      continue;
    }
    if (c === '#' && src[i + 1] !== '{') {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    if (c === '\n') {
      if (prev() && prev()!.t !== 'nl') push({ t: 'nl' }, i, i + 1);
      i++;
      sp = true;
      continue;
    }
    const start = i;

    // datapills
    if (c === '_') {
      const m = matchPillAt(src, i);
      if (m) {
        push({ t: 'pill', pill: m.pill, src: src.slice(i, m.end) }, start, m.end);
        i = m.end;
        continue;
      }
    }

    // numbers (a leading minus belongs to the literal when no operand precedes it)
    const negLiteral = c === '-' && /[0-9]/.test(src[i + 1] ?? '') && !endsValue(prev());
    if (/[0-9]/.test(c) || negLiteral) {
      const m = readNumber(src, negLiteral ? i + 1 : i);
      if (!m) fail(message('fx_invalid_number'));
      const v = negLiteral ? -m!.v : m!.v;
      push({ t: 'num', v, float: m!.float }, start, m!.end);
      i = m!.end;
      if (/[A-Za-z_]/.test(src[i] ?? '')) fail(message('fx_invalid_number'));
      continue;
    }

    // identifiers, keywords, constants
    if (IDENT_START.test(c)) {
      let j = i + 1;
      while (j < src.length && IDENT_CHAR.test(src[j]!)) j++;
      if ((src[j] === '?' || src[j] === '!') && src[j + 1] !== '=') j++;
      else if ((src[j] === '?' || src[j] === '!') && src[j + 1] === '=' && src[j + 2] === '=') j++;
      const word = src.slice(i, j);
      push(/^[A-Z]/.test(word) ? { t: 'const', v: word } : { t: 'ident', v: word }, start, j);
      i = j;
      continue;
    }

    // strings
    if (c === "'") {
      const close = skipQuoted(src, i);
      if (close < 0) fail(message('fx_unterminated_string'));
      const raw = src.slice(i + 1, close);
      push({ t: 'str', parts: [raw.replace(/\\(['\\])/g, '$1')] }, start, close + 1);
      i = close + 1;
      continue;
    }
    if (c === '"') {
      const r = readDoubleQuoted(src, i, base, fail);
      push({ t: 'str', parts: r.parts }, start, r.end);
      i = r.end;
      continue;
    }

    // symbols
    if (c === ':' && src[i + 1] !== ':' && !IDENT_CHAR.test(src[i - 1] ?? ' ') && !/[)\]'"}]/.test(src[i - 1] ?? ' ')) {
      if (IDENT_START.test(src[i + 1] ?? '')) {
        let j = i + 2;
        while (j < src.length && IDENT_CHAR.test(src[j]!)) j++;
        if ((src[j] === '?' || src[j] === '!') && src[j + 1] !== '=') j++;
        push({ t: 'sym', v: src.slice(i + 1, j) }, start, j);
        i = j;
        continue;
      }
      if (src[i + 1] === '"' || src[i + 1] === "'") {
        if (src[i + 1] === "'") {
          const close = skipQuoted(src, i + 1);
          if (close < 0) fail(message('fx_unterminated_symbol'));
          push({ t: 'sym', v: src.slice(i + 2, close).replace(/\\(['\\])/g, '$1') }, start, close + 1);
          i = close + 1;
        } else {
          const r = readDoubleQuoted(src, i + 1, base, fail);
          if (r.parts.some((p) => typeof p !== 'string')) fail(message('fx_interpolated_symbols_are_not_supported'));
          push({ t: 'sym', v: r.parts.join('') }, start, r.end);
          i = r.end;
        }
        continue;
      }
    }

    // regular expressions
    if (c === '/') {
      const p = prev();
      const cmdArg = p?.t === 'ident' && !KEYWORDS.has(p.v) && sp && src[i + 1] !== ' ' && src[i + 1] !== '=';
      if (!endsValue(p) || cmdArg) {
        let j = i + 1;
        let body = '';
        for (;;) {
          if (j >= src.length) fail(message('fx_unterminated_regular_expression'));
          const ch = src[j]!;
          if (ch === '\\') {
            body += src[j + 1] === '/' ? '/' : ch + (src[j + 1] ?? '');
            j += 2;
            continue;
          }
          if (ch === '#' && src[j + 1] === '{') fail(message('fx_interpolation_inside_regular_expression_not_supported'));
          if (ch === '/') break;
          body += ch;
          j++;
        }
        j++;
        let flags = '';
        while (j < src.length && /[a-z]/.test(src[j]!)) flags += src[j++];
        if (/[^imxounse]/.test(flags)) fail(message('fx_unknown_regular_expression_flag_in_flags', { flags }));
        push({ t: 'regex', src: body, flags }, start, j);
        i = j;
        continue;
      }
    }

    // %w(a b) / %w[a b]: an array of words, read as the tokens of ['a', 'b']
    if (c === '%' && src[i + 1] === 'w' && /[([{]/.test(src[i + 2] ?? '') && !endsValue(prev())) {
      const close = { '(': ')', '[': ']', '{': '}' }[src[i + 2] as '(' | '[' | '{'];
      const end = src.indexOf(close, i + 3);
      if (end < 0 || src.slice(i + 3, end).includes('\\')) fail(message('fx_unterminated_or_escaped_w_literal'));
      push({ t: 'op', v: '[' }, start, i + 3);
      src.slice(i + 3, end).split(/\s+/).filter(Boolean).forEach((word, n) => {
        if (n > 0) push({ t: 'op', v: ',' }, start, start);
        push({ t: 'str', parts: [word] }, start, end);
      });
      push({ t: 'op', v: ']' }, end, end + 1);
      i = end + 1;
      continue;
    }
    // literals we do not read
    if (c === '%' && /[wWiIqQr({[<|!]/.test(src[i + 1] ?? '') && !endsValue(prev())) fail(message('fx_percent_literals_not_supported'));
    if (c === '<' && src[i + 1] === '<' && /[~\-A-Z"']/.test(src[i + 2] ?? '') && !endsValue(prev())) fail(message('fx_heredocs_are_not_supported'));
    if (c === '?' && /[A-Za-z0-9]/.test(src[i + 1] ?? '') && !IDENT_CHAR.test(src[i + 2] ?? '') && !endsValue(prev())) {
      fail(message('fx_character_literals_are_not_supported'));
    }
    if (c === '@' || c === '$' || c === '`') fail(message('fx_char_variables_and_commands_are_not', { char: c }));

    const op = OPERATORS_BY_CHAR.get(c)?.find((o) => src.startsWith(o, i));
    if (!op) fail(message('fx_unexpected_character_char', { char: c }));
    push({ t: 'op', v: op! }, start, i + op!.length);
    i += op!.length;
  }
  toks.push({ t: 'eof', pos: base + src.length, end: base + src.length, sp });
  return toks;
}

function readNumber(src: string, i: number): { v: number; float: boolean; end: number } | null {
  const rest = src.slice(i);
  let m = /^0[xX]([0-9a-fA-F]+(?:_[0-9a-fA-F]+)*)/.exec(rest);
  if (m) return { v: parseInt(m[1]!.replace(/_/g, ''), 16), float: false, end: i + m[0].length };
  m = /^0[bB]([01]+(?:_[01]+)*)/.exec(rest);
  if (m) return { v: parseInt(m[1]!.replace(/_/g, ''), 2), float: false, end: i + m[0].length };
  m = /^0[oO]?([0-7]+(?:_[0-7]+)*)(?![.\d])/.exec(rest);
  if (m && m[0].length > 1) return { v: parseInt(m[1]!.replace(/_/g, ''), 8), float: false, end: i + m[0].length };
  m = /^\d+(?:_\d+)*(\.\d+(?:_\d+)*)?([eE][+-]?\d+)?/.exec(rest);
  if (!m) return null;
  const text = m[0].replace(/_/g, '');
  return { v: Number(text), float: m[1] !== undefined || m[2] !== undefined, end: i + m[0].length };
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n', t: '\t', r: '\r', '0': '\0', s: ' ', e: '\x1b', a: '\x07', b: '\b', f: '\f', v: '\v',
};

function readDoubleQuoted(
  src: string,
  open: number,
  base: number,
  fail: (reason: MessageRef, at?: number) => never,
): { parts: Array<string | InterpSource>; end: number } {
  const parts: Array<string | InterpSource> = [];
  let text = '';
  let i = open + 1;
  for (;;) {
    if (i >= src.length) fail(message('fx_unterminated_string'), open);
    const c = src[i]!;
    if (c === '"') break;
    if (c === '\\') {
      const n = src[i + 1] ?? '';
      if (n === 'u') {
        if (src[i + 2] === '{') {
          const close = src.indexOf('}', i + 3);
          if (close < 0) fail(message('fx_invalid_u_escape'), i);
          for (const hex of src.slice(i + 3, close).trim().split(/\s+/)) {
            if (!/^[0-9a-fA-F]{1,6}$/.test(hex)) fail(message('fx_invalid_u_escape'), i);
            text += String.fromCodePoint(parseInt(hex, 16));
          }
          i = close + 1;
        } else {
          const hex = src.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail(message('fx_invalid_u_escape'), i);
          text += String.fromCharCode(parseInt(hex, 16));
          i += 6;
        }
        continue;
      }
      if (n === 'x') {
        const m = /^[0-9a-fA-F]{1,2}/.exec(src.slice(i + 2));
        if (!m) fail(message('fx_invalid_x_escape'), i);
        const code = parseInt(m![0], 16);
        if (code > 0x7f) fail(message('fx_non_ascii_x_escapes_are_not'), i);
        text += String.fromCharCode(code);
        i += 2 + m![0].length;
        continue;
      }
      if (/[0-7]/.test(n)) {
        // octal escape, one to three digits ("\1" is U+0001, as in Ruby)
        const m = /^[0-7]{1,3}/.exec(src.slice(i + 1))!;
        const code = parseInt(m[0], 8);
        if (code > 0x7f) fail(message('fx_non_ascii_octal_escapes_are_not'), i);
        text += String.fromCharCode(code);
        i += 1 + m[0].length;
        continue;
      }
      if (n === 'c' || n === 'C' || n === 'M') fail(message('fx_control_escapes_are_not_supported'), i);
      if (n === '\n') {
        i += 2;
        continue;
      }
      text += own(SIMPLE_ESCAPES, n) ?? n;
      i += 2;
      continue;
    }
    if (c === '#' && src[i + 1] === '{') {
      const close = findInterpolationEnd(src, i + 2);
      if (close < 0) fail(message('fx_unterminated_interpolation'), i);
      if (text) parts.push(text);
      text = '';
      parts.push({ src: src.slice(i + 2, close), pos: base + i + 2 });
      i = close + 1;
      continue;
    }
    if (c === '#' && (src[i + 1] === '@' || src[i + 1] === '$')) fail(message('fx_variable_interpolation_not_supported'), i);
    text += c;
    i++;
  }
  if (text || parts.length === 0) parts.push(text);
  return { parts, end: i + 1 };
}

/** Index of the `}` that closes an interpolation starting at `start`, skipping nested strings. */
function findInterpolationEnd(src: string, start: number): number {
  return findClosingBrace(src, start, skipRubyString);
}

/** Given the index of an opening quote, the index of its closing quote, or -1; double-quoted strings may nest interpolations. */
function skipRubyString(src: string, open: number): number {
  if (src[open] !== '"') return skipQuoted(src, open);
  // double-quoted strings may nest interpolations: walk them recursively
  let j = open + 1;
  while (j < src.length && src[j] !== '"') {
    if (src[j] === '\\') j += 2;
    else if (src[j] === '#' && src[j + 1] === '{') {
      const inner = findInterpolationEnd(src, j + 2);
      if (inner < 0) return -1;
      j = inner + 1;
    } else j++;
  }
  return j >= src.length ? -1 : j;
}

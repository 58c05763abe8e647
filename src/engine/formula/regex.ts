// Ruby regular expression literals to JavaScript RegExp source and flags, or a reason they cannot be translated.
import { message, type MessageRef } from '../diagnostics.js';
// Ruby's ^ and $ always match at line boundaries (JS flag m); Ruby's /m lets "." match newlines (JS flag s).
import { own } from '../lookup.js';

const POSIX: Record<string, string> = {
  alpha: 'a-zA-Z',
  digit: '0-9',
  alnum: 'a-zA-Z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: '\\s',
  blank: ' \\t',
  punct: '!-\\/:-@\\[-`{-~',
  xdigit: '0-9a-fA-F',
  word: '\\w',
  cntrl: '\\x00-\\x1f\\x7f',
};

export type RegexResult = { ok: true; source: string; flags: string } | { ok: false; reason: MessageRef };

export function translateRegex(src: string, rubyFlags: string): RegexResult {
  if (rubyFlags.includes('x')) return { ok: false, reason: message('fx_regex_extended') };
  let out = '';
  let inClass = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\\') {
      const n = src[i + 1] ?? '';
      i++;
      if (n === 'A' && !inClass) out += '(?<![\\s\\S])';
      else if (n === 'z' && !inClass) out += '(?![\\s\\S])';
      else if (n === 'Z' && !inClass) out += '(?=\\n?(?![\\s\\S]))';
      else if (n === 'h') out += inClass ? '0-9a-fA-F' : '[0-9a-fA-F]';
      else if (n === 'H' && !inClass) out += '[^0-9a-fA-F]';
      else if ('GKRXp'.includes(n) || n === 'P') return { ok: false, reason: message('fx_regex_escape', { escape: `\\${n}` }) };
      else out += '\\' + n;
      continue;
    }
    if (c === '[') {
      const posix = /^\[:(\^?)(\w+):\]/.exec(src.slice(i));
      if (posix && inClass) {
        const body = own(POSIX, posix[2]!);
        if (!body || posix[1]) return { ok: false, reason: message('fx_regex_posix', { name: `${posix[1]}${posix[2]}` }) };
        out += body;
        i += posix[0].length - 1;
        continue;
      }
      if (inClass) return { ok: false, reason: message('fx_regex_nested_class') };
      inClass++;
      out += c;
      if (src[i + 1] === '^') out += src[++i];
      if (src[i + 1] === ']') out += '\\' + src[++i];
      continue;
    }
    if (c === ']' && inClass) inClass--;
    if (!inClass && c === '(' && src[i + 1] === '?') {
      const rest = src.slice(i + 2);
      if (!/^(?::|=|!|<=|<!|<\w+>)/.test(rest)) return { ok: false, reason: message('fx_regex_group', { group: `(?${rest.slice(0, 2)}` }) };
    }
    if (!inClass && (c === '+' || c === '*' || c === '?' || c === '}') && src[i + 1] === '+') {
      return { ok: false, reason: message('fx_regex_possessive') };
    }
    out += c;
  }
  let flags = 'm';
  if (rubyFlags.includes('i')) flags += 'i';
  if (rubyFlags.includes('m')) flags += 's';
  try {
    new RegExp(out, flags);
  } catch (e) {
    return { ok: false, reason: message('fx_regex_invalid', { detail: (e as Error).message }) };
  }
  return { ok: true, source: out, flags };
}

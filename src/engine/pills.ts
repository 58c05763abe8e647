// Workato datapills and text templates: parsing only, no resolution.
import type { PathElement, Pill } from './types.js';

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'interp'; source: string };

/**
 * Splits a Workato text template into literal text and `#{...}` interpolations. Braces and quotes inside an
 * interpolation are balanced, so `#{_dp('{"a":1}')}` is one part.
 */
export function splitTemplate(value: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let text = '';
  let i = 0;
  while (i < value.length) {
    if (value[i] === '#' && value[i + 1] === '{') {
      const end = findClosingBrace(value, i + 2);
      if (end < 0) {
        text += value.slice(i);
        break;
      }
      if (text) parts.push({ kind: 'text', text });
      text = '';
      parts.push({ kind: 'interp', source: value.slice(i + 2, end) });
      i = end + 1;
    } else {
      text += value[i];
      i++;
    }
  }
  if (text) parts.push({ kind: 'text', text });
  return parts;
}

/**
 * Index of the `}` closing a brace opened just before `start`, skipping quoted strings; -1 if none. `skipString`
 * (given the index of a `'` or `"`, the index of the closing quote or -1) is `skipQuoted` unless the caller's strings
 * can hold more, like the formula lexer's interpolating double-quoted strings.
 */
export function findClosingBrace(s: string, start: number, skipString: (s: string, open: number) => number = skipQuoted): number {
  let depth = 1;
  for (let i = start; i < s.length; i++) {
    const c = s[i];
    if (c === "'" || c === '"') {
      i = skipString(s, i);
      if (i < 0) return -1;
    } else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * Given the index of an opening quote, returns the index of its closing quote (backslash escapes honoured). Jumps
 * from one quote or backslash to the next with indexOf: these scans run over every recipe text, and a loop over
 * each character made them hot enough for V8 to spend more optimising them than running them.
 */
export function skipQuoted(s: string, open: number): number {
  const quote = s[open];
  if (quote === undefined) return -1;
  let i = open + 1;
  for (;;) {
    const close = s.indexOf(quote, i);
    if (close < 0) return -1;
    const escape = s.indexOf('\\', i);
    if (escape < 0 || escape > close) return close;
    // the character after a backslash is skipped, whatever it is
    i = escape + 2;
  }
}

export interface PillMatch {
  pill: Pill;
  /** index just after the closing `)` */
  end: number;
}

const DP_OPEN = "_dp('";
const LEGACY_OPEN = "_('";

/** If a pill call (`_dp('...')` or `_('...')`) starts at `index`, parses it. */
export function matchPillAt(source: string, index: number): PillMatch | null {
  if (source.startsWith(DP_OPEN, index)) {
    const close = skipQuoted(source, index + DP_OPEN.length - 1);
    if (close < 0) return null;
    const after = skipSpaces(source, close + 1);
    if (source[after] !== ')') return null;
    const body = unescapeSingleQuoted(source.slice(index + DP_OPEN.length, close));
    return { pill: parseDpJson(body), end: after + 1 };
  }
  if (source.startsWith(LEGACY_OPEN, index) && (index === 0 || !/[\w.]/.test(source[index - 1]!))) {
    const args: string[] = [];
    let i = index + 2;
    for (;;) {
      i = skipSpaces(source, i);
      if (source[i] !== "'" && source[i] !== '"') return null;
      const close = skipQuoted(source, i);
      if (close < 0) return null;
      args.push(unescapeSingleQuoted(source.slice(i + 1, close)));
      i = skipSpaces(source, close + 1);
      if (source[i] === ',') {
        i++;
        continue;
      }
      if (source[i] === ')') break;
      return null;
    }
    return { pill: parseLegacyPill(args), end: i + 1 };
  }
  return null;
}

/** The pill when `source` (an interpolation body or formula) is exactly one pill call, else null. */
export function singlePill(source: string): Pill | null {
  const start = skipSpaces(source, 0);
  const match = matchPillAt(source, start);
  if (!match) return null;
  return skipSpaces(source, match.end) === source.length ? match.pill : null;
}

/** The pill a template is made of when it is exactly one interpolation (`#{pill}`), else null. */
export function templatePill(value: string): Pill | null {
  const parts = splitTemplate(value);
  return parts.length === 1 && parts[0]!.kind === 'interp' ? singlePill(parts[0]!.source) : null;
}

/** Every pill in a string, in order (for reports and reference checks). */
export function findPills(source: string): Pill[] {
  const pills: Pill[] = [];
  // a pill call starts with `_`: only those places are tried (see skipQuoted for why indexOf)
  for (let i = source.indexOf('_'); i >= 0; i = source.indexOf('_', i + 1)) {
    const match = matchPillAt(source, i);
    if (match) {
      pills.push(match.pill);
      i = match.end - 1;
    }
  }
  return pills;
}

function skipSpaces(s: string, i: number): number {
  while (i < s.length && /\s/.test(s[i]!)) i++;
  return i;
}

function unescapeSingleQuoted(s: string): string {
  return s.replace(/\\(['\\])/g, '$1');
}

// Within one translation the same pills are read many times (builder, formulas, description): while
// `withPillCache` runs, parsed pills are shared. Nothing is kept between translations.
let pillCache: Map<string, Pill> | undefined;

export function withPillCache<T>(fn: () => T): T {
  const outer = pillCache;
  pillCache = outer ?? new Map();
  try {
    return fn();
  } finally {
    pillCache = outer;
  }
}

/** Parses the JSON body of `_dp('...')`. The returned pill is shared: never mutate it. */
export function parseDpJson(body: string): Pill {
  const cached = pillCache?.get(body);
  if (cached) return cached;
  const pill = parseDpJsonUncached(body);
  pillCache?.set(body, pill);
  return pill;
}

function parseDpJsonUncached(body: string): Pill {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return { type: 'unknown', raw: body };
  }
  if (!data || typeof data !== 'object') return { type: 'unknown', raw: body };
  const kind = data.pill_type;
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  if (kind === 'output' || (kind === undefined && data.line !== undefined)) {
    const path = Array.isArray(data.path) ? data.path.map(pathElementOf) : [];
    return { type: 'output', provider: str(data.provider), line: str(data.line), path };
  }
  if (kind === 'foreach_meta' || kind === 'repeat_meta') return { type: 'foreach_meta', line: str(data.line), key: str(data.key) };
  if (kind === 'job_context') {
    const path = Array.isArray(data.path) ? data.path.map(str) : [str(data.key)];
    return { type: 'job_context', path };
  }
  if (kind === 'project_property') return { type: 'property', scope: 'project', name: str(data.property_name) };
  if (kind === 'account_property') return { type: 'property', scope: 'account', name: str(data.property_name) };
  return { type: 'unknown', raw: body };
}

function pathElementOf(raw: unknown): PathElement {
  if (typeof raw === 'string' || typeof raw === 'number') return raw;
  if (raw && typeof raw === 'object') {
    const t = (raw as Record<string, unknown>).path_element_type;
    if (t === 'current_item') return { kind: 'current_item' };
    if (t === 'size') return { kind: 'size' };
    if (t === 'current_index') return { kind: 'current_index' };
    // `.first` / `.last` picked on a list pill in the recipe editor (issue 13, output shapes)
    if (t === 'first') return { kind: 'first' };
    if (t === 'last') return { kind: 'last' };
  }
  return { kind: 'other', raw };
}

/** Legacy `_('data.<provider>.<as>.<path...>'[, 'type', 'name'])`. */
export function parseLegacyPill(args: string[]): Pill {
  const [path = '', type, propertyName] = args;
  if (type === 'account_property' || type === 'project_property') {
    return { type: 'property', scope: type === 'account_property' ? 'account' : 'project', name: propertyName ?? path.split('.').pop() ?? '' };
  }
  const segments = path.split('.');
  if (segments[0] === 'job') return { type: 'job_context', path: segments.slice(1) };
  if (segments[0] !== 'data' || segments.length < 3) return { type: 'unknown', raw: path };
  const provider = segments[1]!;
  if (provider === 'workato' && segments[2] === 'job_context') return { type: 'job_context', path: segments.slice(3) };
  const line = segments[2]!;
  const rest = segments.slice(3);
  if (type === 'foreach_meta') return { type: 'foreach_meta', line, key: rest.join('.') };
  // `.first` / `.last` after a list, as the editor writes them (the same reading as the `_dp` elements)
  const elements: PathElement[] = rest.map((s) => (s === 'first' ? { kind: 'first' } : s === 'last' ? { kind: 'last' } : /^\d+$/.test(s) ? Number(s) : s));
  return { type: 'output', provider, line, path: elements };
}

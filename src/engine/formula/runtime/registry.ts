// Runtime helper table for formula CODE steps. Every helper is one JavaScript declaration (a `function` or a
// `class`) kept as a source string; a helper's dependencies are the other helper names its source mentions.
import { AGGREGATES } from './aggregates.js';
import { COMPARE } from './compare.js';
import { CODE_LISTS } from './code-lists.js';
import { CORE } from './core.js';
import { DATES } from './dates.js';
import { DURATIONS } from './durations.js';
import { KERNEL } from './kernel.js';
import { LISTS } from './lists.js';
import { MISC } from './misc.js';
import { NUMBERS } from './numbers.js';
import { PARSE_DATES } from './parse-dates.js';
import { STATEMENTS } from './statements.js';
import { STRFTIME } from './strftime.js';
import { STRINGS } from './strings.js';
import { TEXT } from './text.js';

export interface Helper {
  source: string;
  deps: string[];
}

const DECL = /^\s*(?:function|class)\s+([A-Za-z_$][\w$]*)/;
const WORD = /[A-Za-z_$][\w$]*/g;

/** A helper whose dependencies are found on first use: a translation needs a few of the table's helpers. */
class TableHelper implements Helper {
  private found: string[] | undefined;

  constructor(
    private readonly name: string,
    readonly source: string,
    private readonly names: ReadonlyMap<string, unknown>,
  ) {}

  get deps(): string[] {
    if (this.found === undefined) {
      const deps = new Set<string>();
      for (const word of this.source.match(WORD) ?? []) if (word !== this.name && this.names.has(word)) deps.add(word);
      this.found = [...deps].sort();
    }
    return this.found;
  }
}

function buildTable(groups: string[][]): Record<string, Helper> {
  const sources = new Map<string, string>();
  for (const group of groups) {
    for (const source of group) {
      const name = DECL.exec(source)?.[1];
      if (!name) throw new Error(`runtime helper without a declaration: ${source.slice(0, 60)}`);
      if (sources.has(name)) throw new Error(`runtime helper declared twice: ${name}`);
      sources.set(name, source.trim());
    }
  }
  const table: Record<string, Helper> = {};
  for (const [name, source] of sources) table[name] = new TableHelper(name, source, sources);
  return table;
}

/** name -> {source, deps}: every helper a translated formula may call. */
export const HELPERS: Readonly<Record<string, Helper>> = buildTable([CORE, COMPARE, NUMBERS, STRINGS, TEXT, LISTS, AGGREGATES, DATES, PARSE_DATES, DURATIONS, STRFTIME, MISC, STATEMENTS, KERNEL, CODE_LISTS]);
const ALL_NAMES = Object.keys(HELPERS);

export function isHelper(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(HELPERS, name);
}

/** The named helpers plus everything they depend on, sorted by name. */
export function helperClosure(names: Iterable<string>): string[] {
  const stack = [...names];
  // every helper named (the Workato interpreter loads them all): nothing to add, no dependency to look up
  if (stack.length >= ALL_NAMES.length && new Set(stack).size === ALL_NAMES.length && stack.every(isHelper)) return [...ALL_NAMES].sort();
  const seen = new Set<string>();
  while (stack.length) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    if (!isHelper(name)) throw new Error(`unknown runtime helper: ${name}`);
    seen.add(name);
    stack.push(...HELPERS[name]!.deps);
  }
  return [...seen].sort();
}

/**
 * JavaScript source of the named helpers and their dependencies, in a deterministic order. Helpers are function
 * and class declarations, valid as statements at the top of an async arrow function body.
 */
export function helperSource(names: Iterable<string>): string {
  return helperClosure(names)
    .map((name) => HELPERS[name]!.source)
    .join('\n');
}

// The data a Workato job can read through datapills: step outputs by line (`as`), the loops and list mappings in
// progress, job context and properties; and reading one datapill out of it.
import type { PathElement, Pill } from '../../engine/types.js';

/** A list being walked (a foreach, a repeat over a list, or a list mapping `____source`) and where it is. */
export interface ListFrame {
  list: unknown[];
  index: number;
}

export interface JobScope {
  /** step line (`as`) -> what a pill with that line reads: action output, trigger event, loop item, catch error */
  lines: Map<string, unknown>;
  /** foreach_meta pills by line: index, size, is_first, is_last */
  meta: Map<string, Record<string, unknown>>;
  /** innermost last: which item `current_item` means for each list being walked */
  frames: ListFrame[];
  job: Record<string, unknown>;
  projectProperties: Record<string, unknown>;
  accountProperties: Record<string, unknown>;
}

export type PillRead = { ok: true; value: unknown } | { ok: false; reason: string };

export const isHash = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** An own key only: recipe-controlled names like `constructor` or `__proto__` never reach the prototype. */
export function ownValue(obj: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

/** Sets an own, enumerable key even when it is `__proto__`. */
export function putValue(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Reads one datapill. Missing data reads as nil, as in Workato; a pill form we cannot follow is not ok. */
export function readPill(pill: Pill, scope: JobScope): PillRead {
  switch (pill.type) {
    case 'output': {
      if (!scope.lines.has(pill.line)) return { ok: true, value: null };
      return walkPath(scope.lines.get(pill.line), pill.path, scope);
    }
    case 'foreach_meta': {
      const meta = scope.meta.get(pill.line);
      return { ok: true, value: meta ? (ownValue(meta, pill.key) ?? null) : null };
    }
    case 'job_context':
      return walkPath(scope.job, pill.path, scope);
    case 'property': {
      const table = pill.scope === 'project' ? scope.projectProperties : scope.accountProperties;
      return { ok: true, value: ownValue(table, pill.name) ?? null };
    }
    default:
      return { ok: false, reason: `datapill not understood: ${pill.raw.slice(0, 80)}` };
  }
}

// docs.workato.com/features/list-management.html: "Mapping datapills directly from a list uses only the first
// item": a field name or `current_item` applied to a list outside a loop over that same list reads item 0.
function currentItem(list: unknown[], scope: JobScope): unknown {
  for (let i = scope.frames.length - 1; i >= 0; i--) {
    const frame = scope.frames[i]!;
    if (frame.list === list) return list[frame.index];
  }
  return list[0];
}

function currentIndex(list: unknown[], scope: JobScope): number | null {
  for (let i = scope.frames.length - 1; i >= 0; i--) if (scope.frames[i]!.list === list) return scope.frames[i]!.index;
  return list.length ? 0 : null;
}

// The `_dp` path elements "first"/"last"/"size" written as plain strings are list accessors when the value is a
// list (legacy `_('…file_list.first.name')` and hand-written `_dp` paths use them), field names otherwise.
const LIST_WORDS: Record<string, (list: unknown[]) => unknown> = {
  first: (l) => l[0],
  last: (l) => l[l.length - 1],
  size: (l) => l.length,
};

export function walkPath(root: unknown, path: readonly (PathElement | string)[], scope: JobScope): PillRead {
  let value: unknown = root;
  for (const element of path) {
    if (value === null || value === undefined) return { ok: true, value: null };
    if (typeof element === 'string') {
      if (Array.isArray(value)) {
        const word = Object.prototype.hasOwnProperty.call(LIST_WORDS, element) ? LIST_WORDS[element] : undefined;
        value = word ? word(value) : readKey(currentItem(value, scope), element);
      } else value = readKey(value, element);
    } else if (typeof element === 'number') {
      value = Array.isArray(value) ? value[element] : readKey(value, String(element));
    } else if (element.kind === 'current_item' || element.kind === 'first' || element.kind === 'last') {
      value = Array.isArray(value) ? (element.kind === 'current_item' ? currentItem(value, scope) : LIST_WORDS[element.kind]!(value)) : value;
    } else if (element.kind === 'size') {
      value = Array.isArray(value) ? value.length : isHash(value) ? Object.keys(value).length : typeof value === 'string' ? value.length : null;
    } else if (element.kind === 'current_index') {
      value = Array.isArray(value) ? currentIndex(value, scope) : null;
    } else {
      return { ok: false, reason: `datapill path element not supported: ${JSON.stringify(element.raw).slice(0, 80)}` };
    }
  }
  return { ok: true, value: value === undefined ? null : value };
}

function readKey(value: unknown, key: string): unknown {
  return isHash(value) ? ownValue(value, key) : undefined;
}

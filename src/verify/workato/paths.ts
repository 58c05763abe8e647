// The datapill paths a recipe reads from each step's output, and writing paths into sample data, so that generated
// events and outputs hold every field the recipe reads.
import type { IRRecipe } from '../../engine/ir.js';
import { findPills } from '../../engine/pills.js';
import type { PathElement, Pill, WorkatoStep } from '../../engine/types.js';
import { conditionPill } from './branches.js';
import type { SampleOptions } from './types.js';
import { isHash, ownValue, putValue } from './scope.js';

/**
 * Line (`as`) of the trigger or an action -> the paths the recipe reads from its output. A foreach over a list in
 * some output makes that path a list, and the fields read from the loop's item become fields of its items.
 */
export function readPaths(ir: IRRecipe): Map<string, PathElement[][]> {
  const paths = new Map<string, PathElement[][]>();
  // a loop's line reads from (origin line, path to the list's items)
  const loops = new Map<string, { line: string; prefix: PathElement[] }>();
  const origin = (pill: Pill): { line: string; path: PathElement[] } | undefined => {
    if (pill.type !== 'output') return undefined;
    const loop = loops.get(pill.line);
    return loop ? { line: loop.line, path: [...loop.prefix, ...pill.path] } : { line: pill.line, path: pill.path };
  };
  const add = (line: string, path: PathElement[]) => {
    if (!path.length) return;
    const list = paths.get(line) ?? [];
    list.push(path);
    paths.set(line, list);
  };
  const visit = (v: unknown, depth: number): void => {
    if (depth > 40) return;
    if (typeof v === 'string') {
      for (const pill of findPills(v)) {
        const read = origin(pill);
        if (read) add(read.line, read.path);
      }
    } else if (Array.isArray(v)) v.forEach((x) => visit(x, depth + 1));
    else if (isHash(v)) for (const k of Object.keys(v)) visit(v[k], depth + 1);
  };
  const steps: WorkatoStep[] = [ir.trigger.step];
  for (const step of steps) {
    if (step.keyword === 'foreach' && typeof step.source === 'string' && step.as) {
      const pill = conditionPill(step.source);
      const read = pill ? origin(pill) : undefined;
      if (read?.path.length) {
        const items: PathElement[] = [...read.path, { kind: 'current_item' }];
        loops.set(String(step.as), { line: read.line, prefix: items });
        add(read.line, items);
      }
    }
    visit(step.input, 0);
    visit(step.filter, 0);
    for (const child of step.block ?? []) steps.push(child);
  }
  return paths;
}

/** Makes sure `path` exists in `data`, adding a sample leaf (or nil when blank) where it is missing. */
export function ensurePath(data: Record<string, unknown>, path: PathElement[], options: SampleOptions): void {
  walkTo(data, path, options.listSize ?? 1, (parent, key) => {
    if (ownValue(parent, key) === undefined) putValue(parent, key, options.blank ? null : `${key} ${(options.variant ?? 0) + 1}`);
  });
}

/**
 * Makes nil the first list `path` walks through, where only field names lead to it (a list the recipe reads, such
 * as a Repeat for each source: a missing list is a case Workato runs with no round). True when one was set.
 */
export function nilList(data: Record<string, unknown>, path: PathElement[]): boolean {
  const at = path.findIndex((e) => typeof e !== 'string' && (typeof e === 'number' || e.kind === 'current_item' || e.kind === 'first' || e.kind === 'last'));
  const prefix = path.slice(0, at);
  if (at < 1 || !prefix.every((p) => typeof p === 'string')) return false;
  setPath(data, prefix, null);
  return true;
}

export function setPath(data: Record<string, unknown>, path: PathElement[], value: unknown): void {
  walkTo(data, path, 1, (parent, key) => putValue(parent, key, value));
}

/**
 * Walks `path` through the event creating objects and lists as needed (a list gets `listSize` items), and calls
 * `leaf` with the object holding the last key (the key of a last list element is its index as text).
 */
function walkTo(event: Record<string, unknown>, path: PathElement[], listSize: number, leaf: (parent: Record<string, unknown>, key: string) => void): void {
  let parents: Array<Record<string, unknown>> = [event];
  for (let i = 0; i < path.length; i++) {
    const element = path[i]!;
    const last = i === path.length - 1;
    if (typeof element !== 'string') {
      if (typeof element === 'number') continue;
      if (element.kind === 'size' || element.kind === 'current_index' || element.kind === 'other') return;
      continue; // list elements are handled when the list itself is created below
    }
    const next = path[i + 1];
    const listNext = next !== undefined && typeof next !== 'string' && (typeof next === 'number' || next.kind === 'current_item' || next.kind === 'first' || next.kind === 'last');
    if (last) {
      parents.forEach((p) => leaf(p, element));
      return;
    }
    const children: Array<Record<string, unknown>> = [];
    for (const parent of parents) {
      let child = ownValue(parent, element);
      if (listNext) {
        if (!Array.isArray(child)) {
          child = Array.from({ length: listSize }, () => ({}));
          putValue(parent, element, child);
        }
        children.push(...(child as unknown[]).filter(isHash));
      } else {
        if (!isHash(child)) {
          if (child !== undefined && child !== null) return;
          child = {};
          putValue(parent, element, child);
        }
        children.push(child as Record<string, unknown>);
      }
    }
    parents = children;
  }
}

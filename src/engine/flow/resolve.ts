// Datapill resolution: a Workato pill -> an Activepieces reference, given what has been emitted so far
// and the loops/handlers that enclose the step being built.
import type { OutputRule } from '../mapping/types.js';
import type { PathElement, Pill } from '../types.js';
import { refPath, type Segment } from './refs.js';

/** What a Workato step alias (`as`) became in the flow. */
export interface LineTarget {
  /** Activepieces step name that holds the output */
  root: string;
  output?: OutputRule;
  /** the Workato step number, for messages */
  number: number;
  /** the step is disabled in Workato: its pills are nil there */
  disabled?: boolean;
  /** the value is read from a Storage `get` step that must run right before the reader */
  storage?: { key: string; field: 'scalar' | 'list' };
}

export interface LoopScope {
  as: string;
  name: string;
  /** the resolved items reference path, e.g. step_2['data']['cards'] */
  itemsRef?: string;
  /** the source pill, to recognise `current_item` paths into the same list */
  source?: Extract<Pill, { type: 'output' }>;
  kind: 'foreach' | 'repeat';
}

export interface CatchScope {
  as: string;
  /** the Storage key holding the error message of the monitored step that failed */
  messageKey: string;
}

/** Supplies, for the step being built, a Storage read step that runs right before it; returns its name. */
export interface StorageReader {
  storageRead(key: string, label: string): string;
}

export type Resolution =
  | { ok: true; ref: string }
  | { ok: false; reason: string };

export class PillResolver {
  readonly lines = new Map<string, LineTarget>();
  loops: LoopScope[] = [];
  /** project variables the flow reads (Workato properties and recipe parameters): they must be created */
  readonly variables = new Set<string>();
  catches: CatchScope[] = [];

  constructor(private readonly triggerAs: string) {}

  resolve(pill: Pill, reader?: StorageReader): Resolution {
    switch (pill.type) {
      case 'output':
        return this.resolveOutput(pill, reader);
      case 'property':
        this.variables.add(pill.name);
        return { ok: true, ref: refPath('variables', [pill.name]) };
      case 'foreach_meta': {
        const loop = this.loops.find((l) => l.as === pill.line);
        if (!loop) return { ok: false, reason: `loop ${pill.line} is not around this step` };
        if (pill.key === 'size' && loop.itemsRef) return { ok: true, ref: `${loop.itemsRef}['length']` };
        return { ok: false, reason: `loop ${pill.key} (Workato counts from 0, Activepieces from 1)` };
      }
      case 'job_context':
        // Recipe parameters are settings of the recipe: project variables play that part in Activepieces.
        if (pill.path[0] === 'parameters' && pill.path.length === 2) {
          this.variables.add(pill.path[1]!);
          return { ok: true, ref: refPath('variables', [pill.path[1]!]) };
        }
        return { ok: false, reason: `job context "${pill.path.join('.')}" has no equivalent` };
      default:
        return { ok: false, reason: 'unreadable datapill' };
    }
  }

  private resolveOutput(pill: Extract<Pill, { type: 'output' }>, reader?: StorageReader): Resolution {
    if (pill.provider === 'foreach' || pill.provider === 'repeat') {
      const loop = [...this.loops].reverse().find((l) => l.as === pill.line);
      if (!loop) return { ok: false, reason: `loop ${pill.line} is not around this step` };
      if (pill.provider === 'repeat') {
        return { ok: false, reason: 'repeat loop index' };
      }
      return this.withPath(loop.name, ['item'], pill.path, undefined);
    }
    if (pill.provider === 'catch') {
      const handler = [...this.catches].reverse().find((c) => c.as === pill.line);
      if (!handler) return { ok: false, reason: `error datapill outside its error handler (${pill.line})` };
      const first = pill.path[0];
      if (first === 'message' || first === undefined) {
        if (!reader) return { ok: false, reason: 'error message read outside a step' };
        return { ok: true, ref: reader.storageRead(handler.messageKey, 'error message') };
      }
      return { ok: false, reason: `error detail "${String(first)}" has no equivalent` };
    }
    const isTrigger = pill.line === this.triggerAs || (pill.line === 'trigger' && !this.lines.has('trigger'));
    const target = isTrigger ? this.lines.get(this.triggerAs) : this.lines.get(pill.line);
    if (!target) {
      if (isTrigger) return this.withPath('trigger', [], pill.path, undefined);
      return { ok: false, reason: `step ${pill.line} does not exist in the recipe` };
    }
    if (target.disabled) return { ok: false, reason: `step ${target.number} is disabled in Workato` };
    if (target.storage) return this.storageValue(target, pill, reader);
    return this.withPath(target.root, [], pill.path, target.output, pill);
  }

  /** A variable written more than once lives in Storage: it is read right before the step that needs it. */
  private storageValue(target: LineTarget, pill: Extract<Pill, { type: 'output' }>, reader?: StorageReader): Resolution {
    if (!reader) return { ok: false, reason: `variable of step ${target.number} read outside a step` };
    const [head, ...rest] = pill.path;
    const field = target.storage!.field;
    // Scalars are stored one key per variable (`<prefix>_<name>`); lists under the prefix itself.
    const key = field === 'list' ? target.storage!.key : `${target.storage!.key}_${String(head ?? '')}`;
    const tail = field === 'list' ? (head === 'list_items' ? rest : pill.path) : rest;
    return this.withPath(reader.storageRead(key, field === 'list' ? target.storage!.key : String(head ?? '')), [], tail, undefined);
  }

  private withPath(root: string, base: Segment[], path: PathElement[], output: OutputRule | undefined, pill?: Extract<Pill, { type: 'output' }>): Resolution {
    // A current_item inside the list a surrounding loop walks becomes that loop's item.
    const itemAt = path.findIndex((p) => typeof p === 'object' && p.kind === 'current_item');
    if (pill && itemAt >= 0) {
      const prefix = path.slice(0, itemAt);
      const loop = [...this.loops].reverse().find((l) => l.source && l.source.line === pill.line && samePath(l.source.path, prefix));
      if (loop) return this.withPath(loop.name, ['item'], path.slice(itemAt + 1), undefined);
    }
    let segments: Segment[] = [];
    for (const element of path) {
      if (typeof element === 'string' || typeof element === 'number') segments.push(element);
      else if (element.kind === 'size') segments.push('length');
      else if (element.kind === 'first') segments.push(0);
      // Outside a loop over that list, Workato reads the list's first item.
      else if (element.kind === 'current_item') segments.push(0);
      else return { ok: false, reason: `datapill path element ${JSON.stringify(element)}` };
    }
    if (output) segments = applyOutputRule(segments, output);
    return { ok: true, ref: refPath(root, [...base, ...segments]) };
  }
}

export function applyOutputRule(segments: Segment[], rule: OutputRule): Segment[] {
  let out = segments;
  const head = out[0];
  if (rule.rename && typeof head === 'string' && rule.rename[head]) out = [...rule.rename[head]!, ...out.slice(1)];
  else if (rule.prefix) out = [...rule.prefix, ...out];
  return out;
}

function samePath(a: PathElement[], b: PathElement[]): boolean {
  return a.length === b.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i]));
}

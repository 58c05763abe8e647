// Datapill resolution: a Workato pill -> an Activepieces reference, given what has been emitted so far
// and the loops/handlers that enclose the step being built.
import { message, type MessageRef } from '../diagnostics.js';
import { OUTPUT_KEYS } from '../mapping/output-keys.js';
import type { OutputRule, TriggerEnrichment } from '../mapping/row-fields.js';
import type { PathElement, Pill } from '../types.js';
import { refPath, type Segment } from './refs.js';
import { own } from '../lookup.js';

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
  /** the trigger's object fetched after it (OperationRow.enrich): paths under `enrich.under` it does not carry */
  enriched?: { enrich: TriggerEnrichment; root: string; output?: OutputRule };
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
  /** `typed`: a variable stored as JSON text, read back typed at `['value']` of the returned step */
  storageRead(key: string, label: string, typed?: boolean): string;
}

export type Resolution =
  | { ok: true; ref: string }
  | { ok: false; cause: MessageRef };

const fail = (cause: MessageRef): Resolution => ({ ok: false, cause });

/**
 * Resolves pills for the step being emitted. What encloses it (loops, error handlers) is set only for the time an
 * emitter builds a body (`withLoop`, `withCatch`); step aliases are declared once the step that owns them exists.
 */
export class PillResolver {
  private readonly lines = new Map<string, LineTarget>();
  private readonly loops: LoopScope[] = [];
  private readonly catches: CatchScope[] = [];
  /** project variables the flow reads (Workato properties and recipe parameters): they must be created */
  private readonly variables = new Set<string>();

  constructor(private readonly triggerAs: string) {}

  /** Declares what the Workato step alias `as` became in the flow. */
  defineLine(as: string, target: LineTarget): void {
    this.lines.set(as, target);
  }

  /** What the Workato step alias `as` became, if declared. */
  line(as: string): LineTarget | undefined {
    return this.lines.get(as);
  }

  withLoop<T>(scope: LoopScope, build: () => T): T {
    return within(this.loops, scope, build);
  }

  withCatch<T>(scope: CatchScope, build: () => T): T {
    return within(this.catches, scope, build);
  }

  /** The innermost enclosing loop with this alias. */
  loop(as: string): LoopScope | undefined {
    return this.loops.find((l) => l.as === as);
  }

  /** Project variables read so far, sorted. */
  variablesRead(): string[] {
    return [...this.variables].sort();
  }

  resolve(pill: Pill, reader?: StorageReader): Resolution {
    switch (pill.type) {
      case 'output':
        return this.resolveOutput(pill, reader);
      case 'property':
        this.variables.add(pill.name);
        return { ok: true, ref: refPath('variables', [pill.name]) };
      case 'foreach_meta': {
        const loop = this.loops.find((l) => l.as === pill.line);
        if (!loop) return fail(message('cause_loop_outside', { line: pill.line }));
        if (pill.key === 'size' && loop.itemsRef) return { ok: true, ref: `${loop.itemsRef}['length']` };
        return fail(message('cause_loop_meta', { key: pill.key }));
      }
      case 'job_context':
        // Recipe parameters are settings of the recipe: project variables play that part in Activepieces.
        if (pill.path[0] === 'parameters' && pill.path.length === 2) {
          this.variables.add(pill.path[1]!);
          return { ok: true, ref: refPath('variables', [pill.path[1]!]) };
        }
        return fail(message('cause_job_context', { path: pill.path.join('.') }));
      default:
        return fail(message('cause_unreadable_pill'));
    }
  }

  private resolveOutput(pill: Extract<Pill, { type: 'output' }>, reader?: StorageReader): Resolution {
    if (pill.provider === 'foreach' || pill.provider === 'repeat') {
      const loop = [...this.loops].reverse().find((l) => l.as === pill.line);
      if (!loop) return fail(message('cause_loop_outside', { line: pill.line }));
      if (pill.provider === 'repeat') {
        return fail(message('cause_repeat_index'));
      }
      return this.withPath(loop.name, ['item'], pill.path, this.itemRule(loop.source));
    }
    if (pill.provider === 'catch') {
      const handler = [...this.catches].reverse().find((c) => c.as === pill.line);
      if (!handler) return fail(message('cause_error_outside', { line: pill.line }));
      const first = pill.path[0];
      if (first === 'message' || first === undefined) {
        if (!reader) return fail(message('cause_error_message_outside'));
        return { ok: true, ref: reader.storageRead(handler.messageKey, 'error message') };
      }
      return fail(message('cause_error_detail', { detail: String(first) }));
    }
    const isTrigger = pill.line === this.triggerAs || (pill.line === 'trigger' && !this.lines.has('trigger'));
    const target = isTrigger ? this.lines.get(this.triggerAs) : this.lines.get(pill.line);
    if (!target) {
      if (isTrigger) return this.withPath('trigger', [], pill.path, undefined);
      return fail(message('cause_missing_step', { line: pill.line }));
    }
    if (target.disabled) return fail(message('cause_disabled_step', { number: target.number }));
    if (target.storage) return this.storageValue(target, pill, reader);
    const enriched = target.enriched;
    if (enriched && pill.path[0] === enriched.enrich.under && !enriched.enrich.carries.some((c) => c.length <= pill.path.length && c.every((seg, i) => pill.path[i] === seg))) {
      return this.withPath(enriched.root, [], pill.path, enriched.output, pill);
    }
    if (target.output?.unreadable) return fail(message(target.output.unreadable));
    return this.withPath(target.root, [], pill.path, target.output, pill);
  }

  /** A variable written more than once lives in Storage: it is read right before the step that needs it. */
  private storageValue(target: LineTarget, pill: Extract<Pill, { type: 'output' }>, reader?: StorageReader): Resolution {
    if (!reader) return fail(message('cause_variable_outside', { number: target.number }));
    const [head, ...rest] = pill.path;
    const field = target.storage!.field;
    // Scalars are stored one key per variable (`<prefix>_<name>`); lists under the prefix itself.
    const key = field === 'list' ? target.storage!.key : `${target.storage!.key}_${String(head ?? '')}`;
    const tail = field === 'list' ? (head === 'list_items' ? rest : pill.path) : rest;
    return this.withPath(reader.storageRead(key, field === 'list' ? target.storage!.key : String(head ?? ''), true), ['value'], tail, undefined);
  }

  /** The output rule for the items of the list a loop walks (OutputRule.items of the list's step), if any. */
  private itemRule(source: LoopScope['source']): OutputRule | undefined {
    if (!source || source.path.length !== 1 || typeof source.path[0] !== 'string') return undefined;
    const target = source.line === this.triggerAs || (source.line === 'trigger' && !this.lines.has('trigger')) ? this.lines.get(this.triggerAs) : this.lines.get(source.line);
    return target?.output?.items ? own(target.output.items, source.path[0]) : undefined;
  }

  private withPath(root: string, base: Segment[], path: PathElement[], output: OutputRule | undefined, pill?: Extract<Pill, { type: 'output' }>): Resolution {
    // A current_item inside the list a surrounding loop walks becomes that loop's item.
    const itemAt = path.findIndex((p) => typeof p === 'object' && p.kind === 'current_item');
    if (pill && itemAt >= 0) {
      const prefix = path.slice(0, itemAt);
      const loop = [...this.loops].reverse().find((l) => l.source && l.source.line === pill.line && samePath(l.source.path, prefix));
      if (loop) return this.withPath(loop.name, ['item'], path.slice(itemAt + 1), this.itemRule(loop.source));
    }
    let segments: Segment[] = [];
    for (const element of path) {
      if (typeof element === 'string' || typeof element === 'number') segments.push(element);
      else if (element.kind === 'size') segments.push('length');
      else if (element.kind === 'first') segments.push(0);
      // Outside a loop over that list, Workato reads the list's first item.
      else if (element.kind === 'current_item') segments.push(0);
      // A reference is a property path: it can count from the start of a list, not from its end.
      else if (element.kind === 'last') return fail(message('cause_path_last'));
      else return fail(message('cause_path_element', { element: JSON.stringify(element) }));
    }
    const missing = output ? absentField(segments, output) : undefined;
    if (missing) return fail(message('cause_output_absent', { field: missing }));
    if (output) segments = applyOutputRule(segments, output);
    return { ok: true, ref: refPath(root, [...base, ...segments]) };
  }
}

function within<S, T>(stack: S[], scope: S, build: () => T): T {
  stack.push(scope);
  try {
    return build();
  } finally {
    stack.pop();
  }
}

export function applyOutputRule(segments: Segment[], rule: OutputRule): Segment[] {
  let out = segments;
  const head = out[0];
  if (typeof head === 'string') {
    // the key after `head` (keys) or the path inside one item of the list `head` (items), before `head` is renamed
    const key = rule.keys ? own(rule.keys, head) : undefined;
    const items = rule.items ? own(rule.items, head) : undefined;
    const [next, ...rest] = out.slice(1);
    if (key && typeof next === 'string') out = [head, OUTPUT_KEYS[key](next), ...rest];
    else if (items && typeof next === 'number') out = [head, next, ...applyOutputRule(rest, items)];
  }
  const renamed = rule.rename ? renamedHead(out, rule.rename) : undefined;
  out = renamed ?? (rule.prefix ? [...rule.prefix, ...out] : out);
  const [first, second, ...tail] = out;
  if (typeof first === 'string' && typeof second === 'string' && rule.lowercaseUnder?.includes(first)) return [first, second.toLowerCase(), ...tail];
  return out;
}

/** The path with its longest renamed head (`a` or a dotted `a.b`) replaced, or undefined when none matches. */
function renamedHead(segments: Segment[], rename: Record<string, string[]>): Segment[] | undefined {
  let best: { length: number; to: string[] } | undefined;
  for (const key of Object.keys(rename)) {
    const head = key.split('.');
    if (head.length > segments.length || (best && best.length >= head.length)) continue;
    if (head.every((h, i) => segments[i] === h)) best = { length: head.length, to: own(rename, key)! };
  }
  return best ? [...best.to, ...segments.slice(best.length)] : undefined;
}

/** The Workato field of `segments` the rule says the piece does not output (OutputRule.absent), if any. */
function absentField(segments: Segment[], rule: OutputRule): string | undefined {
  const [head, next, ...rest] = segments;
  if (typeof head !== 'string') return undefined;
  if (rule.absent?.includes(head) || (rule.closed && !(rule.rename && own(rule.rename, head)))) return head;
  const items = rule.items ? own(rule.items, head) : undefined;
  return items && typeof next === 'number' ? absentField(rest, items) : undefined;
}

function samePath(a: PathElement[], b: PathElement[]): boolean {
  return a.length === b.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i]));
}

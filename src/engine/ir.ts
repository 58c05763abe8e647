// The Workato step tree as a typed intermediate representation: branches, loops and handlers made explicit.
import type { WorkatoStep } from './types.js';

export interface ConditionItem {
  operand: string;
  lhs: string;
  rhs: string;
}

export interface Condition {
  join: 'and' | 'or';
  items: ConditionItem[];
}

export interface IRBranch {
  number: number;
  step: WorkatoStep;
  condition: Condition;
  body: IRNode[];
}

export type IRNode =
  | { kind: 'action'; number: number; step: WorkatoStep; provider: string; name: string }
  | { kind: 'if'; number: number; step: WorkatoStep; branches: IRBranch[]; otherwise?: { number: number; body: IRNode[] }; extraElse: number[] }
  | { kind: 'foreach'; number: number; step: WorkatoStep; as: string; source: string; body: IRNode[] }
  | { kind: 'repeat'; number: number; step: WorkatoStep; as: string; body: IRNode[]; until?: Condition; whileNumber?: number }
  | { kind: 'try'; number: number; step: WorkatoStep; body: IRNode[]; handler?: IRCatch }
  | { kind: 'stop'; number: number; step: WorkatoStep; withError: boolean; reason?: string }
  | { kind: 'unknown'; number: number; step: WorkatoStep; body: IRNode[] };

export interface IRCatch {
  number: number;
  step: WorkatoStep;
  as: string;
  maxRetries: number;
  retryInterval: number;
  /** "retry only if": the catch's `filter`, when it has conditions */
  retryIf?: Condition;
  body: IRNode[];
}

export interface IRTrigger {
  number: number;
  step: WorkatoStep;
  provider: string;
  name: string;
  as: string;
  filter?: Condition;
}

export interface IRRecipe {
  trigger: IRTrigger;
  body: IRNode[];
  /** steps marked `skip: true` (disabled), with their keyword, in tree order */
  disabled: Array<{ number: number; step: WorkatoStep }>;
}

/** Turns a Workato condition input (`{type: compound, operand, conditions}`) into a Condition. */
export function conditionOf(input: unknown): Condition {
  const obj = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const join = obj.operand === 'or' ? 'or' : 'and';
  const list = Array.isArray(obj.conditions) ? obj.conditions : [];
  const items = list
    .filter((c): c is Record<string, unknown> => !!c && typeof c === 'object')
    .map((c) => ({ operand: String(c.operand ?? ''), lhs: stringOf(c.lhs), rhs: stringOf(c.rhs) }));
  return { join, items };
}

function stringOf(v: unknown): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
}

const truthy = (v: unknown) => v === true || v === 'true';

/** Builds the IR. Step numbers come from the recipe; missing ones are filled in pre-order. */
export function buildIR(code: WorkatoStep): IRRecipe {
  const disabled: IRRecipe['disabled'] = [];
  const used = new Set<number>();
  collectNumbers(code, used);
  let next = 0;
  const numberOf = (step: WorkatoStep): number => {
    if (typeof step.number === 'number') return step.number;
    while (used.has(next)) next++;
    used.add(next);
    return next;
  };

  const block = (steps: WorkatoStep[] | undefined): IRNode[] => {
    const out: IRNode[] = [];
    for (const step of steps ?? []) {
      const number = numberOf(step);
      if (truthy(step.skip)) {
        disabled.push({ number, step });
        continue;
      }
      out.push(node(step, number));
    }
    return out;
  };

  const node = (step: WorkatoStep, number: number): IRNode => {
    const children = step.block ?? [];
    switch (step.keyword) {
      case 'action':
        return { kind: 'action', number, step, provider: step.provider ?? '', name: step.name ?? '' };
      case 'if':
        return ifNode(step, number, children);
      case 'foreach':
        return { kind: 'foreach', number, step, as: String(step.as ?? `foreach_${number}`), source: typeof step.source === 'string' ? step.source : '', body: block(children) };
      case 'repeat': {
        const tailIndex = children.findIndex((c) => c.keyword === 'while_condition');
        const tail = tailIndex >= 0 ? children[tailIndex] : undefined;
        const body = block(children.filter((_, i) => i !== tailIndex));
        return {
          kind: 'repeat', number, step, as: String(step.as ?? `repeat_${number}`), body,
          ...(tail ? { until: conditionOf(tail.input), whileNumber: numberOf(tail) } : {}),
        };
      }
      case 'try': {
        const catchIndex = children.findIndex((c) => c.keyword === 'catch');
        const handler = catchIndex >= 0 ? children[catchIndex]! : undefined;
        const body = block(children.filter((_, i) => i !== catchIndex));
        if (!handler) return { kind: 'try', number, step, body };
        const input = (handler.input ?? {}) as Record<string, unknown>;
        const handlerNumber = numberOf(handler);
        return {
          kind: 'try', number, step, body,
          handler: {
            number: handlerNumber, step: handler, as: String(handler.as ?? `catch_${handlerNumber}`),
            maxRetries: Number(input.max_retry_count ?? 0) || 0,
            retryInterval: Number(input.retry_interval ?? 0) || 0,
            ...(handler.filter && typeof handler.filter === 'object' && conditionOf(handler.filter).items.length ? { retryIf: conditionOf(handler.filter) } : {}),
            body: truthy(handler.skip) ? [] : block(handler.block),
          },
        };
      }
      case 'stop': {
        const input = (step.input ?? {}) as Record<string, unknown>;
        const reason = typeof input.stop_reason === 'string' && input.stop_reason ? input.stop_reason : undefined;
        return { kind: 'stop', number, step, withError: truthy(input.stop_with_error), ...(reason ? { reason } : {}) };
      }
      default:
        if (step.provider && step.name) return { kind: 'action', number, step, provider: step.provider, name: step.name };
        return { kind: 'unknown', number, step, body: block(children) };
    }
  };

  // elsif/else are the last children of the if's own block (a flat chain). Hand-written files sometimes
  // repeat `else`: the first one is the fallback, later ones are reported.
  const ifNode = (step: WorkatoStep, number: number, children: WorkatoStep[]): IRNode => {
    const firstTail = children.findIndex((c) => c.keyword === 'elsif' || c.keyword === 'else');
    const thenSteps = firstTail >= 0 ? children.slice(0, firstTail) : children;
    const branches: IRBranch[] = [{ number, step, condition: conditionOf(step.input), body: block(thenSteps) }];
    let otherwise: { number: number; body: IRNode[] } | undefined;
    const extraElse: number[] = [];
    for (const tail of firstTail >= 0 ? children.slice(firstTail) : []) {
      const tailNumber = numberOf(tail);
      if (truthy(tail.skip)) {
        disabled.push({ number: tailNumber, step: tail });
        continue;
      }
      if (tail.keyword === 'elsif' && !otherwise) {
        branches.push({ number: tailNumber, step: tail, condition: conditionOf(tail.input), body: block(tail.block) });
      } else if (tail.keyword === 'else' && !otherwise) {
        otherwise = { number: tailNumber, body: block(tail.block) };
      } else if (tail.keyword === 'else' || tail.keyword === 'elsif') {
        extraElse.push(tailNumber);
        block(tail.block); // numbered and collected for reports, not emitted
      } else {
        branches[branches.length - 1]!.body.push(...block([tail]));
      }
    }
    return { kind: 'if', number, step, branches, ...(otherwise ? { otherwise } : {}), extraElse };
  };

  const trigger: IRTrigger = {
    number: numberOf(code),
    step: code,
    provider: code.provider ?? '',
    name: code.name ?? '',
    as: String(code.as ?? 'trigger'),
    ...(code.filter && typeof code.filter === 'object' && conditionOf(code.filter).items.length
      ? { filter: conditionOf(code.filter) }
      : {}),
  };
  return { trigger, body: block(code.block), disabled };
}

function collectNumbers(step: WorkatoStep, into: Set<number>): void {
  if (typeof step.number === 'number') into.add(step.number);
  for (const child of step.block ?? []) collectNumbers(child, into);
}

/** Pre-order walk over every IR node, including nested bodies and handlers. */
export function* walkIR(nodes: IRNode[]): Generator<IRNode> {
  for (const n of nodes) {
    yield n;
    switch (n.kind) {
      case 'if':
        for (const b of n.branches) yield* walkIR(b.body);
        if (n.otherwise) yield* walkIR(n.otherwise.body);
        break;
      case 'foreach':
      case 'repeat':
      case 'unknown':
        yield* walkIR(n.body);
        break;
      case 'try':
        yield* walkIR(n.body);
        if (n.handler) yield* walkIR(n.handler.body);
        break;
    }
  }
}

// One action step at run time: resolve its input, then either record an ExternalCall and take its output from
// the provider, or evaluate the built-in in-process (variables, lists, log, returns).
import type { IRNode } from '../../engine/ir.js';
import type { ExternalCall } from '../trace.js';
import { builtinOf, type BuiltinKind } from './builtins.js';
import { ConditionFailed } from './conditions.js';
import { FormulaFailed } from './formula.js';
import { JobEnd, StepError, type Job } from './job.js';
import { isHash, ownValue } from './scope.js';
import type { StepRecord } from './types.js';
import { resolveObject, type ValueContext } from './values.js';
import { declareVariables, insertedItems, targetAlias, updateVariables } from './variables.js';

type ActionNode = Extract<IRNode, { kind: 'action' }>;

/** Runs `fn` for step `number`; a formula or condition that raises becomes that step's StepError. */
export function asStepError<T>(node: { number: number; step: { uuid?: string } }, adapter: string | null, action: string | null, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof FormulaFailed) throw new StepError(e.message, 'FormulaError', node.number, adapter, action, node.step.uuid ?? null);
    if (e instanceof ConditionFailed) throw new StepError(e.message, 'ConditionError', node.number, adapter, action, node.step.uuid ?? null);
    throw e;
  }
}

export function runAction(job: Job, node: ActionNode): void {
  const ctx = job.context(node.number);
  const record: StepRecord = { step: node.number, keyword: 'action', provider: node.provider, name: node.name };
  job.steps.push(record);
  try {
    const raw = isHash(node.step.input) ? node.step.input : {};
    job.tick();
    const input = asStepError(node, node.provider, node.name, () => resolveObject(raw, ctx));
    record.input = input;
    const kind = builtinOf(node.provider, node.name);
    record.via = kind ? 'builtin' : 'external';
    const output = kind ? runBuiltin(job, node, kind, input, ctx) : callExternal(job, node, input);
    if (output !== undefined) {
      record.output = output;
      if (node.step.as) job.scope.lines.set(String(node.step.as), output);
    }
  } catch (e) {
    if (e instanceof StepError) record.error = e.message;
    throw e;
  } finally {
    ctx.flush();
  }
}

function callExternal(job: Job, node: ActionNode, input: Record<string, unknown>): unknown {
  const call: ExternalCall = { runtime: 'workato', app: node.provider, operation: node.name, step: String(node.number), input };
  job.calls.push(call);
  try {
    return job.options.outputs(call) ?? null;
  } catch (e) {
    const err = e as { message?: unknown; errorType?: unknown; name?: unknown };
    const type = typeof err.errorType === 'string' ? err.errorType : typeof err.name === 'string' ? err.name : 'Error';
    throw new StepError(String(err.message ?? e), type, node.number, node.provider, node.name, node.step.uuid ?? null);
  }
}

function runBuiltin(job: Job, node: ActionNode, kind: BuiltinKind, input: Record<string, unknown>, ctx: ValueContext): unknown {
  const alias = node.step.as ? String(node.step.as) : undefined;
  switch (kind) {
    case 'declare_variables': {
      const declared = declareVariables(node.step, input);
      if (alias) job.variables.set(alias, declared);
      return declared.values;
    }
    case 'update_variables': {
      const target = targetAlias(ownValue(input, 'name'), (a) => job.variables.has(a));
      if (!target) {
        ctx.gaps.push('variable update names no declared variables');
        return undefined;
      }
      return updateVariables(job.variables.get(target)!, input);
    }
    case 'declare_list': {
      const items = ownValue(input, 'list_items');
      const list = Array.isArray(items) ? [...items] : [];
      if (alias) job.lists.set(alias, list);
      return { list_items: list, list_size: list.length };
    }
    case 'add_to_list':
    case 'clear_list': {
      const target = targetAlias(ownValue(input, 'name'), (a) => job.lists.has(a));
      if (!target) {
        ctx.gaps.push('list step names no declared list');
        return undefined;
      }
      const list = job.lists.get(target)!;
      if (kind === 'clear_list') list.length = 0;
      else if (ownValue(input, 'location') === 'beginning') list.unshift(...insertedItems(input));
      else list.push(...insertedItems(input));
      const declared = job.scope.lines.get(target);
      if (isHash(declared)) declared.list_size = list.length;
      return undefined;
    }
    case 'log':
      return undefined;
    case 'return_result':
      throw new JobEnd('returned', ownValue(input, 'result') ?? null);
    case 'return_response':
      throw new JobEnd('returned', input);
  }
}

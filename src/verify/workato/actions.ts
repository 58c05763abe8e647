// One action step at run time: resolve its input, then either record an ExternalCall and take its output from
// the provider, or evaluate the built-in in-process (variables, lists, log, returns).
import type { IRNode } from '../../engine/ir.js';
import type { ExternalCall } from '../trace.js';
import { builtinOf, type BuiltinKind } from './builtins.js';
import { ConditionFailed } from './conditions.js';
import { FormulaFailed } from './formula.js';
import { conformInput } from '../../engine/input-types.js';
import { JobEnd, StepError, type Job } from './job.js';
import { isHash, ownValue, putValue } from './scope.js';
import { findRow } from '../../engine/mapping/operations/index.js';
import type { StepRecord } from './types.js';
import { resolveObject, type ValueContext } from './values.js';
import { runRubyStep } from './ruby-step.js';
import { declareVariables, insertedItems, setVariable, targetAlias, updatedPairs } from './variables.js';

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
    const input = conformInput(node.step, asStepError(node, node.provider, node.name, () => resolveInput(node, raw, ctx)));
    // records are snapshots: variables and lists change later in the job, and the trace must not change with them
    record.input = structuredClone(input);
    const kind = builtinOf(node.provider, node.name);
    record.via = kind ? 'builtin' : 'external';
    const output = kind ? runBuiltin(job, node, kind, input, ctx) : callExternal(job, node, input);
    if (output !== undefined) {
      record.output = structuredClone(output);
      if (node.step.as) job.scope.lines.set(String(node.step.as), output);
    }
  } catch (e) {
    if (e instanceof StepError) record.error = e.message;
    throw e;
  } finally {
    ctx.flush();
  }
}

// The code steps' own templates (src/engine/mapping/code-templates.ts): their `code` is source text Workato hands
// to the language as it is (its inputs come through code_input), so Ruby's "#{…}" in it is no datapill.
const CODE_TEMPLATES: ReadonlySet<string> = new Set(['ruby_code', 'python_code', 'js_code']);

function resolveInput(node: ActionNode, raw: Record<string, unknown>, ctx: ValueContext): Record<string, unknown> {
  const row = findRow(node.provider, node.name, 'action');
  if (!row || !('code' in row.target) || !CODE_TEMPLATES.has(row.target.code) || !Object.prototype.hasOwnProperty.call(raw, 'code')) return resolveObject(raw, ctx);
  const { code, ...rest } = raw;
  const input = resolveObject(rest, ctx);
  putValue(input, 'code', code);
  return input;
}

function callExternal(job: Job, node: ActionNode, input: Record<string, unknown>): unknown {
  const call: ExternalCall = { runtime: 'workato', app: node.provider, operation: node.name, step: String(node.number), input: structuredClone(input) };
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
      const named = targetAlias(ownValue(input, 'name'), (a) => job.variables.has(a));
      for (const [variable, value] of updatedPairs(input)) {
        const target = named ? job.variables.get(named) : [...job.variables.values()].find((d) => d.types.has(variable));
        if (target) setVariable(target, variable, value);
        else ctx.gaps.push(`variable update names no declared variable: ${variable.slice(0, 40)}`);
      }
      return undefined;
    }
    case 'declare_list': {
      const items = ownValue(input, 'list_items');
      const list = Array.isArray(items) ? [...items] : [];
      const declared = { list, list_items: list, list_size: list.length };
      if (alias) job.lists.set(alias, declared);
      const listName = ownValue(input, 'list_name') ?? ownValue(input, 'name');
      if (alias && typeof listName === 'string') job.listNames.set(listName, alias);
      return declared;
    }
    case 'add_to_list':
    case 'clear_list': {
      const byName = ownValue(input, 'list_name');
      const target = (typeof byName === 'string' ? job.listNames.get(byName) : undefined) ?? targetAlias(ownValue(input, 'name'), (a) => job.lists.has(a));
      const declared = target ? job.lists.get(target) : undefined;
      if (!declared) {
        ctx.gaps.push('list step names no declared list');
        return undefined;
      }
      if (kind === 'clear_list') declared.list.length = 0;
      else if (ownValue(input, 'location') === 'beginning') declared.list.unshift(...insertedItems(input));
      else declared.list.push(...insertedItems(input));
      declared.list_size = declared.list.length;
      return undefined;
    }
    case 'log':
      return undefined;
    case 'return_result':
      throw new JobEnd('returned', ownValue(input, 'result') ?? null);
    case 'return_input':
      throw new JobEnd('returned', input);
    case 'ruby_code': {
      const result = runRubyStep(input, job.clock.now);
      if (result.ok) return result.output;
      if ('error' in result) throw new StepError(result.error, 'RuntimeError', node.number, node.provider, node.name, node.step.uuid ?? null);
      ctx.gaps.push(result.gap);
      return null;
    }
  }
}

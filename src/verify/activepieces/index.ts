/**
 * A model of the Activepieces runtime (engine 0.87.x, as Pipefy Integrations runs it after import), in-process,
 * offline and deterministic.
 *
 * `runFlow(template, options)` executes the first flow of a flow template and returns a `RunDetail`:
 * - `calls`: every app action the flow makes, in order (`ExternalCall`: piece, action, step, the input after
 *   reference resolution and the piece's prop processors; `auth` is left out). Each call's output is the data
 *   `options.outputs` returns for it (throwing fails that call), shaped by the piece's output shape
 *   (src/engine/mapping/outputs); a retried step makes one call per attempt (4 at most). Pieces without an
 *   external service (Storage, JSON, delays, webhook and sub-flow responses, stop/fail) run inside the model and
 *   are not calls.
 * - `outcome`: `completed`, `stopped` (a stop without a response), `returned` (a stop that answered the caller, or a stop after a response
 *   reached it) or
 *   `failed` (with `error`); `response`: the first response that reached the caller, if any.
 * - `steps`: every executed step with its resolved input, output and status; `storage`: Storage after the run;
 *   `unmodelled`: what the model could not reproduce (unknown output shapes, non-path expressions, inline
 *   formulas, npm packages in CODE steps, the step bound).
 *
 * Inputs: `options.trigger` is the trigger step's output in its piece's shape (`triggerOutput` builds it from the
 * event data for the triggers in the shapes table). `importRewrite` defaults to true for schemaVersion "20"
 * flows (references then read `['output']`). CODE steps run in a fresh vm context bounded by `codeTimeoutMs`
 * (default 1000), with a fixed clock (`now`): in a worker with a heap bound of `codeMemoryMb` (default 64), the
 * calling thread waiting synchronously (a worker booted once per process), or, with `generatedCode`, the engine's
 * own bounded code in this thread (code-sandbox.ts).
 *
 * `modelGaps(template)` lists, without running, what the model cannot reproduce on any path of the flow (unknown
 * trigger or action output shapes, expressions that are not property paths, inline formulas, project variables).
 *
 * Limits: references are evaluated as property paths only; the retry backoff wait, waits of delays, approvals and
 * other pauses, connections, project variables not given in `projectVariables`, files and `flattenNestedKeys` are not modelled; a callFlow does
 * not run the callee (its answer is the provider's data); a legacy BRANCH step fails the run, as the engine has no
 * executor for it.
 */
import { outputShape } from '../../engine/mapping/outputs/index.js';
import { visitSteps } from '../../engine/flow/steps.js';
import { copyStorage } from './builtins.js';
import { prepareCodeSandbox, type CodeBounds } from './code-sandbox.js';
import { executeChain } from './executor.js';
import { rewriteForImport } from './import-rewrite.js';
import { RunContext } from './run-context.js';
import type { RunDetail, RunOptions, Step } from './types.js';

export type { RunDetail, RunOptions, StepRecord, StorageState, Unmodelled } from './types.js';
export type { ActionOutputProvider, ExternalCall, RunOutcome, RunTrace } from '../trace.js';
export { rewriteForImport } from './import-rewrite.js';
export { evaluateConditions } from './conditions.js';
export { modelGaps } from './gaps.js';

const FIXED_NOW = '2026-01-01T00:00:00.000Z';

/**
 * A flow ready to run: its trigger chain after the import rewrite, which depends on the flow alone, so the
 * equivalence check computes it once for all its events. Runs only read it (the executor resolves every input into
 * new objects), so one prepared flow serves any number of runs.
 */
export interface PreparedFlow {
  readonly trigger: Step;
  /** the chain that runs: the rewritten copy of `trigger`, or `trigger` itself without the rewrite */
  readonly root: Step;
  readonly nested: boolean;
}

export function prepareFlow(template: unknown, importRewrite?: boolean): PreparedFlow {
  const flow = (template as { flows?: Array<Record<string, unknown>> })?.flows?.[0];
  const trigger = flow?.trigger as Step | undefined;
  if (!trigger) throw new Error('runFlow: the template has no flows[0].trigger');
  const nested = importRewrite ?? flow?.schemaVersion === '20';
  return { trigger, root: nested ? rewriteForImport(trigger) : trigger, nested };
}

export function runFlow(template: unknown, options: RunOptions): RunDetail {
  return runPrepared(prepareFlow(template, options.importRewrite), options);
}

/** runFlow on a flow prepared once (`importRewrite` of the options is the one the flow was prepared with). */
export function runPrepared(prepared: PreparedFlow, options: RunOptions): RunDetail {
  const { trigger, root, nested } = prepared;
  const run = new RunContext(
    {
      nested,
      outputs: options.outputs,
      storage: copyStorage(options.storage),
      runId: options.runId ?? 'model-run',
      triggerPiece: String(trigger.settings?.pieceName ?? ''),
      codeBounds: codeBounds(options),
      maxSteps: options.maxSteps ?? 10_000,
      projectVariables: options.projectVariables ?? {},
    },
    options.trigger,
  );
  executeChain(root.nextAction, run);
  return {
    calls: run.calls,
    outcome: run.outcome(),
    ...(run.response !== undefined ? { response: run.response } : {}),
    ...(run.error !== undefined ? { error: run.error } : {}),
    steps: run.records,
    storage: run.settings.storage,
    unmodelled: run.unmodelledList,
  };
}

function codeBounds(options: Omit<RunOptions, 'trigger' | 'outputs'>): CodeBounds {
  return { timeoutMs: options.codeTimeoutMs ?? 1000, memoryMb: options.codeMemoryMb ?? 64, now: options.now ?? FIXED_NOW, generated: options.generatedCode === true };
}

/**
 * Boots the CODE sandbox's worker in the background when a CODE step of the flow will need it, so its start-up
 * overlaps the work before the first run (runFlow boots it on first need otherwise).
 */
export function prepareCodeSteps(template: unknown, options: Omit<RunOptions, 'trigger' | 'outputs'> = {}): void {
  const sources: string[] = [];
  visitSteps((template as { flows?: Array<{ trigger?: Step }> })?.flows?.[0]?.trigger, (s) => {
    if (s.type === 'CODE') sources.push(String((s as Step).settings?.sourceCode?.code ?? ''));
  });
  prepareCodeSandbox(sources, codeBounds(options));
}

/** The trigger step's output for an event's data, or undefined when the trigger's shape is unknown. */
export function triggerOutput(template: unknown, data: unknown): { known: boolean; output: unknown } {
  const settings = (template as { flows?: Array<{ trigger?: Step }> })?.flows?.[0]?.trigger?.settings ?? {};
  const shape = outputShape(String(settings.pieceName ?? ''), 'trigger', String(settings.triggerName ?? ''));
  return shape ? { known: true, output: shape.output(data, settings.input ?? {}) } : { known: false, output: data };
}

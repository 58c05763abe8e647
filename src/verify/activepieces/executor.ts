// Walks a flow's step chains the way the engine's flow executor does. Source: activepieces/activepieces
// packages/engine/src/lib/handler/flow-executor.ts (steps in nextAction order, `skip` steps passed over, the walk
// ends as soon as the verdict is no longer RUNNING), …/handler/loop-executor.ts, …/handler/router-executor.ts,
// …/handler/piece-executor.ts, …/handler/code-executor.ts and …/helper/error-handling.ts.
import { runCode } from './code-sandbox.js';
import { evaluateConditions, type Condition } from './conditions.js';
import { resolveValue } from './references.js';
import { runPiece } from './piece-step.js';
import type { RunContext } from './run-context.js';
import type { Step } from './types.js';

// engine-constants.ts DEFAULT retryConstants: maxAttempts 4 (the backoff wait itself is not modelled)
const MAX_ATTEMPTS = 4;

export function executeChain(head: Step | null | undefined, run: RunContext): void {
  for (let step = head; step; step = step.nextAction) {
    if (step.skip === true) continue;
    if (!run.countStep(step.name)) return;
    switch (step.type) {
      case 'PIECE':
      case 'CODE':
        executeWithErrorHandling(step, run);
        break;
      case 'ROUTER':
        executeRouter(step, run);
        break;
      case 'LOOP_ON_ITEMS':
        executeLoop(step, run);
        break;
      default:
        run.unmodelled(step.name, `step type ${String(step.type)} not modelled`);
        run.fail(step.name, `Unknown step type ${String(step.type)}`);
    }
    if (run.verdict !== 'running') return;
  }
}

/**
 * runWithExponentialBackoff (retry while failed, up to 4 attempts, when retryOnFailure is on) then
 * continueIfFailureHandler (a failure with continueOnFailure on sets the verdict back to RUNNING). With
 * continue-on-failure on, the step's onSuccess or onFailure branch runs before its nextAction.
 */
function executeWithErrorHandling(step: Step, run: RunContext): void {
  const options = step.settings?.errorHandlingOptions ?? {};
  const retry = options.retryOnFailure?.value === true;
  let ok = false;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    ok = step.type === 'CODE' ? executeCode(step, run) : runPiece(step, run);
    if (ok || !retry || run.verdict !== 'failed') break;
    if (attempt < MAX_ATTEMPTS) run.verdict = 'running';
  }
  const continueOnFailure = options.continueOnFailure?.value === true;
  if (!ok && continueOnFailure && run.verdict === 'failed') run.recover();
  if (!continueOnFailure || run.verdict !== 'running') return;
  const branches = step.continueOnFailureBranches ?? options.continueOnFailureBranches;
  const branch = ok ? branches?.onSuccess : branches?.onFailure;
  if (branch) executeChain(branch, run);
}

function executeCode(step: Step, run: RunContext): boolean {
  const input = resolveValue(step.settings?.input ?? {}, run.visibleState(), (what) => run.unmodelled(step.name, what), run.settings.projectVariables);
  const source = String(step.settings?.sourceCode?.code ?? '');
  const deps = safeDependencies(step.settings?.sourceCode?.packageJson);
  if (deps.length) run.unmodelled(step.name, `npm packages not available to the model: ${deps.join(', ')}`);
  const result = runCode(source, input, run.codeBounds);
  if (result.ok) {
    run.succeed(step, input, result.output);
    return true;
  }
  // A bound hit says more about this machine's load than about the flow (the step's answer is unknown, not
  // wrong): the run is not proven rather than different, so the verdict does not depend on the machine.
  if (result.timedOut) run.unmodelled(step.name, 'code step did not finish within its time or memory bound');
  run.fail(step.name, result.error, step, input);
  return false;
}

function safeDependencies(packageJson: unknown): string[] {
  try {
    const deps = JSON.parse(String(packageJson ?? '{}'))?.dependencies;
    return deps && typeof deps === 'object' ? Object.keys(deps) : [];
  } catch {
    return [];
  }
}

/**
 * Each CONDITION branch is evaluated; the FALLBACK branch is taken only when no other branch matched. Matching
 * branches run in order; EXECUTE_FIRST_MATCH stops after the first one run, and so does any verdict other than
 * RUNNING. A null child is an empty branch.
 */
function executeRouter(step: Step, run: RunContext): void {
  const settings = resolveValue({ ...step.settings, inputUiInfo: undefined }, run.visibleState(), (what) => run.unmodelled(step.name, what), run.settings.projectVariables) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const executionType = settings.executionType;
  if (executionType !== 'EXECUTE_FIRST_MATCH' && executionType !== 'EXECUTE_ALL_MATCH') {
    run.fail(step.name, `Router execution type ${String(executionType)} is not supported`, step, settings);
    return;
  }
  const branches: Array<Record<string, any>> = Array.isArray(settings.branches) ? settings.branches : []; // eslint-disable-line @typescript-eslint/no-explicit-any
  let raw: boolean[];
  try {
    raw = branches.map((b) => (b.branchType === 'FALLBACK' ? true : evaluateConditions((b.conditions ?? []) as Condition[][])));
  } catch (error) {
    run.fail(step.name, (error as Error).message, step, settings);
    return;
  }
  const evaluation = branches.map((b, i) => (b.branchType === 'CONDITION' ? raw[i]! : raw.every((r, j) => j === i || !r)));
  run.succeed(step, settings, {
    branches: branches.map((b, i) => ({ branchName: b.branchName, branchIndex: i + 1, evaluation: evaluation[i] })),
  });
  const children: Array<Step | null> = Array.isArray(step.children) ? step.children : [];
  for (let i = 0; i < branches.length; i++) {
    if (!evaluation[i]) continue;
    executeChain(children[i], run);
    if (run.verdict !== 'running' || executionType === 'EXECUTE_FIRST_MATCH') break;
  }
}

/**
 * `items` must resolve to a list, else the loop step fails ('The items you have selected must be a list.') and so
 * does the run. Each iteration sets the loop's output { item, index } (index from 1) and runs the body in its own
 * iteration scope; the walk stops at the first verdict other than RUNNING.
 */
function executeLoop(step: Step, run: RunContext): void {
  const settings = resolveValue({ items: step.settings?.items }, run.visibleState(), (what) => run.unmodelled(step.name, what), run.settings.projectVariables) as { items: unknown };
  if (!Array.isArray(settings.items)) {
    run.fail(step.name, JSON.stringify({ message: 'The items you have selected must be a list.' }), step, settings);
    return;
  }
  const iterations: Array<Record<string, unknown>> = [];
  const output: Record<string, unknown> = { item: undefined, index: 0, iterations };
  run.succeed(step, settings, output);
  for (let i = 0; i < settings.items.length; i++) {
    output.item = settings.items[i];
    output.index = i + 1;
    run.setOutput(step.name, { ...output });
    iterations.push(run.enterIteration(step.name, i));
    executeChain(step.firstLoopAction, run);
    run.leaveIteration();
    if (run.verdict !== 'running') return;
  }
}

// One PIECE step: resolve the input, apply the piece's prop processors, then either run the piece in the model
// (Storage, responses, stop) or call the external app through the output provider and shape its answer.
// Source: activepieces/activepieces packages/engine/src/lib/handler/piece-executor.ts (executeAction: resolve,
// applyProcessorsAndValidators — errors fail the step with their JSON —, run, stop/respond hooks; a throw fails the
// step with the error's message).
import { outputShape } from '../../engine/mapping/outputs/index.js';
import { builtin } from './builtins.js';
import { processProps } from './props.js';
import { resolveValue } from './references.js';
import type { RunContext } from './run-context.js';
import type { Step } from './types.js';

/** Runs the step; true when it succeeded. */
export function runPiece(step: Step, run: RunContext): boolean {
  const settings = step.settings ?? {};
  const piece = String(settings.pieceName ?? '');
  const action = String(settings.actionName ?? '');
  const report = (what: string) => run.unmodelled(step.name, what);
  // The connection (`auth`) is never modelled: credentials stay out of the model and out of the trace.
  const { auth: _auth, ...unresolved } = (settings.input ?? {}) as Record<string, unknown>;
  void _auth;
  const resolved = resolveValue(unresolved, run.visibleState(), report, run.settings.projectVariables) as Record<string, unknown>;
  const processed = processProps(piece, action, resolved, (settings.propertySettings ?? {}) as Record<string, unknown>);
  if (!processed.known) report(`${piece} ${action} is not in the target catalog: props not processed`);
  if (Object.keys(processed.errors).length > 0) {
    run.fail(step.name, JSON.stringify(processed.errors, null, 2), step, processed.input);
    return false;
  }
  const input = processed.input;
  try {
    const own = builtin(piece, action);
    if (own) {
      const result = own(input, { storage: run.settings.storage, runId: run.settings.runId, triggerPiece: run.settings.triggerPiece });
      run.succeed(step, input, result.output);
      if (result.respond !== undefined) run.respond(result.respond);
      if (result.stop) run.stop(result.stop);
      return true;
    }
    const data = run.call({ runtime: 'activepieces', app: piece, operation: action, step: step.name, input });
    const shape = outputShape(piece, 'action', action);
    if (!shape) report(`no known output shape for ${piece} ${action}: its output reads as nothing`);
    run.succeed(step, input, shape ? shape.output(data, input) : undefined);
    return true;
  } catch (error) {
    run.fail(step.name, error instanceof Error ? error.message : String(error), step, input);
    return false;
  }
}

// IR -> Activepieces flow: the emitters (./emit, one per IR node kind) over one emit context, and what they found
// (diagnostics, the per-operation report), as data.
import type { Diagnostic } from '../diagnostics.js';
import { message } from '../diagnostics.js';
import type { RecipeLabels } from '../describe/label.js';
import type { IRRecipe } from '../ir.js';
import type { NormalizedRecipe } from '../types.js';
import { emitBlock } from './emit/block.js';
import { EmitContext, type CompiledOperation, type EmitOptions, type Note } from './emit/context.js';
import { emitFilter } from './emit/router.js';
import { emitTrigger } from './emit/trigger.js';
import { chain } from './steps.js';
import type { FlowTrigger } from './types.js';

export type { CompiledOperation, Note } from './emit/context.js';
export { opLabel, pieceLabel } from './emit/context.js';
export type BuildOptions = EmitOptions;

export interface BuildResult {
  trigger: FlowTrigger;
  /** true when the trigger is the webhook placeholder standing in for one that could not be translated */
  triggerPlaceholder: boolean;
  notes: Note[];
  diagnostics: readonly Diagnostic[];
  /** sorted by Workato step number */
  operations: CompiledOperation[];
  pieces: string[];
  /** Activepieces step name -> Workato step number */
  stepNumbers: ReadonlyMap<string, number>;
  /** canonical Workato provider -> the piece its steps became (ties connection labels to pieces) */
  providerPieces: ReadonlyMap<string, string>;
  /** project variables the flow reads, sorted */
  variables: string[];
  /** the steps' words in the flow's language, which named its steps (the diagram names them the same way) */
  labels: RecipeLabels;
}

export function buildFlow(recipe: NormalizedRecipe, ir: IRRecipe, options: BuildOptions): BuildResult {
  const ctx = new EmitContext(recipe, ir, options, emitBlock);
  for (const d of ir.disabled) {
    ctx.diagnose('disabled', d.number, undefined, message('disabled_step', { number: d.number }));
    if (d.step.as) ctx.resolver.defineLine(String(d.step.as), { root: 'trigger', number: d.number, disabled: true });
  }
  const trigger = emitTrigger(ctx, recipe.code);
  let body = ctx.emitBlock(ir.body);
  if (ir.trigger.filter) body = emitFilter(ctx, body);
  body = chain([...trigger.prelude, body]);
  const head: FlowTrigger = body ? { ...trigger.step, nextAction: body } : trigger.step;
  return {
    trigger: head,
    triggerPlaceholder: trigger.placeholder,
    notes: ctx.notes,
    diagnostics: ctx.diagnostics.list(),
    operations: [...ctx.operations].sort((a, b) => a.step - b.step),
    pieces: [...ctx.pieces].sort(),
    stepNumbers: ctx.stepNumbers,
    providerPieces: ctx.providerPieces,
    variables: ctx.resolver.variablesRead(),
    labels: ctx.words,
  };
}

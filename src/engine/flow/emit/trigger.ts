// Emits the flow trigger from the IR trigger, or a marked webhook placeholder when it has no equivalent.
import { message } from '../../diagnostics.js';
import { applyRow, missingRequired } from '../../mapping/apply.js';
import { catalogOperation, catalogPiece } from '../../mapping/catalog.js';
import { findRow, unmappedReason } from '../../mapping/operations/index.js';
import { outputRuleFor, type OutputRule } from '../../mapping/row-fields.js';
import type { OperationStatus } from '../../types.js';
import type { WorkatoStep } from '../../types.js';
import { FIXED_DATE, propertySettingsFor, type APStep } from '../steps.js';
import type { FlowTrigger } from '../types.js';
import { opLabel, pieceLabel, type EmitContext } from './context.js';
import { POLL_START_KEYS } from '../../mapping/row-fields.js';
import { emitEnrichment } from './enrich.js';
import { missingRequiredMessages, operationWords } from './required.js';


/** The emitted trigger, and whether it is the placeholder standing in for an untranslated one. */
export interface EmittedTrigger {
  step: FlowTrigger;
  placeholder: boolean;
  /** steps that run right after the trigger (the fetch of what its event does not carry: emit/enrich.ts) */
  prelude: APStep[];
}

export function emitTrigger(ctx: EmitContext, code: WorkatoStep): EmittedTrigger {
  const tr = ctx.ir.trigger;
  const step = tr.step;
  ctx.stepNumbers.set('trigger', tr.number);
  if (!tr.provider || !tr.name) {
    ctx.diagnose('unmapped', tr.number, 'trigger', message('empty_trigger'));
    ctx.report(tr.number, step, 'unmapped', [message('reason_empty_trigger')]);
    return { step: placeholderTrigger(ctx, placeholderName(ctx, step)), placeholder: true, prelude: [] };
  }
  const row = findRow(tr.provider, tr.name, 'trigger', step.input);
  if (!row || !('piece' in row.target)) {
    const why = unmappedReason(tr.provider, tr.name);
    const whyRef = why ? message(why.key, why.params ?? {}) : undefined;
    // named by its app and operation in words; the identifier stays in parentheses, for search
    const named = message('op_named', { ...ctx.words.operation(step), id: opLabel(tr.provider, tr.name) });
    const ref = whyRef ? message('unmapped_trigger_reason', { op: named, reason: whyRef }) : message('unmapped_trigger', { op: named });
    ctx.diagnose('unmapped', tr.number, 'trigger', ref);
    ctx.report(tr.number, step, 'unmapped', [whyRef ? message('reason_no_trigger_mapping_why', { op: named, reason: whyRef }) : message('reason_no_trigger_mapping', { op: named })]);
    ctx.addNote(`**${ctx.text(ref.code, ref.params)}**`, 'red');
    return { step: placeholderTrigger(ctx, placeholderName(ctx, step, ctx.words.triggerOperation() ?? opLabel(tr.provider, tr.name))), placeholder: true, prelude: [] };
  }
  ctx.resolver.defineLine(tr.as, { root: 'trigger', number: tr.number, ...ruleOf(row.output, step.input) });
  const conv = ctx.converter(tr.number);
  const applied = applyRow(row, step, conv);
  const target = row.target;
  const reasons = ctx.rowNotes(row, tr.number, 'trigger', applied.notes);
  // a Workato trigger input the row has no place for (a file name filter, a condition…) is reported, never lost;
  // the polling start point ("when first started, this recipe should pick up events from") only sets where the
  // first poll begins, as publishing the flow does here
  const dropped = applied.dropped.filter((key) => !POLL_START_KEYS.has(key));
  if (dropped.length) {
    ctx.diagnose('approximated', tr.number, 'trigger', message('field_dropped', { number: tr.number, fields: dropped.join(', '), piece: pieceLabel(target.piece), action: operationWords(target.piece, target.name) }));
    reasons.push(message('reason_dropped', { fields: dropped.join(', ') }));
  }
  reasons.push(...ctx.fieldProblems(tr.number, 'trigger', conv.problems));
  const missing = missingRequired(target.piece, 'trigger', target.name, applied.input);
  if (missing.length) {
    const said = missingRequiredMessages(tr.number, { piece: target.piece, kind: 'trigger', name: target.name }, missing);
    ctx.diagnose('placeholder', tr.number, 'trigger', said.review);
    reasons.push(said.reason);
  }
  const exists = !!catalogOperation(target.piece, 'trigger', target.name);
  ctx.usePiece(target.piece, tr.provider);
  // a required prop nothing fills is not what Workato configured: the trigger is never reported `mapped` then
  const status: OperationStatus = row.status === 'approximated' || dropped.length > 0 || conv.problems.length > 0 || missing.length > 0 ? 'approximated' : 'mapped';
  ctx.report(tr.number, step, status, reasons);
  const prelude = emitEnrichment(ctx, row, code);
  // A trigger cannot have a formula step before it: formulas in trigger props are left for a human.
  return {
    placeholder: false,
    prelude,
    step: {
      name: 'trigger',
      displayName: ctx.label(step, ctx.words.trigger() ?? catalogPiece(target.piece)?.displayName ?? target.name),
      type: 'PIECE_TRIGGER',
      valid: exists && missing.length === 0 && !conv.hasBlockingProblem && !conv.prelude(),
      lastUpdatedDate: FIXED_DATE,
      settings: {
        pieceName: target.piece,
        pieceVersion: ctx.version(target.piece),
        triggerName: target.name,
        input: applied.input,
        propertySettings: propertySettingsFor(applied.input),
      },
    },
  };
}

/** The placeholder trigger's name: it says to choose a trigger, then the recipe's words for the one it stands for. */
function placeholderName(ctx: EmitContext, step: WorkatoStep, op?: string): string {
  const words = ctx.label(step, op ?? '');
  return words ? ctx.canvasName(ctx.text('placeholder_trigger_name', { op: words })) : ctx.text('placeholder_trigger_empty');
}

/**
 * The importer needs a piece trigger. Without an equivalent, a webhook trigger stands in, marked invalid and
 * named to be replaced, so the flow imports and the canvas shows what to replace.
 */
function placeholderTrigger(ctx: EmitContext, displayName: string): FlowTrigger {
  const piece = '@activepieces/piece-webhook';
  ctx.usePiece(piece);
  const input = { authType: 'none' };
  return {
    name: 'trigger',
    displayName,
    type: 'PIECE_TRIGGER',
    valid: false,
    lastUpdatedDate: FIXED_DATE,
    settings: { pieceName: piece, pieceVersion: ctx.version(piece), triggerName: 'catch_webhook', input, propertySettings: propertySettingsFor(input) },
  };
}

function ruleOf(rule: OutputRule | undefined, input: unknown): { output?: OutputRule } {
  const output = outputRuleFor(rule, input);
  return output ? { output } : {};
}

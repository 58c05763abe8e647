// Emits a Workato action: a piece step from its mapping row, a Code step from a code template, or a marked
// placeholder that fails when the action has no equivalent.
import { message } from '../../diagnostics.js';
import type { IRNode } from '../../ir.js';
import { applyRow, missingRequired } from '../../mapping/apply.js';
import { catalogOperation } from '../../mapping/catalog.js';
import { codeTemplate } from '../../mapping/code-templates.js';
import { findRow, unmappedReason } from '../../mapping/operations/index.js';
import type { OperationRow } from '../../mapping/types.js';
import { outputRuleFor } from '../../mapping/row-fields.js';
import { propertySchemas } from '../../mapping/property-schemas.js';
import type { WorkatoStep } from '../../types.js';
import { chain, codeStep, pieceStep, type APStep } from '../steps.js';
import { conformInput } from '../../input-types.js';
import { wrappedProps } from '../../mapping/prop-formats.js';
import type { FieldConverter } from '../values.js';
import { FLOW_HELPER, opLabel, pieceLabel, type EmitContext } from './context.js';
import { emitVariableStep } from './variable.js';
import { missingRequiredMessages, operationWords } from './required.js';
import { commentText, jsString } from '../../escape.js';

export function emitAction(ctx: EmitContext, node: Extract<IRNode, { kind: 'action' }>): APStep | null {
  const { number, step } = node;
  const variable = ctx.variablePlan.steps.get(step);
  if (variable) return emitVariableStep(ctx, number, step, variable);
  const row = findRow(String(step.provider ?? ''), String(step.name ?? ''), 'action', step.input);
  const name = ctx.stepName(`step_${number}`, number);
  if (!row) return emitUnmapped(ctx, number, step, name);
  const conv = ctx.converter(number);
  if ('code' in row.target) return emitCodeAction(ctx, number, step, name, row, row.target.code, conv);
  const target = row.target;
  // Workato converts literal values to the type their field declares ("true" into a boolean field is true): the
  // same lossless conversions the recipe interpreter makes, so the flow sends what Workato sent.
  const applied = applyRow(row, { ...step, input: conformInput(step, step.input ?? {}) }, conv, ctx.callees);
  const reasons = ctx.rowNotes(row, number, name, applied.notes);
  if (applied.dropped.length) {
    ctx.diagnose('approximated', number, name, message('field_dropped', { number, fields: applied.dropped.join(', '), piece: pieceLabel(target.piece), action: operationWords(target.piece, target.name) }));
    reasons.push(message('reason_dropped', { fields: applied.dropped.join(', ') }));
  }
  // A Workato wrapper (picker, `{schema, data}`, block list…) left in a prop the piece reads as a text, an id or a
  // known format: the step is not `mapped`, and the run-time check names the same props.
  const wrapped = wrappedProps(target.piece, target.name, applied.input);
  if (wrapped.length) {
    ctx.diagnose('approximated', number, name, message('field_wrapped', { number, fields: wrapped.join(', '), piece: pieceLabel(target.piece), action: operationWords(target.piece, target.name) }));
    reasons.push(message('reason_wrapped', { fields: wrapped.join(', ') }));
  }
  reasons.push(...ctx.fieldProblems(number, name, conv.problems));
  const missing = missingRequired(target.piece, 'action', target.name, applied.input);
  if (missing.length) {
    const said = missingRequiredMessages(number, { piece: target.piece, kind: 'action', name: target.name }, missing);
    ctx.diagnose('placeholder', number, name, said.review);
    reasons.push(said.reason);
  }
  const exists = !!catalogOperation(target.piece, 'action', target.name);
  // a required prop nothing fills is not what Workato sent: the step is never reported `mapped` then
  const approximated = row.status === 'approximated' || applied.approximated === true || applied.dropped.length > 0 || wrapped.length > 0 || conv.problems.length > 0 || missing.length > 0;
  ctx.report(number, step, approximated ? 'approximated' : 'mapped', reasons);
  ctx.usePiece(target.piece, String(step.provider ?? ''), true);
  const apStep = pieceStep({
    name,
    displayName: ctx.label(step, ctx.words.action(step) ?? `${pieceLabel(target.piece)}: ${target.name}`),
    pieceName: target.piece,
    pieceVersion: ctx.version(target.piece),
    actionName: target.name,
    input: applied.input,
    valid: exists && missing.length === 0 && !conv.hasBlockingProblem,
    schemas: propertySchemas(target.piece, target.name, applied.input, step),
  });
  if (step.as) ctx.resolver.defineLine(String(step.as), { root: name, number, ...outputOf(row, step) });
  return chain([conv.prelude(), apStep, row.endsRun === 'stop_after' ? endRunStep(ctx, number) : null]);
}

/** The flow-helper stop that makes a return end the run, as it ends the Workato job. */
function endRunStep(ctx: EmitContext, number: number): APStep {
  ctx.usePiece(FLOW_HELPER);
  return pieceStep({ name: ctx.stepName(`step_${number}_end`, number), displayName: ctx.text('return_end_step'), pieceName: FLOW_HELPER, pieceVersion: ctx.version(FLOW_HELPER), actionName: 'stopFlow', input: {}, valid: true });
}

function emitCodeAction(ctx: EmitContext, number: number, step: WorkatoStep, name: string, row: OperationRow, code: Parameters<typeof codeTemplate>[0], conv: FieldConverter): APStep | null {
  const template = codeTemplate(code, step, conv, ctx.lang);
  const blocked = template.valid === false;
  const reasons = ctx.rowNotes(row, number, name, []);
  for (const note of template.notes ?? []) {
    const ref = message(note.key, note.params ?? {});
    ctx.diagnose(blocked ? 'unmapped' : 'note', number, name, ref);
    reasons.push(ref);
  }
  const op = opLabel(String(step.provider ?? ''), String(step.name ?? ''));
  if (blocked) ctx.addNote(`**${ctx.text('unmapped_step', { op })}**\n\n${reasons.map((r) => ctx.text(r.code, r.params)).join(' ')}`, 'red');
  reasons.push(...ctx.fieldProblems(number, name, conv.problems));
  const approximated = row.status === 'approximated' || conv.problems.length > 0;
  ctx.report(number, step, blocked ? 'unmapped' : approximated ? 'approximated' : 'mapped', reasons);
  const apStep = codeStep({ name, displayName: ctx.label(step, template.title), code: template.code, input: template.input, valid: !blocked && !conv.hasBlockingProblem });
  if (step.as) ctx.resolver.defineLine(String(step.as), { root: name, number, ...outputOf(row, step) });
  return chain([conv.prelude(), apStep]);
}

function emitUnmapped(ctx: EmitContext, number: number, step: WorkatoStep, name: string): APStep {
  const provider = String(step.provider ?? '');
  const opName = String(step.name ?? '');
  const op = opLabel(provider, opName);
  const conv = ctx.converter(number);
  const input = (conv.convert(step.input ?? {}, 'input') ?? {}) as Record<string, unknown>;
  const why = unmappedReason(provider, opName);
  const whyRef = why ? message(why.key, why.params ?? {}) : undefined;
  const errorText = ctx.text('error_unmapped_code', { number, op });
  const code = `// pipe-migrate: Workato ${commentText(`${provider}/${opName}`)} (step ${number}) has no equivalent in Pipefy Integrations.\n` +
    `export const code = async (inputs) => {\n  throw new Error(${jsString(errorText)});\n};\n`;
  // named by its app and operation in words; the identifier stays in parentheses, for search
  const named = message('op_named', { ...ctx.words.operation(step), id: op });
  const ref = whyRef ? message('unmapped_op_reason', { number, op: named, reason: whyRef }) : message('unmapped_op', { number, op: named });
  ctx.diagnose('unmapped', number, name, ref);
  ctx.addNote(`**${ctx.text('unmapped_step', { op })}**\n\n${ctx.text(ref.code, ref.params)}`, 'red');
  ctx.report(number, step, 'unmapped', [whyRef ? message('reason_no_mapping_why', { op: named, reason: whyRef }) : message('reason_no_mapping', { op: named })]);
  if (step.as) ctx.resolver.defineLine(String(step.as), { root: name, number });
  const placeholder = codeStep({ name, displayName: ctx.placeholderName(step, op), code, input: input && typeof input === 'object' ? input : {}, valid: false });
  // The placeholder keeps the Workato values for whoever replaces it, so their formulas are computed too.
  return chain([conv.prelude(), placeholder])!;
}

/** The output rule of the row for this step (see OutputRule), as the pill resolver's line target takes it. */
export function outputOf(row: OperationRow, step: WorkatoStep): { output?: NonNullable<OperationRow['output']> } {
  const output = outputRuleFor(row.output, step.input);
  return output ? { output } : {};
}

// Emits a Workato variable or list step from its plan: a Code step returning the values, or Storage writes.
import { message } from '../../diagnostics.js';
import type { WorkatoStep } from '../../types.js';
import { chain, codeStep, type APStep } from '../steps.js';
import { encodeStep } from '../typed-storage.js';
import { SKIP } from '../values.js';
import type { VariableStepPlan } from '../variables.js';
import type { EmitContext } from './context.js';

export function emitVariableStep(ctx: EmitContext, number: number, step: WorkatoStep, plan: VariableStepPlan): APStep | null {
  const conv = ctx.converter(number);
  const stepsOut: Array<APStep | null> = [];
  if (plan.kind === 'static') {
    const name = ctx.stepName(`step_${number}`, number);
    const values: Record<string, unknown> = {};
    for (const [field, raw] of Object.entries(plan.values)) {
      const v = conv.convert(raw, field);
      values[field] = v === SKIP ? null : v;
    }
    const code = `export const code = async (inputs) => {\n  return inputs;\n};\n`;
    stepsOut.push(codeStep({ name, displayName: ctx.label(step, ctx.text('var_put', { name: plan.label })), code, input: values, valid: !conv.hasBlockingProblem }));
    if (step.as) ctx.resolver.defineLine(String(step.as), { root: name, number, ...(plan.outputRename ? { output: { rename: plan.outputRename } } : {}) });
  } else {
    const values = plan.writes.map((write) => {
      const value = write.value === undefined ? (write.action === 'add_to_list' ? [] : null) : conv.convert(write.value, write.field);
      return value === SKIP ? null : value;
    });
    // puts store JSON text of the cast value (typed-storage.ts), computed in one CODE step before them
    const puts = plan.writes.flatMap((write, i) => (write.action === 'put' ? [{ value: values[i], type: write.type, index: i }] : []));
    const encoded = puts.length ? encodeStep(ctx.stepName(`step_${number}_json`, number), ctx.text('var_encode', { number }), puts) : undefined;
    if (encoded) stepsOut.push(encoded.step);
    plan.writes.forEach((write, i) => {
      const name = ctx.stepName(`step_${number}${plan.writes.length > 1 ? `_${write.field}` : ''}`, number);
      const extra = write.action === 'add_to_list' ? { value: [values[i]], ignore_if_exists: false } : { value: encoded!.ref(puts.findIndex((p) => p.index === i)) };
      stepsOut.push(ctx.storagePiece(name, ctx.label(step, ctx.text('var_put', { name: write.label })), write.action, write.key, extra, !conv.hasBlockingProblem));
    });
    if (step.as && plan.declares) ctx.resolver.defineLine(String(step.as), { root: 'trigger', number, storage: { key: plan.declares.keyPrefix, field: plan.declares.list ? 'list' : 'scalar' } });
  }
  const reasons = ctx.fieldProblems(number, `step_${number}`, conv.problems);
  ctx.report(number, step, plan.approximated || conv.problems.length > 0 ? 'approximated' : 'mapped', [...reasons, ...(plan.approximated ? [message(plan.approximated)] : [])]);
  return chain([conv.prelude(), ...stepsOut]);
}

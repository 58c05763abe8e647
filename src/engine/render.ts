// The edge where diagnostics become text: the review list and routing.json, in the user's language.
import type { Lang } from '../i18n/index.js';
import { isBlockingDiagnostic, message, renderMessage, type Diagnostic } from './diagnostics.js';
import type { CompiledOperation } from './flow/builder.js';
import { workatoSteps } from './tree.js';
import type { OperationReport, ReviewItem, RoutingReport, WorkatoStep } from './types.js';

export function renderReview(diagnostics: readonly Diagnostic[], lang: Lang): ReviewItem[] {
  return diagnostics.map((d) => ({
    kind: d.kind,
    ...(d.step !== undefined ? { step: d.step } : {}),
    ...(d.stepName ? { stepName: d.stepName } : {}),
    code: d.code,
    params: d.params,
    text: renderMessage(d, lang),
  }));
}

export function renderRouting(diagnostics: readonly Diagnostic[], compiled: readonly CompiledOperation[], code: WorkatoStep, lang: Lang): RoutingReport {
  const codesByStep = new Map<number, string[]>();
  for (const d of diagnostics) {
    if (d.step === undefined) continue;
    const codes = codesByStep.get(d.step) ?? [];
    if (!codes.includes(d.code)) codes.push(d.code);
    codesByStep.set(d.step, codes);
  }
  const operations = completeOperations(compiled, code).map((op): OperationReport => {
    const entry: OperationReport = { step: op.step, provider: op.provider, name: op.name, status: op.status };
    if (op.reasons.length) entry.reason = op.reasons.map((r) => renderMessage(r, lang)).join(' ');
    const codes = codesByStep.get(op.step);
    if (codes?.length) entry.codes = codes;
    return entry;
  });
  const blocking = diagnostics.filter(isBlockingDiagnostic);
  if (blocking.length === 0) return { routing: 'ipaas_ready', operations };
  const steps = [...new Set(blocking.map((d) => d.step).filter((n): n is number => n !== undefined))].sort((a, b) => a - b);
  // only steps the flow added (no Workato number to list): the items themselves name them
  const head = renderMessage(steps.length ? message('blocked_reason', { count: steps.length, list: steps.map((n) => `#${n}`).join(', ') }) : message('blocked_reason_flow'), lang);
  return {
    routing: 'manual_revision',
    blocked_reason: `${head} ${blocking.map((d) => renderMessage(d, lang)).join(' ')}`,
    blocked_codes: [...new Set(blocking.map((d) => d.code))],
    operations,
  };
}

/** Every non-skipped trigger and action step appears once, even where no step was emitted (unreachable code). */
function completeOperations(reported: readonly CompiledOperation[], code: WorkatoStep): CompiledOperation[] {
  const seen = new Set(reported.map((o) => o.step));
  const extra: CompiledOperation[] = [];
  for (const { step, disabled } of workatoSteps(code)) {
    if (!disabled && (step.keyword === 'trigger' || step.keyword === 'action') && typeof step.number === 'number' && !seen.has(step.number)) {
      extra.push({ step: step.number, provider: String(step.provider ?? ''), name: String(step.name ?? ''), status: 'approximated', reasons: [message('reason_never_runs')] });
      seen.add(step.number);
    }
  }
  return [...reported, ...extra].sort((a, b) => a.step - b.step);
}

// The verify stage, between binding and reporting: runs the recipe and its flow on generated events
// (src/verify/equivalence.ts) and turns what it found into blocking diagnostics, so a flow is ipaas_ready only when
// the check proves it does what the recipe does. Connections do not change what a flow does, so the check runs
// once per compiled recipe, however many times it is bound.
import type { Lang } from '../i18n/index.js';
import { verifyFlow, type Verification } from '../verify/equivalence.js';
import { allowedMessage, differenceMessage, notProvenMessage, summaryMessage } from '../verify/explain.js';
import { diagnostic, renderMessage, type Diagnostic } from './diagnostics.js';
import type { BoundRecipe, CompiledRecipe } from './stages.js';
import type { RoutingVerification } from './types.js';

export interface VerifiedRecipe extends BoundRecipe {
  readonly verification: Verification;
}

const checked = new WeakMap<CompiledRecipe, Verification>();

export function verifyRecipe(bound: BoundRecipe): VerifiedRecipe {
  const { compiled } = bound;
  let verification = checked.get(compiled);
  if (!verification) {
    const template = { flows: [{ trigger: compiled.flow.trigger, schemaVersion: compiled.schemaVersion }] };
    // the flow was just compiled here: its generated CODE steps may run in this thread (code-sandbox.ts)
    verification = verifyFlow(compiled.recipe, template, { generated: true, ...(compiled.callees ? { callees: compiled.callees } : {}) });
    checked.set(compiled, verification);
  }
  return { ...bound, verification, diagnostics: [...bound.diagnostics, ...verificationDiagnostics(verification)] };
}

/** Nothing when the flow is proven equivalent; else each difference and each reason the proof is missing. */
function verificationDiagnostics(v: Verification): Diagnostic[] {
  if (v.equivalent) return [];
  const out: Diagnostic[] = [];
  for (const d of v.differences) out.push(diagnostic('verification', differenceMessage(d), { step: d.step ?? undefined, field: d.field }));
  for (const n of v.notProven) {
    out.push(diagnostic('verification', notProvenMessage(n), typeof n.step === 'number' ? { step: n.step } : { stepName: n.step }));
  }
  return out;
}

export function routingVerification(v: Verification, lang: Lang): RoutingVerification {
  return {
    events: v.events,
    equivalent: v.equivalent,
    verdict: v.verdict,
    summary: renderMessage(summaryMessage(v), lang),
    // events are named by their number (1-based, in generation order): their labels are English identifiers
    differences: v.differences.map((d) => ({ ...d, event: v.results.findIndex((r) => r.label === d.event) + 1, text: renderMessage(differenceMessage(d), lang) })),
    not_proven: v.notProven.map((n) => ({ ...n, text: renderMessage(notProvenMessage(n), lang) })),
    approximations: v.allowed.map((a) => ({ ...a, text: renderMessage(allowedMessage(a), lang) })),
  };
}

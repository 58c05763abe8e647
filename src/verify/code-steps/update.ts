// New versions of a written flow and its routing report after `code apply` and `code check`. Pure: the inputs are
// never changed. A replaced step stays invalid until its check passes; the routing becomes ipaas_ready only when
// every step is valid and what blocked the flow was the code steps alone.
import { originalComment, readOriginal } from '../../engine/code-comment.js';
import type { RoutingReport, RoutingVerification } from '../../engine/types.js';
import { differenceMessage, notProvenMessage } from '../explain.js';
import { allSteps, findStep, sourceCodeOf } from './steps.js';

/** Codes of the diagnostics a code step needing a rewrite raises (src/engine/mapping/code-templates.ts). */
const CODE_STEP_CODES = new Set(['code_rewrite', 'code_js_rewrite', 'code_ruby_not_compiled', 'code_unchecked']);

/**
 * The flow with `code` in step `name`, invalid until checked. The Workato original stays with the step: when the
 * replacement does not carry it in pipe-migrate's comment, that comment is put in front of it.
 */
export function withCode(template: unknown, name: string, code: string): unknown {
  const copy = structuredClone(template);
  const step = findStep(copy, name)!;
  const original = readOriginal(sourceCodeOf(step).code);
  if (original && !readOriginal(code)) {
    code = originalComment([`pipe-migrate: the ${original.language} code of Workato step ${original.step}, replaced by the JavaScript below.`], original.language, original.step, original.source) + code;
  }
  const settings = (step.settings ?? (step.settings = {})) as { sourceCode?: { code: string; packageJson: string } };
  settings.sourceCode = { packageJson: '{}', ...settings.sourceCode, code };
  step.valid = false;
  setFlowValid(copy);
  return copy;
}

/** The flow with these steps' validity set (a step is valid only while its check passes). */
export function withValidity(template: unknown, validity: ReadonlyMap<string, boolean>): unknown {
  const copy = structuredClone(template);
  for (const [name, valid] of validity) findStep(copy, name)!.valid = valid;
  setFlowValid(copy);
  return copy;
}

function setFlowValid(template: unknown): void {
  const flow = (template as { flows: Array<{ valid?: boolean }> }).flows[0]!;
  flow.valid = allSteps(template).every((s) => s.valid !== false);
}

/** The text of an engine message (code_checked, code_unchecked) for a Workato step, in the user's language. */
export type RoutingText = (code: 'code_checked' | 'code_unchecked', step: string) => string;

/**
 * What becomes of routing.json's `verification` once the flow changed: the check run again on the new flow
 * (`fresh`), or, when the recipe is not at hand, the old result marked stale with `summary` saying so.
 */
export type NextVerification = { fresh: RoutingVerification } | { stale: string };

type Finding = { step?: number | string | null; text: string };
const findingsOf = (v: RoutingVerification | undefined): Finding[] => [...(v?.differences ?? []), ...(v?.not_proven ?? [])];

/** The message codes of these findings of `v`, as the verify stage raises them (src/engine/verify-stage.ts). */
function findingCodes(v: RoutingVerification, findings: readonly Finding[]): string[] {
  return [
    ...v.differences.filter((d) => findings.includes(d)).map((d) => differenceMessage({ ...d, event: String(d.event) }).code),
    ...v.not_proven.filter((n) => findings.includes(n)).map((n) => notProvenMessage(n).code),
  ];
}

/** The previous result, no longer about this flow: not proven, said so in its summary. */
function staleVerification(v: RoutingVerification, summary: string | undefined): RoutingVerification {
  return { ...v, equivalent: false, verdict: 'not_proven', stale: true, ...(summary ? { summary } : {}) };
}

/** The routing with its run-time check made current: `next`'s fresh result, or the old one marked stale. */
export function withVerification(routing: RoutingReport, next: NextVerification): RoutingReport {
  if ('fresh' in next) return { ...routing, verification: next.fresh };
  return routing.verification ? { ...routing, verification: staleVerification(routing.verification, next.stale) } : routing;
}

/**
 * The routing after code steps changed: `outcomes` maps a Workato step number to whether its replacement passed
 * its check. The flow is ipaas_ready only when every step is valid, no operation is unmapped and whatever blocked
 * it was code steps alone; otherwise it is (or goes back to) manual_revision. The run-time check (`verification`)
 * never stays as it was: it is the fresh one, or the old one marked stale.
 */
export function routingAfter(routing: RoutingReport, template: unknown, outcomes: ReadonlyMap<string, boolean>, text: RoutingText, next?: NextVerification, head?: ReasonHead): RoutingReport {
  const operations = routing.operations.map((op) => {
    const passed = outcomes.get(String(op.step));
    if (passed === undefined) return op;
    return passed
      ? { ...op, status: 'mapped' as const, reason: text('code_checked', String(op.step)), codes: ['code_checked'] }
      : { ...op, status: 'unmapped' as const, reason: text('code_unchecked', String(op.step)), codes: ['code_unchecked'] };
  });
  const old = routing.verification;
  const fresh = next && 'fresh' in next ? next.fresh : undefined;
  const verification = fresh ?? (old ? staleVerification(old, next && 'stale' in next ? next.stale : undefined) : undefined);
  const flowValid = allSteps(template).every((s) => s.valid !== false);
  const oldCodes = routing.routing === 'ipaas_ready' ? [] : routing.blocked_codes;
  // a fresh check replaces what the old one found: its codes and texts leave the reason, its own findings enter it
  const blockedBy = fresh ? oldCodes?.filter((c) => !c.startsWith('verify_')) : oldCodes;
  // the run-time check cannot prove a code step (the recipe interpreter does not run Workato's code): what it found
  // at the steps whose replacement passed its check is settled by that check; a finding anywhere else still blocks
  const passed = new Set([...outcomes].filter(([, ok]) => ok).map(([step]) => step));
  const blocking = findingsOf(fresh ?? old).filter((f) => !passed.has(String(f.step)));
  const onlyCode = blockedBy !== undefined && blockedBy.every((c) => CODE_STEP_CODES.has(c) || (c.startsWith('verify_') && blocking.length === 0));
  const { blocked_reason: reason, blocked_codes: codes, verification: _old, ...rest } = routing;
  void _old;
  const withCheck = verification ? { verification } : {};
  if (flowValid && onlyCode && !(fresh && blocking.length) && !operations.some((op) => op.status === 'unmapped')) return { ...rest, routing: 'ipaas_ready', operations, ...withCheck };
  const failed = [...outcomes].filter(([, ok]) => !ok).map(([step]) => step);
  // what the old check found at a step whose replacement passed is settled: it leaves the reason with its code
  const settled = fresh ? [] : findingsOf(old).filter((f) => passed.has(String(f.step)));
  const kept = fresh ? findingCodes(fresh, blocking) : old ? findingCodes(old, findingsOf(old).filter((f) => !settled.includes(f))) : [];
  const settledCodes = old && settled.length ? findingCodes(old, settled).filter((c) => !kept.includes(c)) : [];
  // a changed step's old reason (the rewrite it asked for, or an earlier replacement's check) is no longer true
  const heldElsewhere = new Set(routing.operations.filter((op) => !outcomes.has(String(op.step))).flatMap((op) => op.codes ?? []));
  const stillBlocking = (c: string) => (!CODE_STEP_CODES.has(c) || heldElsewhere.has(c)) && !settledCodes.includes(c);
  let base = routing.routing === 'ipaas_ready' || reason === undefined ? failed.map((step) => text('code_unchecked', step)).join(' ') : reason;
  if (routing.routing !== 'ipaas_ready' && reason !== undefined) {
    for (const op of routing.operations) {
      const now = outcomes.get(String(op.step));
      if (now === undefined) continue;
      const said = now ? '' : text('code_unchecked', String(op.step));
      if (op.reason && base.includes(op.reason)) base = base.split(op.reason).join(said);
      else if (said && !base.includes(said)) base = `${base} ${said}`;
    }
    for (const f of settled) base = base.split(f.text).join('');
    if (head) base = withHead(base, head, blockedSteps(routing, outcomes, passed, fresh ? blocking : []));
  }
  if (fresh) {
    for (const f of findingsOf(old)) base = base.split(f.text).join('');
    base = [base, ...blocking.map((f) => f.text)].join(' ');
  }
  const freshCodes = fresh ? findingCodes(fresh, blocking) : [];
  return {
    ...rest,
    routing: 'manual_revision',
    blocked_reason: base.replace(/\s+/g, ' ').trim(),
    blocked_codes: [...new Set([...(blockedBy ?? []).filter(stillBlocking), ...freshCodes, ...(failed.length ? ['code_unchecked'] : [])])],
    operations,
    ...withCheck,
  };
}

/** The reason's first sentence: how many steps need a human, and which (engine message blocked_reason). */
export type ReasonHead = (count: number | string, list: string) => string;

/**
 * The steps the reason's head named, less those whose replacement passed its check and hold nothing else that
 * blocks, plus those whose replacement has not passed and those where a fresh run-time check found something.
 */
function blockedSteps(routing: RoutingReport, outcomes: ReadonlyMap<string, boolean>, passed: ReadonlySet<string>, found: readonly Finding[]): (old: number[]) => number[] {
  return (old) => {
    const still = (n: number) => !passed.has(String(n)) || (routing.operations.find((op) => op.step === n)?.codes ?? []).some((c) => !CODE_STEP_CODES.has(c) && !c.startsWith('verify_'));
    const failed = [...outcomes].filter(([, ok]) => !ok).map(([step]) => Number(step));
    const foundAt = found.filter((f) => f.step !== null && f.step !== undefined).map((f) => Number(f.step)).filter(Number.isInteger);
    return [...new Set([...old.filter(still), ...failed, ...foundAt])].sort((a, b) => a - b);
  };
}

/** `reason` with its head written again for the steps `steps` makes of the old head's; unchanged when it has none. */
function withHead(reason: string, head: ReasonHead, steps: (old: number[]) => number[]): string {
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before, middle, after] = head('\u0001', '\u0000').split(/[\u0000\u0001]/).map(escape) as [string, string, string];
  const m = new RegExp(`^${before}\\d+${middle}(-|#\\d+(?:, #\\d+)*)${after}`).exec(reason);
  if (!m) return reason;
  const now = steps(m[1] === '-' ? [] : m[1]!.split(', ').map((n) => Number(n.slice(1))));
  return head(Math.max(now.length, 1), now.map((n) => `#${n}`).join(', ') || '-') + reason.slice(m[0].length);
}

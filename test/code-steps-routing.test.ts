// routing.json after `code apply`/`code check`: ready only when every step is valid and the code steps were all that
// blocked the flow; a replaced step that has not passed its check puts a ready flow back into manual_revision.
import { describe, expect, it } from 'vitest';
import type { RoutingReport, RoutingVerification } from '../src/engine/types.js';
import { routingAfter, withValidity, withVerification } from '../src/verify/code-steps/update.js';

const text = (code: string, step: string) => `${code} #${step}`;
const template = (valid: boolean[]) => {
  let next: Record<string, unknown> | undefined;
  for (let i = valid.length; i >= 1; i--) next = { name: `step_${i}`, type: 'CODE', valid: valid[i - 1], ...(next ? { nextAction: next } : {}) };
  return { flows: [{ valid: valid.every(Boolean), trigger: { name: 'trigger', type: 'PIECE_TRIGGER', valid: true, nextAction: next } }] };
};
const blocked = (codes: string[]): RoutingReport => ({
  routing: 'manual_revision',
  blocked_reason: 'engine reason',
  blocked_codes: codes,
  operations: [
    { step: 1, provider: 'py_eval', name: 'invoke_custom_py_code', status: 'unmapped', codes: ['code_rewrite'] },
    { step: 2, provider: 'slack', name: 'post_message', status: 'mapped' },
  ],
});

describe('routing after code checks', () => {
  it('becomes ipaas_ready when the checked code step was all that blocked', () => {
    const r = routingAfter(blocked(['code_rewrite']), template([true, true]), new Map([['1', true]]), text);
    expect(r).toEqual({ routing: 'ipaas_ready', operations: [expect.objectContaining({ step: 1, status: 'mapped', reason: 'code_checked #1', codes: ['code_checked'] }), blocked([]).operations[1]] });
  });

  it('stays manual_revision, with its reason, when something else blocks or a step is still invalid', () => {
    const other = routingAfter(blocked(['code_rewrite', 'missing_required']), template([true, true]), new Map([['1', true]]), text);
    // the checked step's code_rewrite is settled: only what still blocks stays
    expect(other).toMatchObject({ routing: 'manual_revision', blocked_reason: 'engine reason', blocked_codes: ['missing_required'] });
    const invalid = routingAfter(blocked(['code_rewrite']), template([true, false]), new Map([['1', true]]), text);
    expect(invalid.routing).toBe('manual_revision');
  });

  it('puts a ready flow back into manual_revision when a replaced step has not passed its check', () => {
    const ready: RoutingReport = { routing: 'ipaas_ready', operations: blocked([]).operations.map((o) => ({ ...o, status: 'mapped' as const })) };
    const r = routingAfter(ready, template([false, true]), new Map([['1', false]]), text);
    expect(r).toMatchObject({ routing: 'manual_revision', blocked_reason: 'code_unchecked #1', blocked_codes: ['code_unchecked'] });
    expect(r.operations[0]).toMatchObject({ status: 'unmapped', codes: ['code_unchecked'] });
  });

  it('sets step validity and the flow validity without changing the given flow', () => {
    const before = template([false, true]);
    const after = withValidity(before, new Map([['step_1', true]])) as ReturnType<typeof template>;
    expect(after.flows[0]!.valid).toBe(true);
    expect(before.flows[0]!.valid).toBe(false);
  });
});

describe('the run-time check after code steps changed', () => {
  const finding = (step: number, text: string) => ({ event: 1, step, field: 'text', workato: 'a', flow: 'b', text });
  const check = (differences: ReturnType<typeof finding>[]): RoutingVerification => ({
    events: 3, equivalent: differences.length === 0, verdict: differences.length ? 'different' : 'equivalent', summary: 'old summary', differences, not_proven: [], approximations: [],
  });
  const withCheck = (codes: string[], v: RoutingVerification, reason = 'engine reason'): RoutingReport => ({ ...blocked(codes), blocked_reason: reason, verification: v });

  it('without the recipe, the old result is kept but marked stale: not proven, its summary saying so', () => {
    const r = routingAfter(withCheck(['code_rewrite'], check([])), template([true, true]), new Map([['1', true]]), text, { stale: 'check again' });
    expect(r.verification).toMatchObject({ stale: true, equivalent: false, verdict: 'not_proven', summary: 'check again', events: 3 });
    // the same routing decision as before: the code step was all that blocked
    expect(r.routing).toBe('ipaas_ready');
    const ready: RoutingReport = { routing: 'ipaas_ready', operations: blocked([]).operations, verification: check([]) };
    expect(withVerification(ready, { stale: 'check again' }).verification).toMatchObject({ stale: true, verdict: 'not_proven' });
  });

  it('a fresh result replaces the old one: its findings, codes and texts take the old ones\' place', () => {
    const old = check([finding(2, 'OLD-DIFF at 2')]);
    const stillDifferent = routingAfter(withCheck(['code_rewrite', 'verify_difference'], old, 'head. OLD-DIFF at 2'), template([true, true]), new Map([['1', true]]), text, { fresh: check([finding(2, 'NEW-DIFF at 2')]) });
    expect(stillDifferent.verification!.differences.map((d) => d.text)).toEqual(['NEW-DIFF at 2']);
    expect(stillDifferent.routing).toBe('manual_revision');
    expect(stillDifferent.blocked_reason).toBe('head. NEW-DIFF at 2');
    expect(stillDifferent.blocked_codes).toEqual(['verify_difference']);

    const nowEquivalent = routingAfter(withCheck(['code_rewrite', 'verify_difference'], old, 'head. OLD-DIFF at 2'), template([true, true]), new Map([['1', true]]), text, { fresh: check([]) });
    expect(nowEquivalent).toMatchObject({ routing: 'ipaas_ready', verification: { verdict: 'equivalent', equivalent: true } });
    expect(nowEquivalent.blocked_reason).toBeUndefined();
  });

  it('the reason\'s head names the steps still blocking: a passed code step leaves it, a fresh finding\'s step enters it', () => {
    const head = (count: number | string, list: string) => `${count} step(s) block: ${list}.`;
    const routing: RoutingReport = { ...blocked(['code_rewrite']), blocked_reason: '1 step(s) block: #1. REWRITE #1', operations: [{ ...blocked([]).operations[0]!, reason: 'REWRITE #1' }, blocked([]).operations[1]!], verification: check([]) };
    const r = routingAfter(routing, template([true, true]), new Map([['1', true]]), text, { fresh: check([finding(2, 'NEW-DIFF at 2')]) }, head);
    expect(r).toMatchObject({ routing: 'manual_revision', blocked_reason: '1 step(s) block: #2. NEW-DIFF at 2', blocked_codes: ['verify_difference'] });
    const unchecked = routingAfter(routing, template([false, true]), new Map([['1', false]]), text, { stale: 'check again' }, head);
    expect(unchecked).toMatchObject({ blocked_reason: '1 step(s) block: #1. code_unchecked #1', blocked_codes: ['code_unchecked'] });
  });

  it('a finding of the fresh check outside the checked code steps blocks a flow that was ready', () => {
    const ready: RoutingReport = { routing: 'ipaas_ready', operations: blocked([]).operations.map((o) => ({ ...o, status: 'mapped' as const })), verification: check([]) };
    const r = routingAfter(ready, template([true, true]), new Map([['1', true]]), text, { fresh: check([finding(2, 'NEW-DIFF at 2')]) });
    expect(r).toMatchObject({ routing: 'manual_revision', blocked_reason: 'NEW-DIFF at 2', blocked_codes: ['verify_difference'] });
    // at the checked code step itself, the code check settles it
    const atCode = routingAfter(ready, template([true, true]), new Map([['1', true]]), text, { fresh: check([finding(1, 'at the code step')]) });
    expect(atCode.routing).toBe('ipaas_ready');
  });
});

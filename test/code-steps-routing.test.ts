// routing.json after `code apply`/`code check`: ready only when every step is valid and the code steps were all that
// blocked the flow; a replaced step that has not passed its check puts a ready flow back into manual_revision.
import { describe, expect, it } from 'vitest';
import type { RoutingReport } from '../src/engine/types.js';
import { routingAfter, withValidity } from '../src/verify/code-steps/update.js';

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
    expect(other).toMatchObject({ routing: 'manual_revision', blocked_reason: 'engine reason', blocked_codes: ['code_rewrite', 'missing_required'] });
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

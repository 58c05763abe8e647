// Activepieces runtime model: router operators on edge values and branch selection, as in
// packages/engine/src/lib/handler/router-executor.ts (evaluateConditions, handleRouterExecution).
import { describe, expect, it } from 'vitest';
import { evaluateConditions } from '../src/verify/activepieces/index.js';
import { flow, router, run, sent, slack } from './support/ap-runtime.js';

const holds = (operator: string, firstValue: unknown, secondValue?: unknown, caseSensitive?: boolean) =>
  evaluateConditions([[{ operator, firstValue, secondValue, caseSensitive }]]);

describe('operators on edge values', () => {
  it('EXISTS / DOES_NOT_EXIST: only undefined, null and "" are absent; 0, false, [] and "false" exist', () => {
    for (const v of [0, false, [], {}, 'false', ' ']) expect([v, holds('EXISTS', v)]).toEqual([v, true]);
    for (const v of [undefined, null, '']) expect([v, holds('EXISTS', v), holds('DOES_NOT_EXIST', v)]).toEqual([v, false, true]);
  });

  it('BOOLEAN_IS_TRUE / FALSE are JS truthiness: the string "false" is true, 0 and "" are false, [] is true', () => {
    expect(holds('BOOLEAN_IS_TRUE', 'false')).toBe(true);
    expect(holds('BOOLEAN_IS_TRUE', 'true')).toBe(true);
    expect(holds('BOOLEAN_IS_TRUE', [])).toBe(true);
    expect(holds('BOOLEAN_IS_TRUE', 0)).toBe(false);
    expect(holds('BOOLEAN_IS_FALSE', '')).toBe(true);
    expect(holds('BOOLEAN_IS_FALSE', null)).toBe(true);
    expect(holds('BOOLEAN_IS_FALSE', false)).toBe(true);
  });

  it('TEXT_* compare text forms: non-strings are JSON-encoded, so null is "null" and [] is "[]"', () => {
    expect(holds('TEXT_EXACTLY_MATCHES', 5, '5')).toBe(true);
    expect(holds('TEXT_EXACTLY_MATCHES', null, 'null')).toBe(true);
    expect(holds('TEXT_EXACTLY_MATCHES', [], '[]')).toBe(true);
    expect(holds('TEXT_EXACTLY_MATCHES', false, 'false')).toBe(true);
    expect(holds('TEXT_CONTAINS', ['ab', 'c'], '"ab"')).toBe(true);
    expect(holds('TEXT_EXACTLY_MATCHES', 'ABC', 'abc')).toBe(true);
    expect(holds('TEXT_EXACTLY_MATCHES', 'ABC', 'abc', true)).toBe(false);
    expect(holds('TEXT_START_WITH', 'Hello', 'he')).toBe(true);
    expect(holds('TEXT_DOES_NOT_END_WITH', 'Hello', 'LO')).toBe(false);
    // everything contains the empty string
    expect(holds('TEXT_CONTAINS', 'x', '')).toBe(true);
  });

  it('NUMBER_* convert with Number(): "" is 0, text that is not a number stays text and compares false', () => {
    expect(holds('NUMBER_IS_GREATER_THAN', '10', '9')).toBe(true); // 10 > 9, not "10" > "9"
    expect(holds('NUMBER_IS_EQUAL_TO', '', '0')).toBe(true);
    expect(holds('NUMBER_IS_EQUAL_TO', '1e3', 1000)).toBe(true);
    expect(holds('NUMBER_IS_LESS_THAN', 'abc', '5')).toBe(false);
    expect(holds('NUMBER_IS_GREATER_THAN', 'abc', '5')).toBe(false);
    expect(holds('NUMBER_IS_EQUAL_TO', null, '0')).toBe(true); // Number(null) is 0
    expect(holds('NUMBER_IS_EQUAL_TO', [], '0')).toBe(true); // Number([]) is 0
  });

  it('LIST_* parse JSON text; LIST_CONTAINS wraps a non-list; LIST_IS_EMPTY is false for a non-list', () => {
    expect(holds('LIST_IS_EMPTY', [])).toBe(true);
    expect(holds('LIST_IS_EMPTY', '[]')).toBe(true);
    expect(holds('LIST_IS_EMPTY', '')).toBe(false);
    expect(holds('LIST_IS_NOT_EMPTY', '')).toBe(false);
    expect(holds('LIST_IS_NOT_EMPTY', null)).toBe(false);
    expect(holds('LIST_CONTAINS', '["a","B"]', 'b')).toBe(true);
    expect(holds('LIST_CONTAINS', 'a', 'A')).toBe(true);
    expect(holds('LIST_CONTAINS', [1, 2], '2')).toBe(true);
    expect(holds('LIST_DOES_NOT_CONTAIN', [1, 2], '3')).toBe(true);
  });

  it('DATE_* need two valid dates: null, "" and objects never match', () => {
    expect(holds('DATE_IS_AFTER', '2026-02-01', '2026-01-01')).toBe(true);
    expect(holds('DATE_IS_BEFORE', null, '2026-01-01')).toBe(false);
    expect(holds('DATE_IS_AFTER', '', '2026-01-01')).toBe(false);
    expect(holds('DATE_IS_EQUAL', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(holds('DATE_IS_EQUAL', 0, '1970-01-01T00:00:00Z')).toBe(true);
  });

  it('groups are OR of AND, and an empty group is true', () => {
    const yes = { operator: 'EXISTS', firstValue: 'x' };
    const no = { operator: 'EXISTS', firstValue: '' };
    expect(evaluateConditions([[yes, no], [yes]])).toBe(true);
    expect(evaluateConditions([[yes, no]])).toBe(false);
    expect(evaluateConditions([[]])).toBe(true);
    expect(() => evaluateConditions([[{ firstValue: 'x' }]])).toThrow(/operator is required/);
  });
});

describe('branch selection', () => {
  const cond = (operator: string, firstValue: string, secondValue?: string) => [[{ operator, firstValue, ...(secondValue !== undefined ? { secondValue } : {}) }]];
  const branches = [
    { conditions: cond('TEXT_EXACTLY_MATCHES', "{{trigger['body']['status']}}", 'approved'), then: slack('step_2', 'A') },
    { conditions: cond('EXISTS', "{{trigger['body']['status']}}"), then: slack('step_3', 'B') },
  ];

  it('EXECUTE_FIRST_MATCH runs the first matching branch only; the fallback only when nothing matched', () => {
    const template = flow(router('step_1', branches, slack('step_4', 'F')), slack('step_5', 'after'));
    expect(sent(run(template, { status: 'Approved' }))).toEqual(['A', 'after']);
    expect(sent(run(template, { status: 'other' }))).toEqual(['B', 'after']);
    expect(sent(run(template, { status: null }))).toEqual(['F', 'after']);
  });

  it('EXECUTE_ALL_MATCH runs every matching branch in order, and never the fallback when one matched', () => {
    const template = flow(router('step_1', branches, slack('step_4', 'F'), true));
    expect(sent(run(template, { status: 'approved' }))).toEqual(['A', 'B']);
    expect(sent(run(template, {}))).toEqual(['F']);
  });

  it('the router output records each branch evaluation, 1-based', () => {
    const detail = run(flow(router('step_1', branches, null, true)), { status: 'x' });
    expect(detail.steps[0]!.output).toEqual({ branches: [
      { branchName: 'b0', branchIndex: 1, evaluation: false },
      { branchName: 'b1', branchIndex: 2, evaluation: true },
      { branchName: 'Otherwise', branchIndex: 3, evaluation: false },
    ] });
  });

  it('a condition on a number keeps its type through a single reference', () => {
    const template = flow(router('step_1', [{ conditions: cond('NUMBER_IS_GREATER_THAN', "{{trigger['body']['n']}}", '9'), then: slack('step_2', 'big') }]));
    expect(sent(run(template, { n: 10 }))).toEqual(['big']);
    expect(sent(run(template, { n: '10' }))).toEqual(['big']);
    expect(sent(run(template, { n: 'ten' }))).toEqual([]);
  });
});

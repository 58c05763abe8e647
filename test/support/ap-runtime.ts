// Small hand-built flows for the Activepieces runtime model tests: every template is checked by the flow checker
// before it runs, so the model is only ever fed flows that import.
import { expect } from 'vitest';
import { chain, codeStep, loopStep, pieceStep, routerStep, type APStep } from '../../src/engine/flow/steps.js';
import type { BranchCondition } from '../../src/engine/flow/types.js';
import { runFlow, type RunDetail, type RunOptions } from '../../src/verify/activepieces/index.js';
import type { ExternalCall } from '../../src/verify/trace.js';
import { checkTemplate } from './flow-check.js';
import { webhookTemplate } from './templates.js';

export type { APStep };

const VERSIONS: Record<string, string> = {
  '@activepieces/piece-store': '0.6.20',
  '@activepieces/piece-webhook': '0.1.41',
  '@activepieces/piece-subflows': '0.7.0',
  '@activepieces/piece-flow-helper': '0.1.8',
  '@activepieces/piece-http': '0.11.19',
  '@activepieces/piece-slack': '0.17.9',
  '@activepieces/piece-json': '0.1.5',
  '@activepieces/piece-pipefy': '0.2.4',
};

export function piece(name: string, pieceName: string, actionName: string, input: Record<string, unknown>): APStep {
  return pieceStep({ name, displayName: name, pieceName, pieceVersion: VERSIONS[pieceName] ?? '1.0.0', actionName, input, valid: true });
}

export const put = (name: string, key: string, value: unknown, scope = 'RUN') => piece(name, '@activepieces/piece-store', 'put', { key, value, store_scope: scope });
export const get = (name: string, key: string, scope = 'RUN') => piece(name, '@activepieces/piece-store', 'get', { key, store_scope: scope });
export const slack = (name: string, text: unknown) => piece(name, '@activepieces/piece-slack', 'send_channel_message', { channel: 'C1', text, sendAsBot: true });
export const code = (name: string, body: string, input: Record<string, unknown> = {}) =>
  codeStep({ name, displayName: name, code: `export const code = async (inputs) => {\n${body}\n};`, input, valid: true });
export const loop = (name: string, items: string, body: APStep | null) => loopStep({ name, displayName: name, items, body, valid: true });

/** A router with one CONDITION branch per condition list (OR of AND groups) and a fallback. */
export function router(name: string, branches: Array<{ conditions: Array<Array<Record<string, unknown>>>; then: APStep | null }>, fallback: APStep | null = null, all = false): APStep {
  return routerStep({
    name, displayName: name, executionType: all ? 'EXECUTE_ALL_MATCH' : 'EXECUTE_FIRST_MATCH', valid: true,
    branches: [...branches.map((b, i) => ({ branchName: `b${i}`, conditions: b.conditions as BranchCondition[][] })), { branchName: 'Otherwise' }],
    children: [...branches.map((b) => b.then), fallback],
  });
}

export function flow(...steps: Array<APStep | null>): ReturnType<typeof webhookTemplate> {
  const template = uncheckedFlow(...steps);
  expect(checkTemplate(template).errors).toEqual([]);
  return template;
}

/** A flow the checker would refuse (our engine never writes it), to pin what the model does with such input. */
export function uncheckedFlow(...steps: Array<APStep | null>): ReturnType<typeof webhookTemplate> {
  return webhookTemplate(chain(steps) ?? undefined);
}

/** Runs with a webhook event body; the provider answers `data(call)` (default: `{ ok: true }`). */
export function run(template: unknown, body: unknown = {}, data: (call: ExternalCall) => unknown = () => ({ ok: true }), extra: Partial<RunOptions> = {}): RunDetail {
  return runFlow(template, { trigger: { body, headers: {}, queryParams: {} }, outputs: data, ...extra });
}

/** The text each Slack call sent, in order. */
export const sent = (detail: RunDetail) => detail.calls.filter((c) => c.app === '@activepieces/piece-slack').map((c) => c.input.text);

// A call one side makes and the other does not reads as a negation in each language ("o fluxo não chama nada"),
// not as a call of a value named "nothing" ("o fluxo chama nada").
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../src/engine/diagnostics.js';
import { differenceMessage } from '../src/verify/explain.js';

describe('a call difference in words', () => {
  const missing = { step: 2, field: '(call)', workato: 'acme/do_it', flow: undefined };
  const extra = { step: 2, field: '(call)', workato: undefined, flow: 'slack/send' };
  it.each([
    ['en', 'Step 2: Workato calls "acme/do_it", the flow calls nothing.', 'Step 2: Workato calls nothing, the flow calls "slack/send".'],
    ['pt', 'Passo 2: o Workato chama "acme/do_it", o fluxo não chama nada.', 'Passo 2: o Workato não chama nada, o fluxo chama "slack/send".'],
    ['es', 'Paso 2: Workato llama a "acme/do_it", el flujo no llama a nada.', 'Paso 2: Workato no llama a nada, el flujo llama a "slack/send".'],
  ] as const)('%s', (lang, flowNone, workatoNone) => {
    expect(renderMessage(differenceMessage(missing as never), lang)).toBe(flowNone);
    expect(renderMessage(differenceMessage(extra as never), lang)).toBe(workatoNone);
    expect(differenceMessage(missing as never).code).toBe('verify_difference_call');
  });
});

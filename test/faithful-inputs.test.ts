// Inputs the step says it maps must reach the flow: a delay given by a datapill or a formula waits that long, not 0.
import { describe, expect, it } from 'vitest';
import { action, dp, type Step } from './support/recipes.js';
import { runTranslated, translate } from './support/faithful.js';

const webhook = (block: Step[]): Step => ({ keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block });
const wait = (interval: string): Step => action('clock', 'wait_for_interval', 'w', { interval, time_unit: 'minutes' });

describe('delays from datapills and formulas', () => {
  it('a datapill delay waits the event\'s amount (Number of a pill used to give 0)', () => {
    const t = translate(webhook([wait(dp('workato_webhooks', 'trg', ['minutes']))]));
    const delay = runTranslated(t, { body: { minutes: '3' } }).steps.find((s) => s.name === 'step_1')!;
    expect(delay.input).toMatchObject({ unit: 'minutes', delayFor: 3 });
    expect(delay.output).toEqual({ delayForInMs: 180_000, success: true });
  });

  it('a formula delay waits the computed amount', () => {
    const t = translate(webhook([wait(`=${dp('workato_webhooks', 'trg', ['minutes']).slice(2, -1)}.to_i * 2`)]));
    const delay = runTranslated(t, { body: { minutes: '4' } }).steps.find((s) => s.name === 'step_1')!;
    expect(delay.input).toMatchObject({ unit: 'minutes', delayFor: 8 });
    expect(t.result.routing.operations.find((o) => o.step === 1)!.status).toBe('mapped');
  });

  it('a literal amount is kept as a number', () => {
    const t = translate(webhook([wait('15')]));
    expect(runTranslated(t, { body: {} }).steps.find((s) => s.name === 'step_1')!.input).toMatchObject({ delayFor: 15 });
  });
});

describe('a second input a row could read is reported, never silently lost', () => {
  it('an S3 upload given a folder path and a file name: the name is the key and the path is named as dropped', () => {
    const upload = action('amazon_s3', 'upload_file', 'u', { bucket: 'b', path: 'invoices/2026', file_name: dp('workato_webhooks', 'trg', ['name']), content: 'x' });
    const t = translate(webhook([upload]));
    // (the model then refuses the text given as the FILE prop: the upload step's resolved input is what matters)
    const step = runTranslated(t, { body: { name: 'a.pdf' } }).steps.find((s) => s.name === 'step_1')!;
    expect(step.input).toMatchObject({ fileName: 'a.pdf' });
    const op = t.result.routing.operations.find((o) => o.step === 1)!;
    expect(op.status).toBe('approximated');
    expect(op.codes).toContain('field_dropped');
    expect(op.reason).toContain('path');
  });
});

// Run data the recipe reads: the Workato job id and job URL become the run's own id and URL (flow-helper Get Run
// Info), and a schedule without a time zone keeps Workato's default zone.
import { describe, expect, it } from 'vitest';
import { normalizeRecipe } from '../src/engine/recipe.js';
import { runRecipe } from '../src/verify/workato/index.js';
import { action, dp, type Step } from './support/recipes.js';
import { runTranslated, translate } from './support/faithful.js';

const job = (key: string) => `#{_dp('{"pill_type":"job_context","path":["${key}"]}')}`;
const webhook = (block: Step[]): Step => ({ keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block });

describe('Workato job id', () => {
  const fragment = () => webhook([action('slack', 'post_message_to_channel', 's1', { channel: 'C1', message: `failed in job ${job('job_id')}` })]);

  it('is the run id in the flow: the message names the run, as Workato named the job', () => {
    const t = translate(fragment());
    const flow = runTranslated(t, { body: {} }, () => ({}), { runId: 'run-7' });
    expect(flow.calls.map((c) => c.input.text)).toEqual(['failed in job run-7']);
    const workato = runRecipe(normalizeRecipe(t.raw, 'fragment'), { event: {}, outputs: () => ({}), jobContext: { job_id: 'run-7' } });
    expect(workato.calls.map((c) => c.input.message)).toEqual(['failed in job run-7']);
  });

  it('is mapped without an approximation (no empty value, no cause_job_data)', () => {
    const t = translate(fragment());
    expect(t.result.diagnostics.map((d) => d.code)).not.toContain('field_approximated');
    expect(t.result.routing.operations.find((o) => o.step === 1)!.status).toBe('mapped');
  });
});

describe('Scheduler time zone', () => {
  const schedule = (input: Record<string, unknown>) =>
    translate({ keyword: 'trigger', provider: 'clock', name: 'scheduled_event', as: 'trg', input, block: [action('slack', 'post_message_to_channel', 's1', { channel: 'C1', message: 'tick' })] });

  it("without a time zone the schedule runs in Workato's default, America/Los_Angeles, not UTC", () => {
    const t = schedule({ time_unit: 'days', trigger_every: '1', trigger_at: '09:00' });
    expect(t.template.flows[0]!.trigger.settings.input).toMatchObject({ cronExpression: '0 9 * * *', timezone: 'America/Los_Angeles' });
  });

  it('a time zone given is kept', () => {
    const t = schedule({ time_unit: 'days', trigger_every: '1', trigger_at: '09:00', timezone: 'Brasilia' });
    expect(t.template.flows[0]!.trigger.settings.input).toMatchObject({ timezone: 'America/Sao_Paulo' });
  });
});

describe('Salesforce platform events (unmapped although the catalog has a target)', () => {
  it('publishing an event creates a record of the event object with its fields', () => {
    const t = translate(webhook([action('salesforce', 'publish_platform_event', 'pe', { sobject_name: 'Order_Placed__e', Order_Id__c: dp('workato_webhooks', 'trg', ['id']), Amount__c: '12.5' })]));
    const flow = runTranslated(t, { body: { id: 'O-9' } }, () => ({ id: 'e1', success: true }));
    expect(flow.calls.map((c) => [c.app, c.operation, c.input])).toEqual([
      ['@activepieces/piece-salesforce', 'create_record', { object: 'Order_Placed__e', data: { Order_Id__c: 'O-9', Amount__c: '12.5' } }],
    ]);
    expect(t.result.routing.operations.find((o) => o.step === 1)!.status).toBe('mapped');
  });
});

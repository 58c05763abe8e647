// Workato input wrappers must not reach a piece as they are: a `{schema, data}` bind object, the Salesforce upsert
// key selector, Workato's Slack block list, a Drive `{folder_id, drive_id}` picker, a Gmail attachment list or a
// table filter is unwrapped into the value the piece's prop reads, or the step says it is not carried. The
// equivalence check reports a wrapper passed through as a difference.
import { describe, expect, it } from 'vitest';
import { wrappedProps } from '../src/engine/mapping/prop-formats.js';
import { action, callableTrigger, dp, type Step } from './support/recipes.js';
import { runTranslated, translate } from './support/faithful.js';

type Any = Record<string, any>;

const param = (name: string) => dp('workato_recipe_function', 'trg', ['parameters', name]);
const params = (...names: string[]) => names.map((name) => ({ name, type: 'string' }));
const flowStep = (t: ReturnType<typeof translate>, name = 'step_1'): Any => {
  const find = (s: Any | undefined): Any | undefined => (!s ? undefined : s.name === name ? s : find(s.nextAction));
  return find(t.template.flows[0]!.trigger as Any)!;
};
const op = (t: ReturnType<typeof translate>, step = 1) => t.result.routing.operations.find((o) => o.step === step)!;
const verification = (t: ReturnType<typeof translate>) => t.result.routing.verification!;
const called = (t: ReturnType<typeof translate>, event: Record<string, unknown>, name = 'step_1') =>
  runTranslated(t, event).steps.find((s) => s.name === name)!.input as Any;

describe('database binds given as Workato {schema, data}', () => {
  const binds = { schema: JSON.stringify([{ name: 'email' }, { name: 'team' }]), data: { email: param('email'), team: 'ops' } };
  const sql = 'select * from users where email = :email and team = :team';

  it('PostgreSQL: the named binds become $1, $2 and the args list the values in that order', () => {
    const t = translate(callableTrigger([action('postgresql', 'run_custom_sql', 'q', { sql, binds })], params('email')));
    const input = called(t, { email: 'ana@example.com' });
    expect(input.query).toBe('select * from users where email = $1 and team = $2');
    expect(input.args).toEqual(['ana@example.com', 'ops']);
    expect(verification(t).differences).toEqual([]);
  });

  it('SQL Server: the binds are the named parameters the query reads as @name', () => {
    const t = translate(callableTrigger([action('sql_server', 'run_custom_sql', 'q', { sql, parameters: binds })], params('email')));
    const input = called(t, { email: 'ana@example.com' });
    expect(input.query).toBe('select * from users where email = @email and team = @team');
    expect(input.parameters).toEqual({ email: 'ana@example.com', team: 'ops' });
  });

  it('binds already given as a list of values are kept as they are', () => {
    const t = translate(callableTrigger([action('postgresql', 'run_custom_sql', 'q', { sql: 'select * from users where email = $1', args: [param('email')] })], params('email')));
    expect(called(t, { email: 'ana@example.com' }).args).toEqual(['ana@example.com']);
    expect(verification(t).differences).toEqual([]);
  });

  it('Oracle: the binds object is the values, not the wrapper', () => {
    const t = translate(callableTrigger([action('oracle', 'run_custom_sql', 'q', { sql, binds })], params('email')));
    expect(called(t, { email: 'ana@example.com' }).binds).toEqual({ email: 'ana@example.com', team: 'ops' });
  });
});

describe('the Salesforce upsert key selector', () => {
  it('the selected external id field is the piece\'s external_field and its value goes into the record', () => {
    const upsert = action('salesforce', 'upsert_sobject', 'u', {
      sobject_name: 'Contact', primary_key: { field: 'External_Id__c', value: param('id') }, LastName: param('name'),
    });
    const t = translate(callableTrigger([upsert], params('id', 'name')));
    const input = called(t, { id: 'X-1', name: 'Souza' });
    expect(input.external_field).toBe('External_Id__c');
    // upsert-by-external-id.ts reads records.records
    expect(input.records).toEqual({ records: [{ attributes: { type: 'Contact' }, External_Id__c: 'X-1', LastName: 'Souza' }] });
    expect(verification(t).differences).toEqual([]);
  });

  it('a field named in external_id_field keeps its value from the record fields', () => {
    const upsert = action('salesforce', 'upsert_sobject', 'u', { sobject_name: 'Account', external_id_field: 'Erp_Id__c', Erp_Id__c: param('id'), Name: 'Acme' });
    const t = translate(callableTrigger([upsert], params('id')));
    const input = called(t, { id: 'E-9' });
    expect(input.external_field).toBe('Erp_Id__c');
    expect(input.records).toEqual({ records: [{ attributes: { type: 'Account' }, Erp_Id__c: 'E-9', Name: 'Acme' }] });
  });
});

describe('Slack blocks', () => {
  it("Workato's block list becomes Block Kit blocks in the piece's blocks prop", () => {
    const post = action('slack_bot', 'post_bot_message', 'm', {
      channel: 'C123', text: 'New lead',
      blocks: [{ block_type: 'header', text: 'New lead' }, { block_type: 'section', text: `Email: ${param('email')}` }, { block_type: 'divider' }],
    });
    const t = translate(callableTrigger([post], params('email')));
    expect(called(t, { email: 'ana@example.com' }).blocks).toEqual([
      { type: 'header', text: { type: 'plain_text', text: 'New lead' } },
      { type: 'section', text: { type: 'mrkdwn', text: 'Email: ana@example.com' } },
      { type: 'divider' },
    ]);
    expect(op(t).status).toBe('mapped');
    expect(verification(t).differences).toEqual([]);
  });

  it('a block kind with no Block Kit equivalent is left out and named, never sent as a wrapper', () => {
    const post = action('slack_bot', 'post_bot_message', 'm', { channel: 'C123', text: 'Hi', blocks: [{ block_type: 'carousel', text: 'x' }] });
    const t = translate(callableTrigger([post], params('email')));
    expect(flowStep(t).settings.input.blocks).toBeUndefined();
    expect(op(t).status).toBe('approximated');
    expect(op(t).codes).toContain('slack_blocks_unknown');
    expect(op(t).reason).toContain('carousel');
    expect(verification(t).approximations).toContainEqual(expect.objectContaining({ step: 1, field: '(dropped).blocks[0]' }));
  });
});

describe('Google Drive folder pickers', () => {
  it('a {folder_id, drive_id} picker gives the folder id, and a shared drive turns on shared drives', () => {
    const t = translate(callableTrigger([action('google_drive', 'create_folder', 'f', { name: 'Invoices', parent_id: { folder_id: '1FolderAbc', drive_id: '0DriveXyz' } })], params('email')));
    const input = called(t, { email: 'a@b.c' });
    expect(input.parentFolder).toBe('1FolderAbc');
    expect(input.include_team_drives).toBe(true);
    expect(op(t).status).toBe('mapped');
  });
});

describe('Gmail attachments', () => {
  it("Workato's attachment list becomes the piece's list of { file, name }", () => {
    const mail = action('gmail', 'send_mail', 'g', { to: 'ana@example.com', subject: 'Report', body: 'Attached', attachments: [{ file_name: 'report.csv', content: param('csv') }] });
    const t = translate(callableTrigger([mail], params('csv')));
    expect(called(t, { csv: 'a,b\n1,2' }).attachments).toEqual([{ file: 'a,b\n1,2', name: 'report.csv' }]);
  });
});

describe('Tables filters', () => {
  it("a data table's Workato filter is named for the user, not passed to the piece as Workato's wrapper", () => {
    const search = action('workato_db_table', 'search_records', 's', {
      table_id: { zip_name: 'customers.workato_db_table.json', name: 'Customers', folder: '' },
      filters: [{ field_id: '2531703f-1111-4222-8333-444455556666', op_default: 'eq', value_default: 'gold' }],
    });
    const t = translate(callableTrigger([search], params('email')));
    expect(flowStep(t).settings.input.filters).toBeUndefined();
    expect(op(t).status).not.toBe('mapped');
    expect(op(t).codes).toContain('tables_filter');
    expect(op(t).reason).toContain('2531703f-1111-4222-8333-444455556666 eq gold');
  });

  it("a lookup table's search columns are named the same way", () => {
    const search = action('lookup_table', 'search_entries', 's', { lookup_table_id: { zip_name: 'plans.lookup_table.json', name: 'Plans', folder: '' }, parameters: { col1: param('email') } });
    const t = translate(callableTrigger([search], params('email')));
    expect(op(t).codes).toContain('tables_filter');
    expect(op(t).reason).toContain('col1 = (datapill)');
  });
});

describe('the check compares the value the piece reads', () => {
  it('a picker wrapper a row passes through to a text prop is a difference, though both runs send it alike', () => {
    const react = action('slack', 'add_reaction', 'r', { channel: 'C123', ts: '1710304378.475129', name: { value: 'thumbsup', label: 'Thumbs up' } });
    const t = translate(callableTrigger([react], params('email')));
    const difference = verification(t).differences.find((d) => d.step === 1)!;
    expect(difference.field).toBe('(shape).reaction');
    expect(difference.text).toContain('thumbsup');
    expect(t.result.routing.routing).toBe('manual_revision');
    expect(op(t).status).toBe('approximated');
    expect(op(t).codes).toContain('field_wrapped');
  });


  it('a wrapper in a prop is a difference even when both runs send it alike', () => {
    expect(wrappedProps('@activepieces/piece-postgres', 'run-query', { query: 'x', args: [{ schema: '[]', data: { a: 1 } }] })).toEqual(['args']);
    expect(wrappedProps('@activepieces/piece-google-drive', 'create_new_gdrive_folder', { folderName: 'x', parentFolder: { folder_id: '1' } })).toEqual(['parentFolder']);
    expect(wrappedProps('@activepieces/piece-salesforce', 'upsert_by_external_id', { records: [{ Name: 'x' }] })).toEqual(['records']);
    expect(wrappedProps('@activepieces/piece-slack', 'send_channel_message', { blocks: [{ block_type: 'divider' }] })).toEqual(['blocks']);
    expect(wrappedProps('@activepieces/piece-postgres', 'run-query', { query: 'x', args: ['{{step_1.a}}', 2] })).toEqual([]);
  });
});

export type { Step };

describe('a custom action sending a form-encoded body (request type `urlencoded`)', () => {
  // Stripe's API takes form bodies; Workato sends the fields under their real names, URL-encoded.
  const field = (name: string, real: string) => ({ name, label: name, type: 'string', details: { real_name: real } });
  const refund = action('stripe', '__adhoc_http_action', 'r', {
    verb: 'post', path: '/v1/refunds', request_type: 'urlencoded', response_type: 'json',
    input: { data: { payment_intent: dp('workato_webhooks', 'trg', ['pi']), metadata_note_: dp('workato_webhooks', 'trg', ['note']), kind: 'a&b' } },
  }, { extended_input_schema: [{ name: 'input', type: 'object', properties: [{ name: 'data', type: 'object', properties: [field('payment_intent', 'payment_intent'), field('metadata_note_', 'metadata[note]'), field('kind', 'kind')] }] }] });
  const t = translate({ keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block: [refund] });

  it('sends the fields under their real names, values URL-encoded when the flow runs', () => {
    const run = runTranslated(t, { body: { pi: 'pi_1', note: 'late & lost = yes' } }, () => ({ status: 200, headers: {}, body: {} }));
    const call = run.calls.find((c) => c.app === '@activepieces/piece-stripe')!;
    expect(call.input.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(call.input.body).toEqual({ data: 'payment_intent=pi_1&metadata%5Bnote%5D=late%20%26%20lost%20%3D%20yes&kind=a%26b' });
  });

  it('is equivalent', () => {
    const v = t.result.routing.verification!;
    expect(v.differences).toEqual([]);
    expect(v.verdict).toBe('equivalent');
  });
});

describe('a custom action whose request body is XML, plain text or raw data', () => {
  it.each(['xml', 'text', 'rawdata'])('request type %s is reported for a human, never sent as JSON silently', (type) => {
    const t = translate({ keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block: [
      action('stripe', '__adhoc_http_action', 'r', { verb: 'post', path: '/v1/things', request_type: type, input: { data: { a: '1' } } }),
    ] });
    const op = t.result.routing.operations.find((o) => o.step === 1)!;
    expect(op.status).toBe('approximated');
    expect(op.reason).toContain(type);
    expect(t.result.routing.routing).toBe('manual_revision');
  });
});

it('the check runs on a custom action with an XML body (no model error)', () => {
  const t = translate({ keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block: [
    action('stripe', '__adhoc_http_action', 'r', { verb: 'post', path: '/v1/things', request_type: 'xml', input: { data: { a: '1' } } }),
  ] });
  expect(t.result.routing.verification!.not_proven.map((n) => n.code)).not.toContain('model_error');
});

// Business applications through the whole engine: Salesforce, HubSpot, Zendesk, ServiceNow, NetSuite, Stripe, Okta,
// OpenAI, Jira, Asana, DocuSign, and custom connectors.
import { describe, expect, it } from 'vitest';
import { action, dp } from './support/recipes.js';
import { connectorRunner, param, ref, target } from './support/translate.js';

const run = connectorRunner([{ name: 'email', type: 'string' }, { name: 'id', type: 'string' }]);

describe('Salesforce', () => {
  it('create_custom_object -> create_record with the fields in data, and the output id reachable', () => {
    const { step, op } = run([
      action('salesforce', 'create_custom_object', 'sf1', { sobject_name: 'Account', Name: param('email'), Industry: 'Retail', field_list: 'Id' }),
      action('salesforce', 'update_sobject', 'sf2', { sobject_name: 'Account', id: dp('salesforce', 'sf1', ['id']), Industry: 'Tech' }),
    ]);
    expect(target(step(1))).toEqual(['@activepieces/piece-salesforce', 'create_record']);
    expect(step(1).settings.input).toEqual({ object: 'Account', data: { Name: ref('email'), Industry: 'Retail' } });
    expect(step(2).settings.input).toEqual({ object: 'Account', record_id: "{{step_1['id']}}", data: { Industry: 'Tech' } });
    expect([op(1).status, op(2).status]).toEqual(['mapped', 'mapped']);
  });

  it('search_sobjects criteria become a SOQL WHERE clause, approximated', () => {
    const { step, op } = run([action('salesforce', 'search_sobjects', 's1', { sobject_name: 'Contact', Email: param('email'), IsActive__c: 'true', limit: '10' })]);
    expect(target(step(1))).toEqual(['@activepieces/piece-salesforce', 'find_records_by_query']);
    expect(step(1).settings.input).toEqual({ object: 'Contact', where_clause: `Email = '${ref('email')}' AND IsActive__c = true` });
    expect(op(1).status).toBe('approximated');
  });

  it('upload_file_content carries Workato\'s `filename` as the file name', () => {
    const { step } = run([action('salesforce', 'upload_file_content', 'u1', { body: param('id'), filename: 'case.pdf' })]);
    expect(target(step(1))).toEqual(['@activepieces/piece-salesforce', 'add_file_to_record']);
    expect(step(1).settings.input).toMatchObject({ file_name: 'case.pdf' });
  });

  it('the updated-record trigger -> new or updated record', () => {
    const { trigger, op } = run([], { keyword: 'trigger', provider: 'salesforce', name: 'updated_custom_object', as: 'trg', input: { sobject_name: 'Opportunity', since_offset: '0' } });
    expect([...target(trigger), trigger.settings.input]).toEqual(['@activepieces/piece-salesforce', 'new_or_updated_record', { object: 'Opportunity' }]);
    expect(op(0).status).toBe('mapped');
  });
});

describe('HubSpot', () => {
  it('create_contact -> create-contact with the properties', () => {
    const { step, op } = run([action('hubspot', 'create_contact', 'h1', { email: param('email'), firstname: 'Ana' })]);
    expect(target(step(1))).toEqual(['@activepieces/piece-hubspot', 'create-contact']);
    expect(step(1).settings.input).toEqual({ objectProperties: { email: ref('email'), firstname: 'Ana' } });
    expect(op(1).status).toBe('mapped');
  });
});

describe('Zendesk', () => {
  it('create_ticket -> create-ticket with the comment body and requester', () => {
    const { step, op } = run([action('zendesk', 'create_ticket', 'z1', { subject: 'Help', comment: { body: 'Broken' }, requester: { email: param('email') }, priority: 'High', organization_id: '9' })]);
    expect(target(step(1))).toEqual(['@activepieces/piece-zendesk', 'create-ticket']);
    expect(step(1).settings.input).toEqual({ subject: 'Help', comment_body: 'Broken', requester_email: ref('email'), priority: 'high', organization_id: '9' });
    expect(op(1).status).toBe('mapped');
  });

  it('get_ticket goes through the custom API call with its REST path, approximated', () => {
    const { step, op } = run([action('zendesk', 'get_ticket', 'z1', { id: param('id') })]);
    expect(target(step(1))).toEqual(['@activepieces/piece-zendesk', 'custom_api_call']);
    expect(step(1).settings.input).toMatchObject({ url: { url: `/api/v2/tickets/${ref('id')}.json` }, method: 'GET' });
    expect(op(1).status).toBe('approximated');
  });
});

describe('ServiceNow', () => {
  it('create_record -> create_record with the fields', () => {
    const { step, op } = run([action('service_now', 'create_record', 'n1', { table: 'incident', short_description: 'Down', urgency: '1' })]);
    expect(target(step(1))).toEqual(['@activepieces/piece-service-now', 'create_record']);
    expect(step(1).settings.input).toEqual({ table: 'incident', fields: { short_description: 'Down', urgency: '1' } });
    expect(op(1).status).toBe('mapped');
  });
});

describe('NetSuite', () => {
  it('SuiteQL search -> runSuiteQL', () => {
    const { step, op } = run([action('netsuite', 'search_suiteql', 'ns1', { query: 'SELECT id FROM customer' })]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-netsuite', 'runSuiteQL', { query: 'SELECT id FROM customer' }]);
    expect(op(1).status).toBe('mapped');
  });
});

describe('Stripe', () => {
  it('create_customer -> create_customer; metadata has no place and is reported', () => {
    const { step, op } = run([action('stripe', 'create_customer', 'st1', { email: param('email'), name: 'Ana', address: { line1: 'Main St 1', city: 'Lisbon' }, metadata: [{ key: 'k', value: 'v' }] })]);
    expect(target(step(1))).toEqual(['@activepieces/piece-stripe', 'create_customer']);
    expect(step(1).settings.input).toEqual({ email: ref('email'), name: 'Ana', line1: 'Main St 1', city: 'Lisbon' });
    expect(op(1).status).toBe('approximated');
    expect(op(1).reason).toContain('metadata');
  });

  it('__adhoc_http_action carries the Stripe path under api.stripe.com', () => {
    const { step } = run([action('stripe', '__adhoc_http_action', 'st1', { verb: 'get', path: '/v1/customers/search', input: { data: { query: `email:'${param('email')}'` } } })]);
    expect(step(1).settings.input).toEqual({
      url: { url: 'https://api.stripe.com/v1/customers/search' }, method: 'GET', headers: {}, queryParams: { query: `email:'${ref('email')}'` },
    });
  });
});

describe('Okta', () => {
  it('add_user_to_group and create_people (profile fields, leftovers reported)', () => {
    const { step, op } = run([
      action('okta', 'add_user_to_group', 'o1', { userId: param('id'), groupId: 'G1' }),
      action('okta', 'create_people', 'o2', { profile: { firstName: 'A', lastName: 'B', email: param('email'), login: param('email'), title: 'CTO' }, activate: 'true' }),
    ]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-okta', 'add_user_to_group', { userId: ref('id'), groupId: 'G1' }]);
    expect(step(2).settings.input).toEqual({ firstName: 'A', lastName: 'B', email: ref('email'), login: ref('email') });
    expect(op(1).status).toBe('mapped');
    expect(op(2).status).toBe('approximated');
    expect(op(2).reason).toContain('profile.title');
  });
});

describe('OpenAI', () => {
  it('chat completion -> ask_chatgpt; AI utility analysis -> a prompt, approximated', () => {
    const { step, op } = run([
      action('open_ai', 'send_prompt', 'ai1', { model: 'gpt-4o', prompt: `Summarise ${param('id')}`, temperature: '0.2' }),
      action('open_ai_utility', 'analyse_document', 'ai2', { question: 'What is it?', text: 'A document' }),
    ]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-openai', 'ask_chatgpt', { model: 'gpt-4o', prompt: `Summarise ${ref('id')}`, temperature: 0.2, maxTokens: 2048 }]);
    expect(step(2).settings.input).toEqual({ maxTokens: 2048, prompt: 'What is it?\n\nA document' });
    expect([op(1).status, op(2).status]).toEqual(['mapped', 'approximated']);
  });
});

describe('Jira', () => {
  it('create_issue puts the fields in issueFields (a project key is left to pick); search by JQL; new issue trigger', () => {
    const { step, op, trigger, result } = run(
      [
        action('jira', 'create_issue', 'j1', { project_key: 'ENG', issue_type: '10001', summary: 'Bug', description: 'Broken' }),
        action('jira', 'search_issues_by_JQL', 'j2', { jql: 'project = ENG' }),
      ],
      { keyword: 'trigger', provider: 'jira', name: 'new_issue', as: 'trg', input: { since: '2026-01-01T00:00:00Z' } },
    );
    expect(target(trigger)).toEqual(['@activepieces/piece-jira-cloud', 'new_issue']);
    expect(step(1).settings.input).toEqual({ issueTypeId: '10001', issueFields: { summary: 'Bug', description: 'Broken' } });
    expect(result.review.some((r) => r.text.includes('Pick the Jira project "ENG"'))).toBe(true);
    expect(step(2).settings.input).toEqual({ jql: 'project = ENG', maxResults: 50, mapNames: false, sanitizeJql: false });
    // the project is required and still to pick: the create step is not reported as mapped until then
    expect([op(0).status, op(1).status, op(2).status]).toEqual(['mapped', 'approximated', 'mapped']);
    expect(op(1).codes).toContain('missing_required');
  });
});

describe('Asana and DocuSign', () => {
  it('asana/create_task -> create_task', () => {
    const { step, op } = run([action('asana', 'create_task', 'a1', { workspace: 'W1', project: 'P1', name: 'Call', notes: 'n' })]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-asana', 'create_task', { workspace: 'W1', project: 'P1', name: 'Call', notes: 'n' }]);
    expect(op(1).status).toBe('mapped');
  });

  it('docusign/get_envelope -> getEnvelope (the account id must be filled in when Workato had it in the connection)', () => {
    const { step, op, result } = run([action('docusign', 'get_envelope', 'd1', { envelope_id: param('id') })]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-docusign', 'getEnvelope', { envelopeId: ref('id') }]);
    expect(step(1).valid).toBe(false);
    expect(op(1).reason).toContain('required, not filled in: Account id');
    expect(result.routing.routing).toBe('manual_revision');
  });
});

describe('custom connectors', () => {
  it('an unknown custom connector is reported by its readable name', () => {
    const { op, result } = run([action('cicd_for_workato_connector_1096414_1685367514', 'deploy_package', 'c1', { id: '1' })]);
    expect(op(1).status).toBe('unmapped');
    expect(result.review.some((r) => r.kind === 'unmapped' && r.text.includes('cicd_for_workato/deploy_package'))).toBe(true);
  });

  it('a connector whose title ended in punctuation (a doubled underscore before `connector`) is named without a trailing underscore', () => {
    const { result } = run([action('home_assistant_cloud__connector_2100002083_1768260720', 'get_states', 'c1', {})]);
    const text = result.review.find((r) => r.kind === 'unmapped')!.text;
    expect(text).toContain('home_assistant_cloud/get_states');
    expect(text).not.toContain('cloud_/');
    expect(result.description).toContain('Home Assistant Cloud');
    expect(result.description).not.toContain('Cloud  (');
  });
});

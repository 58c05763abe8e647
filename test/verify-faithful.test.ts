// Defect classes of the translation found by the equivalence check, each pinned by a recipe fragment that the
// check found unfaithful before its fix: the translated flow must now be equivalent on every generated event.
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { checkTemplate } from './support/flow-check.js';
import { action, callableTrigger, recipe, type Step } from './support/recipes.js';

type Any = Record<string, any>;

const params = [{ name: 'email', type: 'string' }];
const email = `#{_dp('${JSON.stringify({ pill_type: 'output', provider: 'workato_recipe_function', line: 'trg', path: ['parameters', 'email'] })}')}`;
const post = (as: string, text: string) => action('slack', 'post_message', as, { channel: 'C123', text });

function verified(trigger: Step) {
  const result = translateRecipe(recipe('Fragment', trigger), { lang: 'en' });
  expect(checkTemplate(result.template).errors).toEqual([]);
  return { result, verification: result.routing.verification! };
}

describe('returns end the run', () => {
  it('a Return result ends the flow: a later step does not post', () => {
    const { verification, result } = verified(callableTrigger([action('workato_recipe_function', 'return_result', 'ret', { result: { greeting: email } }), post('after', `Hi ${email}`)], params));
    expect(verification.differences).toEqual([]);
    expect(verification.verdict).toBe('equivalent');
    expect(result.routing.routing).toBe('ipaas_ready');
  });

  it('a Return result inside a branch ends the flow there', () => {
    const branch: Step = {
      keyword: 'if', input: { type: 'compound', operand: 'and', conditions: [{ operand: 'equals_to', lhs: email, rhs: 'vip@example.com' }] },
      block: [action('workato_recipe_function', 'return_result', 'ret', { result: { greeting: email } })],
    };
    const { verification } = verified(callableTrigger([branch, post('after', `Hi ${email}`)], params));
    expect(verification.differences).toEqual([]);
    expect(verification.verdict).toBe('equivalent');
  });

  it('a Respond to API request ends the flow with the answer', () => {
    const pill = (path: string[]) => `#{_dp('${JSON.stringify({ pill_type: 'output', provider: 'workato_api_platform', line: 'req', path })}')}`;
    const trigger: Step = {
      keyword: 'trigger', provider: 'workato_api_platform', name: 'receive_request', as: 'req',
      input: { request: { content_type: 'json', schema: JSON.stringify([{ name: 'email', type: 'string' }]) } },
      block: [
        action('workato_api_platform', 'return_response', 'resp', { http_status_code: '200', response: { email: pill(['request', 'email']) } }),
        post('after', `Hi ${pill(['request', 'email'])}`),
      ],
    };
    const { verification, result } = verified(trigger);
    const response = (result.template.flows[0]!.trigger as Any).nextAction;
    expect(response.settings.input.respond).toBe('stop');
    expect(verification.differences).toEqual([]);
    expect(verification.verdict).toBe('equivalent');
  });
});

describe('output shapes and references', () => {
  it("a step read through the piece's custom API call is read under the response body", () => {
    const person = `#{_dp('${JSON.stringify({ pill_type: 'output', provider: 'okta', line: 'person', path: ['id'] })}')}`;
    const { verification, result } = verified(callableTrigger([
      action('okta', 'get_people_by_id', 'person', { id: email }, { extended_output_schema: [{ name: 'id', type: 'string' }] }),
      action('okta', 'add_user_to_group', 'added', { userId: person, groupId: 'g-1' }),
    ], params));
    expect(JSON.stringify(result.template)).toContain("{{step_1['body']['id']}}");
    expect(verification.differences).toEqual([]);
    expect(verification.verdict).toBe('equivalent');
  });
  it("a recipe call's result is read under callFlow's data (the sub-flow step answers { status, data })", () => {
    const found = (field: string) => `#{_dp('${JSON.stringify({ pill_type: 'output', provider: 'workato_recipe_function', line: 'lookup', path: ['result', field] })}')}`;
    const call = action('workato_recipe_function', 'call_recipe', 'lookup', { flow_id: { name: 'Search contact' }, parameters: { email } }, {
      extended_output_schema: [{ name: 'result', type: 'object', properties: [{ name: 'id', type: 'string' }, { name: 'found', type: 'boolean' }] }],
    });
    const branch: Step = {
      keyword: 'if', input: { type: 'compound', operand: 'and', conditions: [{ operand: 'equals_to', lhs: found('found'), rhs: 'false' }] },
      block: [post('missing', `No contact for ${email}`)],
    };
    const { verification, result } = verified(callableTrigger([call, branch, post('found', `Contact ${found('id')}`)], params));
    expect(JSON.stringify(result.template)).toContain("{{step_1['data']['id']}}");
    expect(verification.differences).toEqual([]);
    expect(verification.verdict).toBe('equivalent');
  });
});

describe('project variables', () => {
  it('a recipe parameter and a project property become project variables the check feeds both runtimes the same value', () => {
    const parameter = `#{_dp('${JSON.stringify({ pill_type: 'job_context', path: ['parameters', 'channel'] })}')}`;
    const property = `#{_dp('${JSON.stringify({ pill_type: 'project_property', property_name: 'team' })}')}`;
    const message = action('slack', 'post_message', 'note', { channel: `=\'#\' + ${parameter.slice(2, -1)}.gsub(\'#\',\'\')`, text: `For ${property}: ${email}` });
    const { verification, result } = verified(callableTrigger([message], params));
    expect(JSON.stringify(result.template)).toContain("{{variables['channel']}}");
    expect(JSON.stringify(result.template)).toContain("{{variables['team']}}");
    expect(verification.not_proven).toEqual([]);
    expect(verification.differences).toEqual([]);
    expect(verification.verdict).toBe('equivalent');
  });
});

describe('Jira search: the piece outputs the list of issues itself', () => {
  it("Workato's issues list, its size and its JSON text reach the next step", () => {
    const issues = (...rest: unknown[]) => `_dp('${JSON.stringify({ pill_type: 'output', provider: 'jira', line: 'search', path: ['issues', ...rest] })}')`;
    const { verification, result } = verified(callableTrigger([
      action('jira', 'search_issues_by_JQL', 'search', { jql: `project = ENG AND reporter = '${email}'` }, {
        extended_output_schema: [{ name: 'issues', type: 'array', of: 'object', properties: [{ name: 'key', type: 'string' }] }],
      }),
      post('report', `=${issues()}.to_json + ' / ' + ${issues({ path_element_type: 'size' })}.to_s`),
    ], params));
    expect(JSON.stringify(result.template)).not.toContain("step_1['issues']");
    expect(verification.differences).toEqual([]);
    expect(verification.verdict).toBe('equivalent');
  });
});

describe('literal values keep the type their field declares', () => {
  it('a "true" typed boolean in the step\'s input schema is sent as true, as Workato converts it', () => {
    const ret = action('workato_recipe_function', 'return_result', 'ret', { result: { success: 'true', count: '3', who: email } }, {
      extended_input_schema: [{ name: 'result', type: 'object', properties: [
        { name: 'success', type: 'boolean', control_type: 'checkbox' }, { name: 'count', type: 'integer' }, { name: 'who', type: 'string' },
      ] }],
    });
    const { verification, result } = verified(callableTrigger([ret], params));
    const response = JSON.stringify(result.template);
    expect(response).toContain('"success":true');
    expect(response).toContain('"count":3');
    expect(verification.differences).toEqual([]);
    expect(verification.verdict).toBe('equivalent');
  });
});

describe("Ruby present? and blank? conditions", () => {
  for (const operand of ['present', 'blank']) {
    it(`${operand}: whitespace-only text, false and empty lists take the branch Workato takes`, () => {
      const branch: Step = {
        keyword: 'if', input: { type: 'compound', operand: 'and', conditions: [{ operand, lhs: email, rhs: '' }] },
        block: [post('inside', `Hi ${email}`)],
      };
      const { verification } = verified(callableTrigger([branch, post('after', 'done')], params));
      // typical, blank, lists of 0 and 3, and the condition's true and false scenarios (whitespace-only text)
      expect(verification.events).toBe(6);
      expect(verification.differences).toEqual([]);
      expect(verification.verdict).toBe('equivalent');
    });
  }
});

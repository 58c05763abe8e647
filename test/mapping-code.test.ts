// Custom code steps (Ruby, Python, JavaScript) and custom actions: what the generated step keeps and runs.
import { describe, expect, it } from 'vitest';
import { NameAllocator } from '../src/engine/flow/names.js';
import { PillResolver } from '../src/engine/flow/resolve.js';
import { FieldConverter } from '../src/engine/flow/values.js';
import { applyRow } from '../src/engine/mapping/apply.js';
import { PLACEHOLDER_MARKER, readOriginal } from '../src/engine/code-comment.js';
import { codeTemplate, runnableJs } from '../src/engine/mapping/code-templates.js';
import { findRow } from '../src/engine/mapping/operations/index.js';
import { adhocBaseUri, joinUrl } from '../src/engine/mapping/shapers/api-calls.js';
import type { WorkatoStep } from '../src/engine/types.js';
import { dp } from './support/recipes.js';

function converter(): FieldConverter {
  const resolver = new PillResolver('trg');
  resolver.defineLine('trg', { root: 'trigger', number: 0, output: { rename: { parameters: ['data'] } } });
  return new FieldConverter({ resolver, names: new NameAllocator(), recipe: { name: 'T' }, placeholder: (f) => `[${f}]`, formulaStepTitle: 'f', parseCache: new Map() }, 3);
}

/** Loads a generated CODE step (`export const code = ...`) and returns its function. */
function load(code: string): (inputs: Record<string, unknown>) => Promise<unknown> {
  return new Function(`${code.replace(/export const code =/, 'const code =')}\nreturn code;`)() as (inputs: Record<string, unknown>) => Promise<unknown>;
}

const step = (provider: string, name: string, input: Record<string, unknown>): WorkatoStep => ({ keyword: 'action', number: 3, provider, name, as: 'c1', input });

describe('Ruby and Python code', () => {
  const ruby = "name = input['name']\n# a comment with */ inside\n{ greeting: \"Hello #{name}\" }";
  const beyond = "begin\n  x = Integer(input['n'])\nrescue ArgumentError\n  x = 0\nend\n{ n: x } # */";

  it.each([
    ['workato_custom_code', 'invoke_custom_ruby_code', 'Ruby', beyond, 'code_ruby_not_compiled'],
    ['py_eval', 'invoke_custom_py_code', 'Python', ruby, 'code_rewrite'],
  ])('%s beyond what compiles keeps the source in a comment, wires the inputs and fails clearly until rewritten', async (provider, name, language, source, note) => {
    const row = findRow(provider, name, 'action')!;
    expect(row.target).toEqual({ code: language === 'Ruby' ? 'ruby_code' : 'python_code' });
    const s = step(provider, name, { name: 'greet', code: source, code_input: { schema: '[]', data: { name: dp('workato_recipe_function', 'trg', ['parameters', 'name']) } } });
    const result = codeTemplate((row.target as { code: string }).code, s, converter(), 'en');
    expect(result.valid).toBe(false);
    expect(result.input).toEqual({ name: "{{trigger['data']['name']}}" });
    expect(result.code).toContain(source.split('\n')[0]);
    expect(result.code).toContain('*\\/');
    expect(result.code).not.toMatch(/\*\/[^]*\*\/[^]*\*\//);
    expect(result.code).toContain(PLACEHOLDER_MARKER);
    expect(result.notes?.map((n) => n.key)).toEqual([note]);
    expect(readOriginal(result.code)).toEqual({ language, step: '3', source });
    await expect(load(result.code)({})).rejects.toThrow(`Workato step 3: the ${language} code was not migrated`);
  });

  it('compiles Ruby inside the subset: the original stays in a comment and the step returns its hash', async () => {
    const s = step('workato_custom_code', 'invoke_custom_ruby_code', { code: ruby, code_input: { data: { name: dp('workato_recipe_function', 'trg', ['parameters', 'name']) } } });
    const result = codeTemplate('ruby_code', s, converter(), 'en');
    expect(result.valid).toBeUndefined();
    expect(result.notes).toEqual([{ key: 'code_ruby_compiled', params: { number: 3 } }]);
    expect(readOriginal(result.code)?.source).toBe(ruby);
    expect(result.code).not.toContain(PLACEHOLDER_MARKER);
    expect(await load(result.code)({ name: 'Ana' })).toEqual({ greeting: 'Hello Ana' });
    // later steps read Workato's ["output", field] pills without the `output` segment
    expect(findRow('workato_custom_code', 'invoke_custom_ruby_code', 'action')!.output).toEqual({ rename: { output: [] } });
  });

  it('writes the error in the chosen language', () => {
    const result = codeTemplate('ruby_code', step('workato_custom_code', 'invoke_custom_ruby_code', { code: 'x' }), converter(), 'pt');
    expect(result.code).toContain('Passo 3 do Workato');
    expect(result.title).toBe('Código personalizado (Ruby)');
  });
});

describe('JavaScript code', () => {
  it.each([
    ['exports.main = async ({ a, b }) => ({ sum: Number(a) + Number(b) });'],
    ['function main(input) {\n  return { sum: Number(input.a) + Number(input.b) };\n}'],
    ['const main = async (input) => { return { sum: Number(input.a) + Number(input.b) } }'],
  ])('runs Workato-shaped code as it is: %s', async (source) => {
    expect(runnableJs(source)).toBe(true);
    const s = step('js_eval', 'invoke_custom_js_code', { code: source, code_input: { data: { a: '2', b: '3' } } });
    const result = codeTemplate('js_code', s, converter(), 'en');
    expect(result.valid).not.toBe(false);
    expect(result.code).toMatch(/export const code = async \(inputs\) =>/);
    expect(await load(result.code)(result.input)).toEqual({ sum: 5 });
  });

  it('keeps code that loads modules or has no main in a comment, invalid', () => {
    for (const source of ["const x = require('lodash');\nexports.main = () => x", 'return 1 + 1']) {
      expect(runnableJs(source)).toBe(false);
      const result = codeTemplate('js_code', step('js_eval', 'invoke_custom_js_code', { code: source }), converter(), 'en');
      expect(result.valid).toBe(false);
      expect(result.notes?.[0]?.key).toBe('code_js_rewrite');
    }
  });
});

describe('custom actions (__adhoc_http_action)', () => {
  it('joins paths the way Workato does', () => {
    expect(joinUrl('https://slack.com/api/', 'conversations.history')).toBe('https://slack.com/api/conversations.history');
    expect(joinUrl('https://api.stripe.com/v1/', '/v1/customers/search')).toBe('https://api.stripe.com/v1/customers/search');
    expect(joinUrl('https://api.stripe.com/v1', 'customers')).toBe('https://api.stripe.com/v1/customers');
    expect(joinUrl(undefined, 'sobjects/Account')).toBe('sobjects/Account');
    expect(joinUrl('https://x.test/', 'https://other.test/a')).toBe('https://other.test/a');
  });

  it("reads the base URI from the step's own path hint before the known table", () => {
    const s: WorkatoStep = {
      keyword: 'action', provider: 'zendesk', name: '__adhoc_http_action',
      extended_input_schema: [{ name: 'path', hint: 'Base URI is <b>https://acme.zendesk.com/api/v2/</b> - path will be appended to this URI.' }],
    };
    expect(adhocBaseUri(s)).toBe('https://acme.zendesk.com/api/v2/');
    expect(adhocBaseUri({ keyword: 'action', provider: 'slack_bot' })).toBe('https://slack.com/api/');
    expect(adhocBaseUri({ keyword: 'action', provider: 'salesforce' })).toBeUndefined();
  });

  it('carries method, URL, headers and a JSON body to the piece custom API call', () => {
    const s = step('hubspot', '__adhoc_http_action', {
      verb: 'post', path: 'crm/v3/objects/notes', request_type: 'json',
      request_headers: [{ name: 'X-Trace', value: dp('workato_recipe_function', 'trg', ['parameters', 'trace']) }],
      input: { schema: '[]', data: { properties: { hs_note_body: 'Hi' } } },
    });
    const applied = applyRow(findRow('hubspot', '__adhoc_http_action', 'action')!, s, converter());
    expect(applied.input).toEqual({
      url: { url: 'https://api.hubapi.com/crm/v3/objects/notes' }, method: 'POST', headers: { 'X-Trace': "{{trigger['data']['trace']}}" }, queryParams: {},
      body_type: 'json', body: { data: { properties: { hs_note_body: 'Hi' } } },
    });
    expect(applied.notes).toEqual([]);
  });

  it('sends form-encoded bodies as form text, with a note', () => {
    const s = step('stripe', '__adhoc_http_action', { verb: 'post', path: 'customers', request_type: 'url_encoded_form', input: { data: { email: 'a@b.c', name: 'A B' } } });
    const applied = applyRow(findRow('stripe', '__adhoc_http_action', 'action')!, s, converter());
    expect(applied.input.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(applied.input.body).toEqual({ data: 'email=a%40b.c&name=A%20B' });
    expect(applied.notes.map((n) => n.key)).toEqual(['adhoc_form_encoded']);
  });

  it('reads Workato\'s own request type value `urlencoded` (the editor\'s "URL encoded form") as a form body', () => {
    const s = step('stripe', '__adhoc_http_action', { verb: 'post', path: '/v1/refunds', request_type: 'urlencoded', input: { data: { payment_intent: 'pi_1', amount: '11' } } });
    const applied = applyRow(findRow('stripe', '__adhoc_http_action', 'action')!, s, converter());
    expect(applied.input).toMatchObject({ headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body_type: 'raw', body: { data: 'payment_intent=pi_1&amount=11' } });
  });

  it('sends each body field under its real name (details.real_name of the step\'s input schema), as Workato does', () => {
    const data = (name: string, real: string) => ({ name, label: name, type: 'string', details: { real_name: real } });
    const s: WorkatoStep = {
      ...step('stripe', '__adhoc_http_action', { verb: 'post', path: '/v1/refunds', request_type: 'json', input: { data: { metadata_reason_: 'late', payment_intent: 'pi_1' } } }),
      extended_input_schema: [{ name: 'input', type: 'object', properties: [{ name: 'schema' }, { name: 'data', type: 'object', properties: [data('metadata_reason_', 'metadata[reason]'), data('payment_intent', 'payment_intent')] }] }],
    };
    const applied = applyRow(findRow('stripe', '__adhoc_http_action', 'action')!, s, converter());
    expect(applied.input.body).toEqual({ data: { 'metadata[reason]': 'late', payment_intent: 'pi_1' } });
  });

  it('keeps a relative path with a note when the base URI is unknown', () => {
    const s = step('salesforce', '__adhoc_http_action', { verb: 'get', path: 'sobjects/Account/describe', input: { data: {} } });
    const applied = applyRow(findRow('salesforce', '__adhoc_http_action', 'action')!, s, converter());
    expect(applied.input.url).toEqual({ url: 'sobjects/Account/describe' });
    expect(applied.notes).toEqual([{ key: 'adhoc_path', params: { path: 'sobjects/Account/describe', verb: 'GET' } }]);
  });

  it('uses the HTTP piece, with a note about authentication, when the piece has no custom API call', () => {
    const s = step('amazon_s3', '__adhoc_http_action', { verb: 'get', path: 'https://bucket.s3.amazonaws.com/key', input: { data: { 'list-type': '2' } } });
    const row = findRow('amazon_s3', '__adhoc_http_action', 'action')!;
    expect(row.target).toEqual({ piece: '@activepieces/piece-http', name: 'send_request' });
    const applied = applyRow(row, s, converter());
    expect(applied.input).toEqual({ method: 'GET', url: 'https://bucket.s3.amazonaws.com/key', headers: {}, queryParams: { 'list-type': '2' }, authType: 'none' });
    expect(applied.notes.map((n) => n.key)).toEqual(['custom_action_http']);
  });
});

// A Ruby code step inside a translated recipe: compiled to a valid CODE step whose result later steps read, run in
// the Activepieces runtime model; Ruby beyond the subset stays a placeholder that blocks the flow with its reason.
import { describe, expect, it } from 'vitest';
import { runFlow, triggerOutput } from '../src/verify/activepieces/index.js';
import { verifyFlow } from '../src/verify/equivalence.js';
import { allSteps } from './support/flow-check.js';
import { action, dp } from './support/recipes.js';
import { connectorRunner, param, type Any } from './support/translate.js';

const run = connectorRunner([{ name: 'emails', type: 'string' }]);

const RUBY = `domains = []
input['emails'].split(',').each do |e|
  e = e.strip
  next if e.empty?
  domains << e.split('@').last.downcase
end
raise 'no email given' if domains.empty?
counts = domains.each_with_object({}) { |d, h| h[d] = (h[d] || 0) + 1 }
{ domains: domains.uniq, top: counts.max_by { |_d, n| n }.first }`;

const ruby = (code: string) =>
  action('workato_custom_code', 'invoke_custom_ruby_code', 'rb', { name: 'domains', code, code_input: { schema: '[]', data: { emails: param('emails') } } });
const answer = action('workato_recipe_function', 'return_result', 'ret', { result: { top: dp('workato_custom_code', 'rb', ['output', 'top']) } });

describe('Ruby code steps in a flow', () => {
  it('compiles to a valid CODE step whose result the next step reads; errors raised by the code fail the step', () => {
    const { result, step, op } = run([ruby(RUBY), answer]);
    expect(step(1)).toMatchObject({ type: 'CODE', valid: true });
    expect(op(1).status).toBe('mapped');
    // the recipe interpreter runs the Ruby through the same subset: the check compares the code's inputs and the
    // references to its output on every event (a blank one makes the code raise on both sides)
    expect(result.routing.verification).toMatchObject({ verdict: 'equivalent', not_proven: [] });
    expect(result.routing.routing).toBe('ipaas_ready');
    expect(JSON.stringify(step(2).settings)).toContain("{{step_1['top']}}");

    const go = (emails: string) => runFlow(result.template, { trigger: triggerOutput(result.template, { emails }).output, outputs: () => ({}) });
    const ok = go('Ana@Acme.com, bo@acme.com,, cy@other.org');
    expect(ok.outcome).not.toBe('failed');
    expect(ok.steps.find((s) => s.name === 'step_1')?.output).toEqual({ domains: ['acme.com', 'other.org'], top: 'acme.com' });
    const failed = go(' , ');
    expect(failed.outcome).toBe('failed');
    expect(failed.error).toContain('no email given');
  });

  it('finds a flow whose code reads another input, or whose next step reads another field of its output, different', () => {
    const { result } = run([ruby(RUBY), answer]);
    const code = allSteps(result.template.flows[0]!.trigger as Any).map((s) => s.step).find((s) => s.name === 'step_1')!;
    code.settings.input.emails = 'fixed@acme.com';
    expect(verifyFlow(result.recipe, result.template).verdict).toBe('different');

    const again = run([ruby(RUBY), answer]).result;
    const reader = allSteps(again.template.flows[0]!.trigger as Any).map((s) => s.step).find((s) => s.name === 'step_2')!;
    const text = JSON.stringify(reader.settings).replace("{{step_1['top']}}", "{{step_1['domains']}}");
    reader.settings = JSON.parse(text);
    expect(verifyFlow(again.recipe, again.template).verdict).toBe('different');
  });

  it('proves Array(), Time.iso8601 and Integer() in a Ruby step equivalent, a bad time failing both runs', () => {
    const code = (list: string) => `stamps = Array(${list}).map { |s| Time.iso8601(s.strip) }
{ top: stamps.map { |t| t.strftime('%Y-%m-%d') }.join(','), n: Integer(stamps.size.to_s) }`;
    // a blank input is nil in Workato but '' in the flow (a reference to nothing resolves to ''): Array(nil) is []
    // where Array('') is [''], which Time.iso8601 refuses. The check finds it on the blank event
    const bare = run([ruby(code("input['emails']")), answer]).result;
    expect(verifyFlow(bare.recipe, bare.template, { generated: true }).differences).toEqual([expect.objectContaining({ event: 'blank', step: 2, field: '(call)' })]);
    const { result, step } = run([ruby(code("input['emails'].presence")), answer]);
    expect(step(1)).toMatchObject({ type: 'CODE', valid: true });
    const v = verifyFlow(result.recipe, result.template, { generated: true });
    expect(v.notProven).toEqual([]);
    expect(v.verdict).toBe('equivalent');
    const go = (emails: string) => runFlow(result.template, { trigger: triggerOutput(result.template, { emails }).output, outputs: () => ({}) });
    expect(go(' 2026-01-02T03:04:05Z ').steps.find((s) => s.name === 'step_1')?.output).toEqual({ top: '2026-01-02', n: 1 });
    expect(go('2026-01-02').error).toContain('invalid xmlschema format: "2026-01-02"');
  });

  it('keeps Ruby beyond the subset as a placeholder that blocks the flow, saying why', () => {
    const { result, step, op } = run([ruby("begin\n  x = Integer(input['emails'])\nrescue\n  x = 0\nend\n{ top: x }"), answer]);
    expect(step(1)).toMatchObject({ type: 'CODE', valid: false });
    expect(op(1).status).toBe('unmapped');
    expect(op(1).codes).toContain('code_ruby_not_compiled');
    expect(op(1).reason).toContain('"begin" is not supported');
    expect(result.routing.routing).toBe('manual_revision');
  });

  it('runs Workato JavaScript of the main shape, kept as a string compiled when the step runs (the isolate allows new Function)', () => {
    const js = action('js_eval', 'invoke_custom_js_code', 'js', {
      name: 'domains',
      code: "exports.main = async ({ emails }) => ({ top: emails.split('@').pop().toLowerCase() });",
      code_input: { schema: '[]', data: { emails: param('emails') } },
    });
    const jsAnswer = action('workato_recipe_function', 'return_result', 'ret', { result: { top: dp('js_eval', 'js', ['output', 'top']) } });
    const { result, step } = run([js, jsAnswer]);
    expect(step(1)).toMatchObject({ type: 'CODE' });
    const detail = runFlow(result.template, { trigger: triggerOutput(result.template, { emails: 'Ana@ACME.com' }).output, outputs: () => ({}) });
    expect(detail.error).toBeUndefined();
    expect(detail.steps.find((s) => s.name === 'step_1')?.output).toEqual({ top: 'acme.com' });
  });
});

// A Ruby code step inside a translated recipe: compiled to a valid CODE step whose result later steps read, run in
// the Activepieces runtime model; Ruby beyond the subset stays a placeholder that blocks the flow with its reason.
import { describe, expect, it } from 'vitest';
import { runFlow, triggerOutput } from '../src/verify/activepieces/index.js';
import { action, dp } from './support/recipes.js';
import { connectorRunner, param } from './support/translate.js';

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
    // Workato's Ruby is not run by the recipe interpreter: the run-time check cannot prove the compiled step does
    // what the Ruby did, so the flow waits for a human (the step itself is mapped and valid)
    expect(result.routing.verification).toMatchObject({ verdict: 'not_proven', not_proven: [expect.objectContaining({ code: 'computed_in_flow', step: 1 })] });
    expect(result.routing.routing).toBe('manual_revision');
    expect(JSON.stringify(step(2).settings)).toContain("{{step_1['top']}}");

    const go = (emails: string) => runFlow(result.template, { trigger: triggerOutput(result.template, { emails }).output, outputs: () => ({}) });
    const ok = go('Ana@Acme.com, bo@acme.com,, cy@other.org');
    expect(ok.outcome).not.toBe('failed');
    expect(ok.steps.find((s) => s.name === 'step_1')?.output).toEqual({ domains: ['acme.com', 'other.org'], top: 'acme.com' });
    const failed = go(' , ');
    expect(failed.outcome).toBe('failed');
    expect(failed.error).toContain('no email given');
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

// Honest statuses: a step whose field holds a placeholder (a value that could not be translated) is never reported
// as `mapped`, and the run shows why: the call receives the placeholder, not the recipe's value.
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { action, dp, recipe, type Step } from './support/recipes.js';
import { runTranslated, translate } from './support/faithful.js';

const webhook = (block: Step[]): Step => ({ keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block });
const pill = dp('workato_webhooks', 'trg', ['name']).slice(2, -1);

describe('a field holding a placeholder', () => {
  const t = () => translate(webhook([action('slack', 'post_message_to_channel', 's1', { channel: 'C1', message: `=${pill}.no_such_method_in_workato` })]));

  it('sends the placeholder at run time, so the step is not reported as mapped', () => {
    const translated = t();
    const flow = runTranslated(translated, { body: { name: 'Ana' } });
    expect(String(flow.calls[0]!.input.text)).toContain('pipe-migrate: not translated');
    const op = translated.result.routing.operations.find((o) => o.step === 1)!;
    expect(op.status).toBe('approximated');
    expect(op.codes).toContain('field_unsupported');
    expect(translated.result.routing.routing).toBe('manual_revision');
  });
});

describe('a required prop of the target that nothing fills', () => {
  const op = (t: ReturnType<typeof translate>, step: number) => t.result.routing.operations.find((o) => o.step === step)!;

  it('an action whose required prop stays empty is not reported as mapped', () => {
    // Workato's remove file with no path given: the SFTP piece's deleteFile requires filePath (catalog)
    const t = translate(webhook([action('sftp', 'remove_file', 'rm', {})]));
    const step = t.template.flows[0]!.trigger.nextAction as { valid: boolean; settings: { input: Record<string, unknown> } };
    expect(step.settings.input.filePath).toBeUndefined();
    expect(step.valid).toBe(false);
    expect(op(t, 1)).toMatchObject({ status: 'approximated', codes: expect.arrayContaining(['missing_required']) });
    expect(t.result.routing.routing).toBe('manual_revision');
  });

  it('nor is a trigger whose required prop stays empty', () => {
    const t = translate({ keyword: 'trigger', provider: 'sftp', name: 'new_file', as: 'trg', input: {}, block: [] });
    expect(op(t, 0)).toMatchObject({ status: 'approximated', codes: expect.arrayContaining(['missing_required']) });
    expect(t.result.routing.routing).toBe('manual_revision');
  });
});

describe('notes that say a code step\'s inputs are wired', () => {
  const PY = "def main(input):\n    return {'d': input['email']}\n";
  const emailPill = dp('workato_webhooks', 'trg', ['email']);
  const python = (codeInput: unknown) => action('py_eval', 'invoke_custom_py_code', 'py', { name: 'x', code: PY, code_input: codeInput });
  const codeStep = (t: ReturnType<typeof translate>) => t.template.flows[0]!.trigger.nextAction as { settings: { input: Record<string, unknown> } };
  const reason = (t: ReturnType<typeof translate>) => t.result.routing.operations.find((o) => o.step === 1)!.reason ?? '';

  it('says so only when every input the recipe gave holds its value', () => {
    const t = translate(webhook([python({ schema: '[{"name":"email"}]', data: { email: emailPill } })]));
    expect(codeStep(t).settings.input).toEqual({ email: "{{trigger['body']['email']}}" });
    expect(reason(t)).toContain('its inputs are already wired');
  });

  it('names the inputs that are not wired, in place of the claim', () => {
    const t = translate(webhook([python({ schema: '[{"name":"email"}]', data: { email: `=${emailPill.slice(2, -1)}.no_such_method_in_workato` } })]));
    expect(String(codeStep(t).settings.input.email)).toContain('pipe-migrate: not translated');
    expect(reason(t)).not.toContain('already wired');
    expect(reason(t)).toContain('not wired yet: email');
  });

  it('wires the inputs when the export keeps code_input as JSON text', () => {
    const t = translate(webhook([python(JSON.stringify({ schema: '[{"name":"email"}]', data: { email: emailPill } }))]));
    expect(codeStep(t).settings.input).toEqual({ email: "{{trigger['body']['email']}}" });
    expect(reason(t)).toContain('its inputs are already wired');
  });
});

describe('an AI classification', () => {
  it('asks ChatGPT to choose among the recipe\'s categories, not OpenAI moderation (which ignores them)', () => {
    const text = dp('workato_webhooks', 'trg', ['message']);
    const t = translate(webhook([action('open_ai_utility', 'classify_text', 'c', { text, categories: [{ key: 'billing' }, { key: 'bug' }] })]));
    const step = t.template.flows[0]!.trigger.nextAction as { settings: { actionName: string; input: Record<string, unknown> } };
    expect(step.settings.actionName).toBe('ask_chatgpt');
    expect(step.settings.input.prompt).toBe("{{trigger['body']['message']}}\n\nAnswer with exactly one of these categories: billing, bug");
    const op = t.result.routing.operations.find((o) => o.step === 1)!;
    expect(op.status).toBe('approximated');
    // the text and the categories are both in the prompt: nothing is dropped
    expect(op.codes ?? []).not.toContain('field_dropped');
  });
});

describe('what the check could not follow, in the checklist', () => {
  it('names datapills by their path, never by a cut piece of their JSON, in pt, en and es', () => {
    const raw = recipe('Fragment', webhook([action('slack', 'post_message_to_channel', 's1', { channel: 'C1', message: `=${pill}.no_such_method_in_workato` })]));
    const texts = (['pt', 'en', 'es'] as const).map((lang) => {
      const result = translateRecipe(structuredClone(raw), { lang });
      const finding = result.routing.verification!.not_proven.find((n) => n.step === 1)!;
      expect(finding.text).not.toContain('_dp(');
      expect(finding.text).toContain('{name}');
      expect(result.routing.blocked_reason).toContain(finding.text);
      // A step's items: its checkbox line, then its further items under it (one checkbox per step).
      const checklist = result.description.split('\n').filter((l) => l.startsWith('- [ ] ') || l.startsWith('  - ')).map((l) => l.replace(/\\(.)/g, '$1'));
      expect(checklist.some((l) => l.endsWith(finding.text)), `${lang}: ${finding.text}`).toBe(true);
      return finding.text;
    });
    expect(new Set(texts).size).toBe(3);
  });
});

describe('a trigger input the target has no place for', () => {
  it('is reported as not carried, and the trigger is not mapped', () => {
    // Workato's SFTP trigger filtered by file name; the piece's new_file trigger has no such filter
    const t = translate({ keyword: 'trigger', provider: 'sftp', name: 'new_file', as: 'trg', input: { path: '/in', file_name_pattern: '*.csv' }, block: [] });
    const op = t.result.routing.operations.find((o) => o.step === 0)!;
    expect(op).toMatchObject({ status: 'approximated', codes: expect.arrayContaining(['field_dropped']) });
    expect(op.reason).toContain('file_name_pattern');
    expect(t.result.review.some((r) => r.code === 'field_dropped' && r.text.includes('file_name_pattern'))).toBe(true);
  });
});

describe('a datapill written as plain text (outside #{…})', () => {
  // Workato interpolates only `#{…}` in text mode; `=` starts a formula only at the start of a field
  // (docs.workato.com/formulas.html). So "Failed: =_dp(…)" prints the pill's JSON as it is: not what was meant.
  const cases: Array<[string, string]> = [
    ['a formula pill after text', `Failed: =${pill}`],
    ['a legacy pill after text', "Failed: =_('data.workato_webhooks.trg.name')"],
  ];

  it.each(cases)('%s is reported for a human, never written into the flow', (_label, message) => {
    const t = translate(webhook([action('slack', 'post_message_to_channel', 's1', { channel: 'C1', message })]));
    expect(JSON.stringify(t.template)).not.toMatch(/_dp\(|_\('data\./);
    const op = t.result.routing.operations.find((o) => o.step === 1)!;
    expect(op.status).toBe('approximated');
    expect(op.reason).toContain('outside #{');
    expect(t.result.routing.routing).toBe('manual_revision');
  });

  it('text that only mentions _dp in words is left as it is', () => {
    const t = translate(webhook([action('slack', 'post_message_to_channel', 's1', { channel: 'C1', message: 'see the _dp docs' })]));
    expect(t.result.routing.operations.find((o) => o.step === 1)!.status).toBe('mapped');
  });
});

describe('the source of a code step is code, not a Workato template', () => {
  // Workato passes a code step's source as it is (its inputs arrive through code_input): Ruby's own "#{…}" in it is
  // not a datapill, and the check must not try to read it as one.
  it('Ruby interpolation in the source leaves nothing the check could not follow', () => {
    const code = 'name = input["name"]\ngreeting = "Hi #{name}!"\n{ greeting: greeting }';
    const t = translate(webhook([
      action('workato_custom_code', 'invoke_custom_ruby_code', 'c', { code, code_input: { data: { name: dp('workato_webhooks', 'trg', ['name']) } } },
        { extended_output_schema: [{ name: 'output', type: 'object', properties: [{ name: 'greeting', type: 'string' }] }] }),
    ]));
    const v = t.result.routing.verification!;
    expect(v.not_proven.filter((n) => n.code === 'workato_gap')).toEqual([]);
  });
});

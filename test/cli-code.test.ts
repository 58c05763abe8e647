// pipe-migrate code list|show|apply|check through the built CLI: a recipe whose Python step stays a placeholder,
// three kinds of bad replacement (placeholder left in, syntax error, a result without the field a later step
// reads), then a good one that makes the step valid and the routing ipaas_ready.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCode } from '../src/verify/activepieces/code-sandbox.js';
import { cliEnv, hasBuiltCli, runCli } from './support/cli.js';
import { checkTemplate } from './support/flow-check.js';
import { DOMAIN_RECIPE, PYTHON } from './support/domain-recipe.js';
import { tempFolders } from './support/temp.js';

const newDir = tempFolders('pm-code-');
const RECIPE = DOMAIN_RECIPE;

const GOOD = `/*
 * Python of Workato step 1:
 * def main(input):
 *     return {'domain': input['email'].split('@')[1]}
 */
export const code = async (inputs) => {
  const email = String(inputs.email ?? '');
  return { domain: email.includes('@') ? email.split('@')[1] : null };
};
`;
const SYNTAX_ERROR = "export const code = async (inputs) => {\n  return { domain: inputs.email.split('@')[1];\n};\n";
const WRONG_FIELD = "export const code = async (inputs) => ({ host: String(inputs.email).split('@')[1] });\n";

describe.skipIf(!hasBuiltCli)('pipe-migrate code (built CLI)', () => {
  it('lists the placeholder, refuses or fails three bad replacements, and accepts a checked good one', async () => {
    const cwd = newDir();
    writeFileSync(join(cwd, 'r.json'), JSON.stringify(RECIPE));
    const cli = async (...args: string[]) => {
      const r = await runCli(args, { cwd, env: cliEnv() });
      return { code: r.code, json: r.stdout.trim() ? JSON.parse(r.stdout) : undefined, stderr: r.stderr };
    };
    expect((await cli('--recipe', 'r.json', '--no-png', '--json')).code).toBe(0);
    const folder = join(cwd, 'output', 'domain-of-email');
    const read = (name: string) => readFileSync(join(folder, name), 'utf8');
    const routing = () => JSON.parse(read('routing.json'));
    const step1 = () => JSON.parse(read('flow.json')).flows[0].trigger.nextAction;
    expect(routing().routing).toBe('manual_revision');

    // list and show: the original, the inputs and the field the return step reads
    const listed = await cli('code', 'list', 'output/domain-of-email', '--json');
    expect(listed.code).toBe(0);
    expect(listed.json.steps).toEqual([
      expect.objectContaining({ step: 'step_1', workatoStep: '1', language: 'Python', status: 'placeholder', reads: ['domain'], original: PYTHON, inputs: { email: "{{trigger['data']['email']}}" } }),
    ]);
    const shown = await cli('code', 'show', 'output/domain-of-email', 'step_1', '--json');
    expect(shown.json.code).toContain('pipe-migrate:placeholder');
    const placeholderFile = join(cwd, 'placeholder.js');
    writeFileSync(placeholderFile, shown.json.code);

    // the placeholder as it is: check fails, and applying it again is refused
    const before = read('flow.json');
    const unchecked = await cli('code', 'check', 'output/domain-of-email', '--json');
    expect(unchecked.code).toBe(2);
    expect(unchecked.json).toMatchObject({ ok: false, ready: false, routing: 'manual_revision' });
    expect(unchecked.json.steps[0].problems.map((p: { code: string }) => p.code)).toEqual(['placeholder_left']);

    // bad 1: placeholder left in; bad 2: a syntax error. Both refused, nothing written
    for (const [file, content, problem] of [
      ['placeholder.js', undefined, 'placeholder_left'],
      ['syntax.js', SYNTAX_ERROR, 'syntax'],
    ] as const) {
      if (content) writeFileSync(join(cwd, file), content);
      const refused = await cli('code', 'apply', 'output/domain-of-email', 'step_1', '--file', file, '--json');
      expect(refused.code).toBe(2);
      expect(refused.json.ok).toBe(false);
      expect(refused.json.problems.map((p: { code: string }) => p.code)).toContain(problem);
    }
    expect(read('flow.json')).toBe(before);
    // a step that is not a Code step is refused too
    writeFileSync(join(cwd, 'good.js'), GOOD);
    const notCode = await cli('code', 'apply', 'output/domain-of-email', 'step_2', '--file', 'good.js', '--json');
    expect(notCode.json.problems.map((p: { code: string }) => p.code)).toEqual(['not_code_step']);

    // bad 3: applies, but check runs it and finds no `domain` for the return step
    writeFileSync(join(cwd, 'wrong.js'), WRONG_FIELD);
    expect((await cli('code', 'apply', 'output/domain-of-email', 'step_1', '--file', 'wrong.js', '--json')).json).toMatchObject({ ok: true, previous: 'placeholder' });
    const wrong = await cli('code', 'check', 'output/domain-of-email', 'step_1', '--json');
    expect(wrong.code).toBe(2);
    expect(wrong.json.steps[0].problems).toEqual([expect.objectContaining({ code: 'missing_field', field: 'domain' })]);
    expect(wrong.json.ready).toBe(false);
    expect(step1().valid).toBe(false);
    expect(routing().routing).toBe('manual_revision');

    // good: applied over the earlier replacement (said so), checked, valid, ready
    const applied = await runCli(['code', 'apply', 'output/domain-of-email', 'step_1', '--file', 'good.js'], { cwd, env: cliEnv() });
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain('earlier replacement');
    expect((await cli('code', 'list', 'output/domain-of-email', '--json')).json.steps[0].status).toBe('pending');
    const passed = await cli('code', 'check', 'output/domain-of-email', '--json');
    expect(passed.code).toBe(0);
    expect(passed.json).toMatchObject({ ok: true, ready: true, routing: 'ipaas_ready', steps: [{ step: 'step_1', ok: true, problems: [] }] });
    expect(routing()).toMatchObject({ routing: 'ipaas_ready', operations: expect.arrayContaining([expect.objectContaining({ step: 1, status: 'mapped', codes: ['code_checked'] })]) });
    expect(routing().blocked_reason).toBeUndefined();
    const flow = JSON.parse(read('flow.json'));
    expect(read('domain-of-email.flow.json')).toBe(read('flow.json'));
    expect(flow.flows[0].valid).toBe(true);
    expect(checkTemplate(flow).errors).toEqual([]);
    // the original stays in a comment; the code does what the Python did
    expect(step1().settings.sourceCode.code).toContain("return {'domain': input['email'].split('@')[1]}");
    expect(runCode(step1().settings.sourceCode.code, { email: 'ana@acme.com' }, { timeoutMs: 2000, memoryMb: 64, now: '2026-01-01T00:00:00.000Z' })).toEqual({ ok: true, output: { domain: 'acme.com' } });

    // usage and unknown steps are user errors in the chosen language
    expect((await runCli(['code', 'list'], { cwd, env: cliEnv() })).code).toBe(2);
    const unknown = await runCli(['code', 'show', 'output/domain-of-email', 'step_9', '--lang', 'pt'], { cwd, env: cliEnv() });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('O fluxo não tem um passo de código chamado "step_9"');

    // a --file or --inputs that is missing, a folder or not JSON: said in the user's language, no errno code, no
    // English parser text
    writeFileSync(join(cwd, 'broken-inputs.json'), '{"email": ');
    const refusals: Array<[string[], string]> = [
      [['code', 'apply', 'output/domain-of-email', 'step_1', '--file', 'nope.js'], 'Arquivo não encontrado'],
      [['code', 'apply', 'output/domain-of-email', 'step_1', '--file', 'output'], 'é uma pasta, não um arquivo'],
      [['code', 'check', 'output/domain-of-email', '--inputs', 'broken-inputs.json'], 'não é um JSON válido: o problema está na linha 1, coluna 11'],
    ];
    for (const [args, words] of refusals) {
      const refused = await runCli([...args, '--lang', 'pt'], { cwd, env: cliEnv() });
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr).toContain(words);
      expect(refused.stderr).not.toMatch(/ENOENT|EISDIR|Unexpected|Expected|JSON at position/);
    }

    // a flow.json the user broke by hand: where the problem is, not a {line} left in the text
    writeFileSync(join(folder, 'flow.json'), '{\n  "flows": [\n    {"trigger": }\n  ]\n}\n');
    const broken = await runCli(['code', 'list', 'output/domain-of-email', '--lang', 'pt'], { cwd, env: cliEnv() });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('não é um JSON válido: o problema está na linha 3, coluna 17');
    expect(broken.stderr).not.toMatch(/\{line\}|\{column\}|Unexpected|JSON at position/);
    expect(broken.stderr).toContain('(perto de: "{"trigger": }")');
  }, 60_000);
});

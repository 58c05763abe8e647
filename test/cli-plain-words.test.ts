// What the commands print for a person (no --json) names no internal code (manual_revision, ipaas_ready,
// blocked_reason, catalogue keys), in English, Portuguese and Spanish: the translation summary, doctor, the code
// step workflow and verify, through the built CLI. routing.json and --json keep the codes for scripts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, hasBuiltCli, runCli } from './support/cli.js';
import { DOMAIN_RECIPE } from './support/domain-recipe.js';
import { internalCodesIn } from './support/internal-codes.js';
import { PIPEFY, action, cond, dpBare, ifStep, pipefyCardMoved, recipe } from './support/recipes.js';
import { tempFolders } from './support/temp.js';

const newDir = tempFolders('pm-plain-');
const GOOD = "export const code = async (inputs) => {\n  const email = String(inputs.email ?? '');\n  return { domain: email.includes('@') ? email.split('@')[1] : null };\n};\n";
const WRONG_FIELD = "export const code = async (inputs) => ({ host: String(inputs.email).split('@')[1] });\n";

describe.skipIf(!hasBuiltCli)('human output without internal codes (built CLI)', () => {
  for (const lang of ['en', 'pt', 'es'] as const) {
    it(`translate, doctor, code list/apply/check and verify in ${lang}`, async () => {
      const cwd = newDir();
      writeFileSync(join(cwd, 'r.json'), JSON.stringify(DOMAIN_RECIPE));
      writeFileSync(join(cwd, 'good.js'), GOOD);
      writeFileSync(join(cwd, 'wrong.js'), WRONG_FIELD);
      const folder = 'output/domain-of-email';
      const runs: Array<[string[], number]> = [
        [['--recipe', 'r.json', '--no-png'], 0],
        [['doctor'], 0],
        [['code', 'list', folder], 0],
        [['code', 'apply', folder, 'step_1', '--file', 'wrong.js'], 0],
        [['code', 'check', folder], 2],
        [['code', 'apply', folder, 'step_1', '--file', 'good.js'], 0],
        [['code', 'check', folder], 0],
        [['verify', 'r.json'], 4],
      ];
      for (const [args, code] of runs) {
        const run = await runCli([...args, '--lang', lang], { cwd, env: cliEnv() });
        expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(code);
        expect(internalCodesIn(run.stdout + run.stderr), args.join(' ')).toEqual([]);
      }
    }, 60_000);
  }
});

// A recipe whose "code" is not JSON, or holds a step that is not valid, is refused in the user's language: the
// place by line and column or by Workato step number, the field in words; never V8's parser text or a schema path.
describe.skipIf(!hasBuiltCli)('a recipe that cannot be translated is told in the user\'s language (built CLI)', () => {
  const cases = {
    pt: [
      'O campo "code" de r.json não é um JSON válido: o problema está na linha 2, coluna 3 desse campo',
      'O campo "code" de r.json não é um JSON válido: ele termina na linha 1, coluna 13, antes de o JSON estar completo.',
      'O passo 2 de r.json não é um passo válido do Workato: falta o campo "keyword".',
    ],
    es: [
      'El campo "code" de r.json no es un JSON válido: el problema está en la línea 2, columna 3 de ese campo',
      'El campo "code" de r.json no es un JSON válido: termina en la línea 1, columna 13, antes de que el JSON esté completo.',
      'El paso 2 de r.json no es un paso válido de Workato: falta el campo "keyword".',
    ],
    en: [
      'The "code" field of r.json is not valid JSON: the problem is at line 2, column 3 of that field',
      'The "code" field of r.json is not valid JSON: it ends at line 1, column 13 before the JSON is complete.',
      'Step 2 of r.json is not a valid Workato step: its "keyword" field is missing.',
    ],
  } as const;
  const recipes = [
    { name: 'x', code: '{"keyword":\n  x}' },
    { name: 'x', code: '{"keyword": ' },
    { name: 'x', code: { keyword: 'trigger', block: [{ keyword: 'action', provider: 'p' }, { provider: 'q' }] } },
  ];
  for (const lang of ['pt', 'es', 'en'] as const) {
    it(`in ${lang}, with and without --json`, async () => {
      const cwd = newDir();
      for (const [i, recipe] of recipes.entries()) {
        writeFileSync(join(cwd, 'r.json'), JSON.stringify(recipe));
        const run = await runCli(['--recipe', 'r.json', '--lang', lang], { cwd, env: cliEnv() });
        expect(run.code).toBe(2);
        expect(run.stderr.replaceAll(join(cwd, 'r.json'), 'r.json')).toContain(cases[lang][i]);
        expect(run.stderr).not.toMatch(/position|Expected|Required|received|code\.block/);
        const json = await runCli(['--recipe', 'r.json', '--lang', lang, '--json'], { cwd, env: cliEnv() });
        const { error } = JSON.parse(json.stdout) as { error: { code: string; message: string } };
        expect(error.code).toBe(i < 2 ? 'bad_code' : 'bad_trigger');
        expect(error.message.replaceAll(join(cwd, 'r.json'), 'r.json')).toContain(cases[lang][i]);
      }
    }, 60_000);
  }
});

// The summary's numbers add up for a reader: the headline's steps that need a human are those of the trigger and
// the actions that do (a step not translated is one of them) plus the other steps (a condition) that do.
describe.skipIf(!hasBuiltCli)('the translation summary\'s numbers add up (built CLI)', () => {
  const bare = dpBare(PIPEFY, 'trg', ['card', 'title']);
  const raw = recipe('Adds up', pipefyCardMoved([
    ifStep([cond('present', `=${bare}.frobnicate_zz`)], [action('slack', 'post_message', 's1', { channel: 'C1', message: 'hi' })]),
    action('no_such_app', 'do_it', 'u1'),
  ]));
  const expected = {
    en: [
      '! "Adds up" translated, but 2 step(s) need a human before it runs.',
      '  The trigger and the actions (3): 2 translated, 0 approximated (they run, with something to check), 1 need a human (1 of them not translated: a placeholder stands in their place).',
      '  Other steps that need a human (conditions, loops, error handlers): 1.',
    ],
    pt: [
      '! "Adds up" traduzida, mas 2 passo(s) precisam de uma pessoa antes de rodar.',
      '  O gatilho e as ações (3): 2 traduzidos, 0 aproximados (rodam, com algo a conferir), 1 precisam de uma pessoa (1 deles não traduzidos: um passo provisório está no lugar de cada um).',
      '  Outros passos que precisam de uma pessoa (condições, loops, tratamento de erros): 1.',
    ],
    es: [
      '! "Adds up" traducida, pero 2 paso(s) necesitan una persona antes de ejecutarse.',
      '  El disparador y las acciones (3): 2 traducidos, 0 aproximados (funcionan, con algo que revisar), 1 necesitan a una persona (1 de ellos sin traducir: un paso provisional ocupa el lugar de cada uno).',
      '  Otros pasos que necesitan a una persona (condiciones, bucles, manejo de errores): 1.',
    ],
  } as const;
  for (const lang of ['en', 'pt', 'es'] as const) {
    it(lang, async () => {
      const cwd = newDir();
      writeFileSync(join(cwd, 'r.json'), JSON.stringify(raw));
      const run = await runCli(['--recipe', 'r.json', '--no-png', '--lang', lang], { cwd, env: cliEnv() });
      expect(run.code, run.stderr).toBe(0);
      const lines = run.stdout.split('\n');
      expect(lines[0]).toBe(expected[lang][0]);
      expect(lines.slice(2, 4)).toEqual(expected[lang].slice(1));
    }, 30_000);
  }
});

// A bound connection names the app as the description and the wizard do (Slack, Google Sheets), not the piece's
// lower-case short name.
describe.skipIf(!hasBuiltCli)('the connections line names the app (built CLI)', () => {
  const raw = recipe('Apps', pipefyCardMoved([
    action('slack', 'post_message', 's1', { channel: 'C1', message: 'hi' }),
    action('slack', 'post_message', 's2', { channel: 'C2', message: 'bye' }),
  ]));
  const cases = [
    ['en', 'Connection Slack: abc123', 'Connection abc123 bound to Slack (2 step(s)).'],
    ['pt', 'Conexão Slack: abc123', 'Conexão abc123 vinculada a Slack (2 passo(s)).'],
    ['es', 'Conexión Slack: abc123', 'Conexión abc123 vinculada a Slack (2 paso(s)).'],
  ] as const;
  for (const [lang, line, expected] of cases) {
    it(lang, async () => {
      const cwd = newDir();
      writeFileSync(join(cwd, 'r.json'), JSON.stringify(raw));
      const run = await runCli(['--recipe', 'r.json', '--no-png', '--lang', lang, '--connection', line], { cwd, env: cliEnv() });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout.split('\n')).toContain(`  ${expected}`);
    }, 30_000);
  }
});

// `verify` on a recipe with an unknown app: the check stops comparing after the code step (not proven there), so
// it never reaches the placeholder; the report still names that step as one that needs a human.
describe.skipIf(!hasBuiltCli)('verify names the steps that need a human (built CLI)', () => {
  const [py, ret] = (DOMAIN_RECIPE.code as { block: unknown[] }).block;
  const raw = { ...DOMAIN_RECIPE, code: { ...(DOMAIN_RECIPE.code as object), block: [py, action('acme_unknown_app', 'do_something', 'acme'), ret] } };
  it('in the text report and in --json, for the translation and for a given flow', async () => {
    const cwd = newDir();
    writeFileSync(join(cwd, 'r.json'), JSON.stringify(raw));
    const text = await runCli(['verify', 'r.json', '--lang', 'pt'], { cwd, env: cliEnv() });
    expect(text.code).toBe(4);
    const section = text.stdout.split('Passos que precisam de uma pessoa antes que o fluxo funcione como a receita:\n')[1];
    expect(section).toMatch(/^- Passo 1: .*\n- Passo 3: .*acme_unknown_app/);
    const json = JSON.parse((await runCli(['verify', 'r.json', '--json'], { cwd, env: cliEnv() })).stdout);
    expect(json.verification.not_proven.map((n: { step: number }) => n.step)).toEqual([1]);
    expect(json.needs_human.map((n: { step: number }) => n.step)).toEqual([1, 3]);
    expect(json.needs_human[1].text).toContain('Step 3: ');

    // a flow whose placeholder was replaced by a valid step no longer lists it
    expect((await runCli(['--recipe', 'r.json', '--no-png'], { cwd, env: cliEnv() })).code).toBe(0);
    const flowFile = join(cwd, 'output', 'domain-of-email', 'flow.json');
    const flow = JSON.parse(readFileSync(flowFile, 'utf8'));
    const given = JSON.parse((await runCli(['verify', 'r.json', '--flow', flowFile, '--json'], { cwd, env: cliEnv() })).stdout);
    expect(given.needs_human.map((n: { step: number }) => n.step)).toEqual([1, 3]);
    const fixed = JSON.stringify(flow, (_key, value) => (value && value.name === 'step_3' && value.valid === false ? { ...value, valid: true } : value));
    expect(fixed).not.toBe(JSON.stringify(flow));
    writeFileSync(join(cwd, 'fixed.json'), fixed);
    const after = JSON.parse((await runCli(['verify', 'r.json', '--flow', 'fixed.json', '--json'], { cwd, env: cliEnv() })).stdout);
    expect(after.needs_human.map((n: { step: number }) => n.step)).toEqual([1]);
  }, 60_000);
});

// An operation with no equivalent is named by its app and its words, the identifier in parentheses for search, in
// the summary and routing.json's reason, never as the sentence's subject nor as "no mapping for".
describe.skipIf(!hasBuiltCli)('an unmapped operation is named in words (built CLI)', () => {
  const raw = recipe('Unknown', pipefyCardMoved([action('acme_unknown_app', 'do_something', 'acme')]));
  const cases = [
    ['pt', '   - Passo 1: Acme Unknown App "do something" (acme_unknown_app/do_something) não tem equivalente no Pipefy Integrations;', 'nenhum passo do Pipefy Integrations faz o que Acme Unknown App "do something" (acme_unknown_app/do_something) faz'],
    ['es', '   - Paso 1: Acme Unknown App "do something" (acme_unknown_app/do_something) no tiene equivalente en Pipefy Integrations;', 'ningún paso de Pipefy Integrations hace lo que hace Acme Unknown App "do something" (acme_unknown_app/do_something)'],
    ['en', '   - Step 1: Acme Unknown App "do something" (acme_unknown_app/do_something) has no equivalent in Pipefy Integrations;', 'no step of Pipefy Integrations does what Acme Unknown App "do something" (acme_unknown_app/do_something) does'],
  ] as const;
  for (const [lang, line, reason] of cases) {
    it(lang, async () => {
      const cwd = newDir();
      writeFileSync(join(cwd, 'r.json'), JSON.stringify(raw));
      const run = await runCli(['--recipe', 'r.json', '--no-png', '--lang', lang], { cwd, env: cliEnv() });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout.split('\n').some((l) => l.startsWith(line))).toBe(true);
      const routing = JSON.parse(readFileSync(join(cwd, 'output', 'unknown', 'routing.json'), 'utf8'));
      expect(routing.operations.find((o: { step: number }) => o.step === 1).reason).toBe(reason);
    }, 30_000);
  }
});

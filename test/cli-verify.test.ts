// `pipe-migrate verify` over every corpus recipe and the example, and the same check inside every translation:
// routing.json's verification agrees with the command, ipaas_ready only when equivalent on every event, and every
// flow that is not equivalent is manual_revision with what was found in blocked_reason and the checklist.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { translateRecipe } from '../src/engine/index.js';
import type { RoutingReport } from '../src/engine/types.js';
import { CORPUS_DIR, corpusFiles, hasCorpus } from './support/corpus.js';
import { checkTemplate } from './support/flow-check.js';
import { fakeIo } from './support/io.js';
import { action, pipefyCardMoved, recipe } from './support/recipes.js';

const EXAMPLE = resolve('examples/pipefy-card-moved.recipe.json');
const EXIT = { equivalent: 0, different: 3, not_proven: 4 } as const;

async function run(args: string[]) {
  const io = fakeIo({ LANG: 'en_US.UTF-8' });
  const code = await main(args, io);
  return { code, out: io.out.join(''), err: io.err.join('') };
}

async function verifyJson(file: string, extra: string[] = []) {
  const { code, out, err } = await run(['verify', file, '--json', ...extra]);
  expect(err).toBe('');
  const parsed = JSON.parse(out);
  expect(parsed.ok).toBe(true);
  return { code, verification: parsed.verification };
}

/**
 * Every finding of the check (each difference and each reason a proof is missing) is at a Workato step the
 * translation reports `unmapped`: the flow differs only where it says it does not do what the recipe did.
 */
function differsOnlyAtUnmapped(routing: RoutingReport): boolean {
  const v = routing.verification!;
  const unmapped = new Set(routing.operations.filter((o) => o.status === 'unmapped').map((o) => o.step));
  const steps = [...v.differences.map((d) => d.step), ...v.not_proven.map((n) => n.step)];
  return steps.length > 0 && steps.every((s) => typeof s === 'number' && unmapped.has(s));
}

/** Every finding of the check (difference or missing proof) is in blocked_reason and in the description's checklist. */
function expectFindingsListed(result: ReturnType<typeof translateRecipe>, label: string): void {
  const routed = result.routing.verification!;
  const findings = [...routed.differences, ...routed.not_proven].map((f: { text: string }) => f.text);
  expect(findings.length, label).toBeGreaterThan(0);
  // the description escapes Markdown characters: compare its checklist lines unescaped
  // (one checkbox per step: a step's further items are the lines under it)
  const checklist = result.description.split('\n').filter((l) => l.startsWith('- [ ] ') || l.startsWith('  - ')).map((l) => l.replace(/\\(.)/g, '$1'));
  for (const text of findings) {
    expect(result.routing.blocked_reason, label).toContain(text);
    expect(checklist.some((l) => l.endsWith(text)), `${label}: ${text}`).toBe(true);
  }
}

describe('what counts as differing only at unmapped steps', () => {
  const routing = (differences: Array<{ step: number | null }>, notProven: Array<{ step?: number | string }>, statuses: Record<number, 'mapped' | 'approximated' | 'unmapped'>) =>
    ({
      routing: 'manual_revision',
      operations: Object.entries(statuses).map(([step, status]) => ({ step: Number(step), provider: 'p', name: 'n', status })),
      verification: { events: 1, equivalent: false, verdict: 'different', summary: '', approximations: [], differences: differences.map((d) => ({ ...d, event: 1, field: '(call)', workato: null, flow: null, text: '' })), not_proven: notProven.map((n) => ({ code: 'workato_gap', ...n, text: '' })) },
    }) as RoutingReport;

  it('is computed from the findings and the operations\' statuses', () => {
    expect(differsOnlyAtUnmapped(routing([{ step: 2 }], [], { 1: 'mapped', 2: 'unmapped' }))).toBe(true);
    expect(differsOnlyAtUnmapped(routing([{ step: 2 }], [{ step: 1 }], { 1: 'approximated', 2: 'unmapped' }))).toBe(false);
    expect(differsOnlyAtUnmapped(routing([{ step: null }], [], { 1: 'unmapped' }))).toBe(false);
    expect(differsOnlyAtUnmapped(routing([], [{ step: 'trigger' }], { 0: 'mapped' }))).toBe(false);
  });
});

describe('pipe-migrate verify', () => {
  const files = [...corpusFiles().map((f) => CORPUS_DIR + f), EXAMPLE];

  it.skipIf(!hasCorpus)('runs on every corpus recipe and the example, and translation routes by its verdict', async () => {
    let equivalent = 0;
    const onlyAtUnmapped: string[] = [];
    for (const file of files) {
      const { code, verification } = await verifyJson(file);
      expect(code, file).toBe(EXIT[verification.verdict as keyof typeof EXIT]);
      expect(verification.events, file).toBeGreaterThan(0);
      const result = translateRecipe(JSON.parse(readFileSync(file, 'utf8')), { lang: 'en' }, file);
      expect(checkTemplate(result.template).errors, file).toEqual([]);
      const routed = result.routing.verification!;
      expect(routed.verdict, file).toBe(verification.verdict);
      if (result.routing.routing === 'ipaas_ready') {
        expect(routed.equivalent, file).toBe(true);
        expect(routed.differences, file).toEqual([]);
        expect(routed.not_proven, file).toEqual([]);
      }
      if (!routed.equivalent) {
        expect(result.routing.routing, file).toBe('manual_revision');
        expectFindingsListed(result, file);
        // in the user's language too: every finding in blocked_reason and the checklist, in Portuguese and Spanish
        for (const lang of ['pt', 'es'] as const) {
          const other = translateRecipe(JSON.parse(readFileSync(file, 'utf8')), { lang }, file);
          expect(other.routing.routing, `${file} ${lang}`).toBe('manual_revision');
          expectFindingsListed(other, `${file} ${lang}`);
        }
        if (differsOnlyAtUnmapped(result.routing)) onlyAtUnmapped.push(file);
      } else equivalent++;
    }
    console.log(`pipe-migrate verify: ${equivalent} of ${files.length} recipes equivalent on every generated event, ${onlyAtUnmapped.length} more differ only at steps marked unmapped`);
    // issue 13, Done when: at least 10 of the 13 are equivalent or differ only at steps honestly marked unmapped
    expect(equivalent + onlyAtUnmapped.length).toBeGreaterThanOrEqual(Math.min(10, files.length));
  }, 120_000);

  it('verifies a given flow file: the translated flow gives the translation\'s verdict; a broken one is caught', async () => {
    const raw = JSON.parse(readFileSync(EXAMPLE, 'utf8'));
    const result = translateRecipe(raw, { lang: 'en' });
    const dir = mkdtempSync(join(tmpdir(), 'pm-verify-'));
    const flowFile = join(dir, 'flow.json');
    writeFileSync(flowFile, JSON.stringify(result.template));
    const given = await verifyJson(EXAMPLE, ['--flow', flowFile]);
    expect(given.verification.verdict).toBe(result.routing.verification!.verdict);
    // the Slack step posts a text that no longer reads the card title
    const text = JSON.stringify(result.template).replace(/\{\{trigger\[[^}]*'title'\]\}\}/g, 'no title');
    expect(text).not.toBe(JSON.stringify(result.template));
    writeFileSync(flowFile, text);
    const broken = await verifyJson(EXAMPLE, ['--flow', flowFile]);
    expect(broken.verification.equivalent).toBe(false);
  });

  it('verifies a flow whose call step a workspace run wired to its callee: the called flow\'s id is no difference', async () => {
    const raw = recipe('Caller', pipefyCardMoved([action('workato_recipe_function', 'call_recipe', 'c', { flow_id: { zip_name: 'F/one.recipe.json', name: 'One' }, parameters: { email: 'a@b.c' } })]));
    const result = translateRecipe(raw, { lang: 'en', links: { calls: { 1: { externalId: 'pm0123456789abcdef012', name: 'One' } } } });
    expect(JSON.stringify(result.template)).toContain('pm0123456789abcdef012');
    const dir = mkdtempSync(join(tmpdir(), 'pm-verify-'));
    writeFileSync(join(dir, 'recipe.json'), JSON.stringify(raw));
    writeFileSync(join(dir, 'flow.json'), JSON.stringify(result.template));
    const given = await verifyJson(join(dir, 'recipe.json'), ['--flow', join(dir, 'flow.json')]);
    expect(given.verification.differences).toEqual([]);
    expect(given.verification.verdict).toBe(result.routing.verification!.verdict);
  });

  it('speaks the user\'s language and refuses bad input with exit 2', async () => {
    const pt = await run(['verify', EXAMPLE, '--lang', 'pt']);
    expect(pt.out).toMatch(/eventos gerados/);
    expect(await run(['verify'])).toMatchObject({ code: 2 });
    const dir = mkdtempSync(join(tmpdir(), 'pm-verify-'));
    writeFileSync(join(dir, 'not-a-flow.json'), '{"name": "x"}');
    const bad = await run(['verify', EXAMPLE, '--flow', join(dir, 'not-a-flow.json'), '--json']);
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.out).error.code).toBe('flow_not_json');
    // a flow file that is missing, not JSON or empty is named as the flow, with advice for a flow, not for a recipe
    writeFileSync(join(dir, 'broken.json'), '{"flows": [');
    writeFileSync(join(dir, 'empty.json'), '');
    for (const [file, code] of [['missing.json', 'flow_not_found'], ['broken.json', 'flow_not_json'], ['empty.json', 'flow_not_json']] as const) {
      for (const lang of ['en', 'pt', 'es']) {
        const refused = await run(['verify', EXAMPLE, '--flow', join(dir, file), '--json', '--lang', lang]);
        expect(refused.code).toBe(2);
        const error = JSON.parse(refused.out).error;
        expect(error.code, file).toBe(code);
        expect(error.message).toContain('--flow');
        expect(error.message).not.toMatch(/Workato/);
      }
    }
  });
});

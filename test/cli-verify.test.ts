// `pipe-migrate verify` over every corpus recipe and the example, and the same check inside every translation:
// routing.json's verification agrees with the command, ipaas_ready only when equivalent on every event, and every
// flow that is not equivalent is manual_revision with what was found in blocked_reason and the checklist.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { translateRecipe } from '../src/engine/index.js';
import { CORPUS_DIR, corpusFiles, hasCorpus } from './support/corpus.js';
import { checkTemplate } from './support/flow-check.js';
import { fakeIo } from './support/io.js';

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

describe('pipe-migrate verify', () => {
  const files = [...corpusFiles().map((f) => CORPUS_DIR + f), EXAMPLE];

  it.skipIf(!hasCorpus)('runs on every corpus recipe and the example, and translation routes by its verdict', async () => {
    let equivalent = 0;
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
        const findings = [...routed.differences, ...routed.not_proven].map((f: { text: string }) => f.text);
        expect(findings.length, file).toBeGreaterThan(0);
        // the description escapes Markdown characters: compare its checklist lines unescaped
        const checklist = result.description.split('\n').filter((l) => l.startsWith('- [ ] ')).map((l) => l.replace(/\\(.)/g, '$1'));
        for (const text of findings) {
          expect(result.routing.blocked_reason, file).toContain(text);
          expect(checklist.some((l) => l.endsWith(text)), `${file}: ${text}`).toBe(true);
        }
      } else equivalent++;
    }
    console.log(`pipe-migrate verify: ${equivalent} of ${files.length} recipes equivalent on every generated event`);
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

  it('speaks the user\'s language and refuses bad input with exit 2', async () => {
    const pt = await run(['verify', EXAMPLE, '--lang', 'pt']);
    expect(pt.out).toMatch(/eventos gerados/);
    expect(await run(['verify'])).toMatchObject({ code: 2 });
    const dir = mkdtempSync(join(tmpdir(), 'pm-verify-'));
    writeFileSync(join(dir, 'not-a-flow.json'), '{"name": "x"}');
    const bad = await run(['verify', EXAMPLE, '--flow', join(dir, 'not-a-flow.json'), '--json']);
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.out).error.code).toBe('flow_not_json');
  });
});

// `pipe-migrate code apply` and `code check` change the flow: routing.json's run-time check is then run again on the
// new flow when the folder keeps the recipe (recipe.json), or marked stale (not proven, saying how to check again);
// it never stays as the verdict of the earlier flow.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { fakeIo } from './support/io.js';
import { DOMAIN_RECIPE } from './support/domain-recipe.js';
import { tempFolders } from './support/temp.js';

const newDir = tempFolders('pm-code-verify-');
const RECIPE = DOMAIN_RECIPE;
const GOOD = "export const code = async (inputs) => {\n  const email = String(inputs.email ?? '');\n  return { domain: email.includes('@') ? email.split('@')[1] : null };\n};\n";

describe('routing.json verification after code apply / check', () => {
  it.each(['en', 'pt'] as const)('is marked stale without the recipe, and run again with it (%s)', async (lang) => {
    const cwd = newDir();
    writeFileSync(join(cwd, 'r.json'), JSON.stringify(RECIPE));
    writeFileSync(join(cwd, 'good.js'), GOOD);
    const cli = async (...args: string[]) => main([...args, '--lang', lang], fakeIo({ LANG: 'en_US.UTF-8' }, undefined, { cwd }));
    expect(await cli('--recipe', 'r.json', '--no-png', '--json')).toBe(0);
    const folder = join(cwd, 'output', 'domain-of-email');
    const routing = () => JSON.parse(readFileSync(join(folder, 'routing.json'), 'utf8'));
    const before = routing().verification;
    expect(before.stale).toBeUndefined();

    // the recipe is not in the folder (a local file): the earlier result is kept, marked stale
    expect(await cli('code', 'apply', 'output/domain-of-email', 'step_1', '--file', 'good.js', '--json')).toBe(0);
    const applied = routing().verification;
    expect(applied).toMatchObject({ stale: true, equivalent: false, verdict: 'not_proven', events: before.events });
    expect(applied.summary).toContain('pipe-migrate verify');
    expect(applied.summary).not.toBe(before.summary);
    if (lang === 'pt') expect(applied.summary).toContain('Não comprovado');

    // with the recipe kept beside the flow (as for a fetched recipe), check runs the comparison again
    writeFileSync(join(folder, 'recipe.json'), JSON.stringify(RECIPE));
    expect(await cli('code', 'check', 'output/domain-of-email', '--json')).toBe(0);
    const checked = routing();
    expect(checked.verification.stale).toBeUndefined();
    expect(checked.verification.events).toBeGreaterThan(0);
    expect(checked.routing).toBe('ipaas_ready');
  });
});

// What the commands print for a person (no --json) names no internal code (manual_revision, ipaas_ready,
// blocked_reason, catalogue keys), in English, Portuguese and Spanish: the translation summary, doctor, the code
// step workflow and verify, through the built CLI. routing.json and --json keep the codes for scripts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, hasBuiltCli, runCli } from './support/cli.js';
import { DOMAIN_RECIPE } from './support/domain-recipe.js';
import { internalCodesIn } from './support/internal-codes.js';
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

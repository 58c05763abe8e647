// A token pasted with the "Bearer " of its Authorization header: RECIPE_API_KEY and PIPEFY_TOKEN behave the same
// (the prefix is dropped, the request carries the bare token, nothing printed shows it), through the real CLI
// against the Workato and Pipefy stand-ins, from .env and from the environment.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { fakeIo } from './support/io.js';
import { PASSWORD, senderArgs, TOKEN } from './support/pipefy-stand-in.harness.js';
import { startPipefyStandIn, type PipefyStandIn } from './support/pipefy-stand-in.mjs';
import { generatedRecipe, startWorkatoStandIn, type StandIn } from './support/workato-stand-in.js';

const KEY = 'wrk-bearer-key-5b0e61c2d94a7f33';

let workato: StandIn;
let pipefy: PipefyStandIn;
beforeAll(async () => {
  workato = await startWorkatoStandIn({ token: KEY, recipes: [generatedRecipe(700)] });
  pipefy = await startPipefyStandIn({ tokens: [TOKEN], organizations: { '300123': { plan: 'enterprise' as const } } });
});
afterAll(async () => {
  await workato?.close();
  await pipefy?.close();
});

async function run(argv: string[], env: NodeJS.ProcessEnv, dotEnv: string | undefined, stdin?: string) {
  const io = fakeIo({ LANG: 'en_US.UTF-8', MMDC_PATH: '/nonexistent', ...env }, stdin);
  if (dotEnv !== undefined) writeFileSync(join(io.cwd, '.env'), dotEnv);
  const code = await main(argv, io);
  return { code, printed: io.out.join('') + io.err.join(''), stdout: io.out.join('') };
}

const PREFIXES = ['Bearer ', 'bearer  ', 'BEARER\t'];

describe('a "Bearer " prefix on a token', () => {
  it.each(PREFIXES)('RECIPE_API_KEY=%j<key> is used without the prefix (--list --json), from .env and the environment', async (prefix) => {
    for (const where of ['env', 'file'] as const) {
      const before = workato.requests.length;
      const env = { RECIPE_API_BASE: workato.url, ...(where === 'env' ? { RECIPE_API_KEY: `${prefix}${KEY}` } : {}) };
      const { code, printed, stdout } = await run(['--list', '--json'], env, where === 'file' ? `RECIPE_API_KEY=${prefix}${KEY}\n` : undefined);
      expect(code, printed).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({ ok: true, count: 1 });
      const sent = workato.requests.slice(before);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
      expect(printed).not.toContain(KEY);
      expect(printed).not.toMatch(/bearer/i);
    }
  });

  it.each(PREFIXES)('PIPEFY_TOKEN=%j<token> is used without the prefix (smtp --json), from .env and the environment', async (prefix) => {
    for (const where of ['env', 'file'] as const) {
      pipefy.reset();
      const env = { PIPEFY_GRAPHQL_URL: pipefy.graphqlUrl, PIPEFY_TIMEOUT_MS: '5000', ...(where === 'env' ? { PIPEFY_TOKEN: `${prefix}${TOKEN}` } : {}) };
      const argv = senderArgs(['--username', 'mailer', '--password-stdin', '--json']);
      const { code, printed, stdout } = await run(argv, env, where === 'file' ? `PIPEFY_TOKEN=${prefix}${TOKEN}\n` : undefined, `${PASSWORD}\n`);
      expect(code, printed).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({ ok: true });
      const sent = pipefy.requests.filter((r) => r.path !== '/oauth/token');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(printed).not.toContain(TOKEN);
      expect(printed).not.toContain(PASSWORD);
    }
  });
});

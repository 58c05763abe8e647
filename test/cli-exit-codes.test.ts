// Exit codes as the README and the skill say them, on the paths a new user meets first: an --out that is a file (2),
// a Workato API that keeps failing with 5xx after its retries (1, with the reason), and an SMTP network failure (1),
// each one JSON object on stdout with --json.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { fakeIo } from './support/io.js';
import { senderArgs } from './support/pipefy-stand-in.harness.js';
import { apiRecipe, generatedRecipe, startWorkatoStandIn, type StandIn } from './support/workato-stand-in.js';
import { PIPEFY, action, pipefyCardMoved, recipe } from './support/recipes.js';

const KEY = 'wk-exit-codes-key-1b2c3d4e5f';
const EXAMPLE = fileURLToPath(new URL('../examples/pipefy-card-moved.recipe.json', import.meta.url));
const servers: StandIn[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

async function run(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const io = fakeIo({ LANG: 'en_US.UTF-8', MMDC_PATH: '/nonexistent', ...env });
  const code = await main(argv, io);
  return { code, io, stdout: io.out.join(''), stderr: io.err.join('') };
}

function oneJson(stdout: string): { ok: boolean; error?: { code: string; message: string } } {
  const lines = stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!);
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('exit codes', () => {
  it('--out naming a file: 2, the reason in the error', async () => {
    const probe = fakeIo({});
    const file = join(probe.cwd, 'taken');
    writeFileSync(file, 'x');
    for (const json of [false, true]) {
      const { code, stdout, stderr } = await run(['--recipe', EXAMPLE, '--out', file, ...(json ? ['--json'] : [])]);
      expect(code).toBe(2);
      if (json) expect(oneJson(stdout)).toMatchObject({ ok: false });
      else expect(stderr).not.toBe('');
    }
  });

  it('a Workato API answering 503 after every retry: 1 for --list and --recipe-id, saying HTTP 503', async () => {
    const exported = recipe('Fetched', pipefyCardMoved([action(PIPEFY, 'move_card', 'm', { organization_id: '1', pipe_id: '2', phase_id: '3', card_id: '4' })]));
    const server = await startWorkatoStandIn({
      token: KEY,
      recipes: [apiRecipe(77, exported), generatedRecipe(78)],
      faults: [{ match: /\/api\/recipes/, fault: { status: 503, message: 'Service Unavailable' }, times: 999 }],
    });
    servers.push(server);
    const env = { RECIPE_API_KEY: KEY, RECIPE_API_BASE: server.url, PIPE_MIGRATE_RETRY_BASE_MS: '1' };
    for (const argv of [['--list', '--json'], ['--recipe-id', '77', '--json']]) {
      const before = server.requests.length;
      const { code, stdout } = await run(argv, env);
      expect(code, argv.join(' ')).toBe(1);
      const out = oneJson(stdout);
      expect(out.ok).toBe(false);
      expect(out.error!.message).toContain('503');
      expect(server.requests.length - before).toBeGreaterThan(1);
      expect(stdout).not.toContain(KEY);
    }
  }, 60_000);

  it('a Workato API still answering 429 after every retry: 1 (try again later), as the SMTP client does', async () => {
    const server = await startWorkatoStandIn({ token: KEY, recipes: [generatedRecipe(78)], faults: [{ match: /\/api\/recipes/, fault: { status: 429, retryAfter: '0' }, times: 999 }] });
    servers.push(server);
    const { code, stdout } = await run(['--list', '--json'], { RECIPE_API_KEY: KEY, RECIPE_API_BASE: server.url, PIPE_MIGRATE_RETRY_BASE_MS: '1' });
    expect(code).toBe(1);
    expect(oneJson(stdout).error).toMatchObject({ code: 'rate_limited' });
  });

  it('an SMTP request that cannot reach Pipefy: 1, nothing created', async () => {
    const port = await closedPort();
    const { code, stdout } = await run(senderArgs(['--ip-relay', '--json']), { PIPEFY_TOKEN: 'sa-token-exit-codes', PIPEFY_GRAPHQL_URL: `http://127.0.0.1:${port}/graphql` });
    expect(code).toBe(1);
    expect(oneJson(stdout).error).toMatchObject({ code: 'network' });
  });
});

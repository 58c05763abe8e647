// pipe-migrate --recipe-id against the local Workato stand-in: fetched recipe saved beside the outputs, errors
// translated, and the API key never printed or written.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { fakeIo } from './support/io.js';
import { apiRecipe, startWorkatoStandIn, type StandIn } from './support/workato-stand-in.js';
import { PIPEFY, action, dp, pipefyCardMoved, recipe } from './support/recipes.js';

const KEY = 'wk-test-key-9d8c7b6a5f4e3d2c';
let server: StandIn;

beforeAll(async () => {
  const exported = recipe('Fetched recipe', pipefyCardMoved([action(PIPEFY, 'move_card', 'm', { organization_id: '1', pipe_id: '2', phase_id: '3', card_id: dp(PIPEFY, 'trg', ['card', 'id']) })]));
  server = await startWorkatoStandIn({ token: KEY, recipes: [apiRecipe(4242, exported)] });
});
afterAll(() => server.close());

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath ?? (e as unknown as { path: string }).path, e.name));
}

describe('pipe-migrate --recipe-id', () => {
  it('fetches, translates, saves recipe.json, and never leaks the key', async () => {
    const io = fakeIo({ RECIPE_API_KEY: KEY, RECIPE_API_BASE: server.url, MMDC_PATH: '/nonexistent' });
    const code = await main(['--recipe-id', '4242', '--json'], io);
    expect(code).toBe(0);
    const out = JSON.parse(io.out.join(''));
    expect(out.recipe).toEqual({ id: '4242', name: 'Fetched recipe' });
    expect(out.files.recipe).toBe(join(io.cwd, 'output', '4242', 'recipe.json'));
    const saved = JSON.parse(readFileSync(out.files.recipe, 'utf8'));
    expect(typeof saved.code).toBe('string');
    for (const file of filesUnder(join(io.cwd, 'output'))) expect(readFileSync(file, 'utf8')).not.toContain(KEY);
    expect(io.text()).not.toContain(KEY);
    expect(server.requests.at(-1)!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('reports a missing key and an unknown id with exit 2 and nothing written', async () => {
    const missing = fakeIo({ RECIPE_API_BASE: server.url });
    expect(await main(['--recipe-id', '4242'], missing)).toBe(2);
    expect(missing.err.join('')).toContain('RECIPE_API_KEY');
    const notFound = fakeIo({ RECIPE_API_KEY: KEY, RECIPE_API_BASE: server.url });
    expect(await main(['--recipe-id', '999', '--json'], notFound)).toBe(2);
    expect(JSON.parse(notFound.out.join('')).error.code).toBe('not_found');
    expect(notFound.text()).not.toContain(KEY);
    expect(readdirSync(notFound.cwd)).toEqual([]);
  });
});

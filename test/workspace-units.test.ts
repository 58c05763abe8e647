// The pure parts of a workspace run: the call graph and import order, lookup tables read from an export, the
// Tables import file made from them, and the reports' escaping of recipe text.
import { describe, expect, it } from 'vitest';
import { normalizeRecipe } from '../src/engine/index.js';
import { importOrder, recipeCalls } from '../src/engine/workspace/calls.js';
import { renderHtml } from '../src/output/workspace/render-html.js';
import { renderMarkdown } from '../src/output/workspace/render-md.js';
import { buildReport } from '../src/output/workspace/model.js';
import { tableTemplate } from '../src/output/workspace/table-file.js';
import { readLookupTable } from '../src/sources/lookup-table.js';
import { action, callableTrigger, pipefyCardMoved, recipe } from './support/recipes.js';

const call = (flowId: unknown, name = 'call_recipe') => action('workato_recipe_function', name, 'c', { flow_id: flowId, parameters: {} });
const entry = (origin: string, data: Record<string, unknown>) => ({ origin, recipe: normalizeRecipe(data, origin) });

describe('recipe calls and import order', () => {
  it('resolves callees by zip path, recipe id or name, and keeps calls to recipes outside the workspace', () => {
    const recipes = [
      entry('A/caller.recipe.json', recipe('Caller', pipefyCardMoved([call({ zip_name: 'F/one.recipe.json', name: 'One' }), call('77'), call({ name: 'Three' }, 'call_recipe_async'), call({ zip_name: 'X/none.recipe.json' })]))),
      entry('F/one.recipe.json', recipe('One', callableTrigger([]))),
      entry('F/two.recipe.json', { ...recipe('Two', callableTrigger([])), id: 77 }),
      entry('F/three.recipe.json', recipe('Three', callableTrigger([]))),
    ];
    expect(recipeCalls(recipes).map(({ callee, reference, wait }) => ({ callee, reference, wait }))).toEqual([
      { callee: 'F/one.recipe.json', reference: 'F/one.recipe.json', wait: true },
      { callee: 'F/two.recipe.json', reference: '77', wait: true },
      { callee: 'F/three.recipe.json', reference: 'Three', wait: false },
      { callee: undefined, reference: 'X/none.recipe.json', wait: true },
    ]);
  });

  it('puts callees first, through chains, and keeps a cycle in its given order', () => {
    const calls = [
      { caller: 'a', step: 1, callee: 'b', reference: 'b', wait: true },
      { caller: 'b', step: 1, callee: 'c', reference: 'c', wait: true },
      { caller: 'x', step: 1, callee: 'y', reference: 'y', wait: true },
      { caller: 'y', step: 1, callee: 'x', reference: 'x', wait: true },
    ];
    expect(importOrder(['a', 'x', 'b', 'y', 'c', 'd'], calls)).toEqual(['c', 'b', 'a', 'y', 'x', 'd']);
  });

  it('orders a chain of 100 000 calls without deep recursion', () => {
    const origins = Array.from({ length: 100_000 }, (_, i) => `r${i}`);
    const calls = origins.slice(1).map((o, i) => ({ caller: origins[i]!, step: 1, callee: o, reference: o, wait: true }));
    const order = importOrder(origins, calls);
    expect(order[0]).toBe('r99999');
    expect(order.at(-1)).toBe('r0');
  });
});

describe('lookup tables', () => {
  const schema = [{ name: 'col1', label: 'Client ID' }, { name: 'col2', label: 'Approver' }];
  it('reads rows given as arrays, as objects by column name or label, and as lookup entries', () => {
    const table = readLookupTable('T/a.lookup_table.json', {
      name: 'LT|A',
      schema,
      rows: [['1', 'ana'], { col1: '2', col2: 'rui' }, { 'Client ID': '3', Approver: 5 }, { data: { col1: '4', col2: null } }, 'junk'],
    });
    expect(table).toEqual({ origin: 'T/a.lookup_table.json', name: 'LT|A', columns: ['Client ID', 'Approver'], rows: [['1', 'ana'], ['2', 'rui'], ['3', '5'], ['4', '']] });
  });

  it('does not take inherited keys for cells', () => {
    expect(readLookupTable('t', { name: 'T', schema: [{ name: 'constructor' }], rows: [{}] })!.rows).toEqual([['']]);
  });

  it('writes a Tables import file: TEXT fields and rows that point at them', () => {
    const file = tableTemplate({ origin: 'Data/a.lookup_table.json', name: 'LT|A', columns: ['Client ID', 'Approver'], rows: [['1', 'ana']] });
    expect(file).toMatchObject({
      name: 'LT|A',
      externalId: 'pipe-migrate-Data-a-lookup-table-json',
      fields: [{ name: 'Client ID', type: 'TEXT', externalId: 'field_1' }, { name: 'Approver', type: 'TEXT', externalId: 'field_2' }],
      data: { type: 'CSV', rows: [[{ fieldId: 'field_1', value: '1' }, { fieldId: 'field_2', value: 'ana' }]] },
    });
  });
});

describe('reports', () => {
  it('escape recipe text in HTML and Markdown', () => {
    const hostile = '<img src=x onerror=alert(1)> | # *x*';
    const report = buildReport({
      version: '0.0.0', source: 'pkg.zip', calls: [], order: [], tables: [], previous: undefined, hashes: new Map(), folderOf: () => undefined,
      outcomes: [{ status: 'failed', entry: { origin: 'a.recipe.json', data: { name: hostile } }, failure: { code: 'x', message: hostile, unexpected: false, cause: null } }],
    });
    const html = renderHtml(report, 'en', new Map());
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    const md = renderMarkdown(report, 'en');
    expect(md).toContain('\\<img src=x onerror=alert(1)\\> \\| \\# \\*x\\*');
  });
});

describe('the --all progress line', () => {
  it('shows the recipe at hand in a terminal, as text only, and clears itself', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { parseArgs } = await import('../src/args.js');
    const { runWorkspace } = await import('../src/commands/workspace.js');
    const cwd = mkdtempSync(join(tmpdir(), 'pm-ws-progress-'));
    try {
      writeFileSync(join(cwd, 'a.recipe.json'), JSON.stringify(recipe('Alpha \u001b[31mred', pipefyCardMoved([]))));
      writeFileSync(join(cwd, 'b.recipe.json'), JSON.stringify(recipe('Beta', pipefyCardMoved([]))));
      let stderr = '';
      const io = { stdout: () => undefined, stderr: (text: string) => void (stderr += text), env: { MMDC_PATH: '/nonexistent' }, cwd, stdin: process.stdin, isTTY: true };
      expect(await runWorkspace(parseArgs(['--recipe', '.', '--all', '--no-png', '--out', 'out']), io, 'en')).toBe(0);
      expect(stderr).toContain('\r\u001b[2K[1/2] Alpha');
      expect(stderr).toContain('\r\u001b[2K[2/2] Beta');
      expect(stderr).not.toContain('\u001b[31m');
      expect(stderr.endsWith('\r\u001b[2K')).toBe(true);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});

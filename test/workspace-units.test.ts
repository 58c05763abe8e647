// The pure parts of a workspace run: the call graph and import order, the wiring of call steps to their callees'
// flows, lookup tables read from an export, the Tables import file made from them, and the reports' escaping of
// recipe text.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { normalizeRecipe, translateRecipe } from '../src/engine/index.js';
import { visitSteps } from '../src/engine/flow/steps.js';
import { importOrder, recipeCalls, workspaceLinks } from '../src/engine/workspace/calls.js';
import { flowIdOf } from '../src/output/workspace/run.js';
import { renderHtml } from '../src/output/workspace/render-html.js';
import { renderMarkdown } from '../src/output/workspace/render-md.js';
import { buildReport } from '../src/output/workspace/model.js';
import { tableTemplate } from '../src/output/workspace/table-file.js';
import { readLookupTable } from '../src/sources/lookup-table.js';
import { importTemplates } from './support/ap-import.js';
import { checkTemplate } from './support/flow-check.js';
import { action, callableTrigger, pipefyCardMoved, recipe } from './support/recipes.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const shared: any = createRequire(import.meta.url)('@activepieces/shared');

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

  it('wires each call step to its callee\'s flow, so the import of several flows points it at the new flow', () => {
    const data = {
      'A/caller.recipe.json': recipe('Caller', pipefyCardMoved([call({ zip_name: 'F/one.recipe.json', name: 'One' }), call({ zip_name: 'X/none.recipe.json', name: 'Gone' })])),
      'F/one.recipe.json': recipe('One', callableTrigger([call({ zip_name: 'F/one.recipe.json', name: 'One' })])),
      'F/plain.recipe.json': recipe('Plain', callableTrigger([])),
    };
    const recipes = Object.entries(data).map(([origin, raw]) => entry(origin, raw));
    const linksOf = workspaceLinks(recipeCalls(recipes), new Map(recipes.map((r) => [r.origin, r.recipe.name])), flowIdOf);
    const results = Object.entries(data).map(([origin, raw]) => translateRecipe(raw, { lang: 'en', links: linksOf(origin, () => true) }, origin));
    const [caller, one, plain] = results.map((r) => r.template);
    const id = flowIdOf('F/one.recipe.json');
    expect(id).toMatch(/^[a-z0-9]{21}$/);
    expect(flowIdOf('F/one.recipe.json')).toBe(id);
    expect(one!.metadata).toEqual({ externalId: id });
    expect(plain!.metadata).toEqual({});
    const calls = (t: typeof caller) => {
      const out: Array<Record<string, unknown>> = [];
      visitSteps(t!.flows[0]!.trigger, (s) => {
        if (s.type === 'PIECE' && (s.settings as { actionName?: string }).actionName === 'callFlow') out.push(s as unknown as Record<string, unknown>);
      });
      return out as Array<{ valid: boolean; settings: { input: Record<string, unknown> } }>;
    };
    // Step 1 calls a recipe of the workspace: wired and valid. Step 2 calls one outside it: left to pick by hand.
    expect(calls(caller).map((s) => [s.settings.input.flowId, s.valid])).toEqual([[id, true], [undefined, false]]);
    expect(results[0]!.review.filter((r) => r.code?.startsWith('subflow')).map((r) => [r.step, r.code])).toEqual([[1, 'subflow_wired'], [2, 'subflow_link']]);
    expect(results[0]!.review.some((r) => r.code === 'missing_required' && r.step === 1)).toBe(false);
    expect(results[0]!.review.find((r) => r.code === 'subflow_wired')!.text).toContain('"One"');
    // the run-time check expects the wired id too: the flow sends what the workspace gave it, not a difference
    expect(results[0]!.routing.verification!.differences.filter((d) => d.field === 'flowId')).toEqual([]);
    // a recipe function calling itself points at its own flow
    expect(calls(one).map((s) => s.settings.input.flowId)).toEqual([id]);
    for (const t of [caller, one, plain]) {
      expect(checkTemplate(t).errors).toEqual([]);
      expect(shared.SharedTemplate.safeParse(t).success).toBe(true);
    }
    // The dashboard import of both: each call step now names the flow the import made of "One".
    const imported = importTemplates([caller, one, plain]);
    const newOne = imported.find((f) => f.displayName === 'One')!.externalId;
    expect(newOne).not.toBe(id);
    expect(calls({ flows: [{ trigger: imported[0]!.trigger }] } as never).map((s) => s.settings.input.flowId)).toEqual([newOne, undefined]);
    expect(calls({ flows: [{ trigger: imported[1]!.trigger }] } as never).map((s) => s.settings.input.flowId)).toEqual([newOne]);
    // Imported on its own, the caller keeps an id no flow has: the note says to pick the flow by hand then.
    expect(calls({ flows: [{ trigger: importTemplates([caller])[0]!.trigger }] } as never)[0]!.settings.input.flowId).toBe(id);
  });

  it('leaves a call step to pick by hand when its callee gets no flow, and gives ids only to called flows', () => {
    const calls = [
      { caller: 'a', step: 1, callee: 'b', reference: 'b', wait: true },
      { caller: 'a', step: 2, callee: 'c', reference: 'c', wait: false },
      { caller: 'a', step: 3, reference: 'elsewhere', wait: true },
    ];
    const linksOf = workspaceLinks(calls, new Map([['b', 'B'], ['c', 'C']]), (o) => `id-${o}`);
    expect(linksOf('a', (callee) => callee === 'b')).toEqual({ calls: { 1: { externalId: 'id-b', name: 'B' } } });
    expect(linksOf('b', () => true)).toEqual({ externalId: 'id-b' });
    expect(linksOf('d', () => true)).toBeUndefined();
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
      version: '0.0.0', source: 'pkg.zip', calls: [], links: new Map(), order: [], tables: [], previous: undefined, hashes: new Map(), folderOf: () => undefined,
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

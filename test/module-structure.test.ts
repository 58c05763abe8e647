// The module structure of src/: no module imports another in a cycle, and no source file grows past 400 lines
// except the message catalogues and data files named below.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, sourceFiles } from './support/import-graph.js';

const MAX_LINES = 400;

/** Files allowed past the limit, each with the reason: catalogues of messages and data, nothing else. */
const LONG_FILES: Readonly<Record<string, string>> = {
  'src/i18n/messages/describe.ts': 'message catalogue (pt, en, es)',
  'src/i18n/messages/engine.ts': 'message catalogue (pt, en, es)',
  'src/i18n/messages/wizard.ts': 'message catalogue (pt, en, es)',
  'src/engine/mapping/catalog.json': 'data: the bundled piece catalog (scripts/bundle-catalog.mjs)',
};

function lineCount(file: string): number {
  const text = readFileSync(file, 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('imports', () => {
  const graph = importGraph('src');

  it('no module imports another in a cycle (static, lazy and type-only imports alike)', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('the graph sees static and lazy imports, re-exports and type-only imports', () => {
    expect(graph.get('src/commands/migrate.ts')).toContain('src/engine/index.ts');
    expect(graph.get('src/cli.ts')).toContain('src/commands/migrate.ts');
    expect(graph.get('src/engine/mapping/apply.ts')).toContain('src/engine/mapping/shapers.ts');
    expect(graph.get('src/engine/mapping/types.ts')).toContain('src/engine/mapping/shapers.ts');
  });

  it('src/engine never imports src/verify, except the verify stage that runs the check inside every translation', () => {
    // the engine is the translator: pure, and usable without the runtime models; verify reads the engine, never the
    // other way round. The one bridge is src/engine/verify-stage.ts (issue 13: routing.json's verification).
    const bridge = 'src/engine/verify-stage.ts';
    const into = [...graph].flatMap(([from, to]) => (from.startsWith('src/engine/') && from !== bridge ? [...to].filter((t) => t.startsWith('src/verify/')).map((t) => `${from} -> ${t}`) : []));
    expect(into).toEqual([]);
    // the rule sees what it forbids: the bridge itself does import src/verify
    expect([...graph.get(bridge)!].some((t) => t.startsWith('src/verify/'))).toBe(true);
  });

  it('the cycle finder reports a two-module cycle and a self-import, and nothing in a chain', () => {
    const g = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));
    expect(importCycles(g({ a: ['b'], b: ['c'], c: ['b'], d: ['d'] }))).toEqual([['b', 'c'], ['d']]);
    expect(importCycles(g({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
  });
});

describe('file size', () => {
  const files = sourceFiles('src').filter((f) => /\.(tsx?|json|mjs|js)$/.test(f));

  it(`no source file over ${MAX_LINES} lines except catalogues of messages and data`, () => {
    const long = files.filter((f) => lineCount(f) > MAX_LINES && !Object.hasOwn(LONG_FILES, f)).map((f) => `${f} (${lineCount(f)} lines)`);
    expect(long).toEqual([]);
  });

  it('every exemption names an existing message catalogue or data file', () => {
    for (const file of Object.keys(LONG_FILES)) {
      expect(files, file).toContain(file);
      expect(file, file).toMatch(/^src\/i18n\/messages\/[a-z-]+\.ts$|\.json$/);
    }
  });
});

// Every `=` formula and every non-pill `#{...}` interpolation of the shared corpus translates without a crash,
// and every CODE expression compiles. Prints translated/unsupported counts with the reasons.
import { renderMessage } from '../src/engine/diagnostics.js';
import { describe, expect, it } from 'vitest';
import { runtimeSource, translateFormula, type FormulaResult } from '../src/engine/formula/index.js';
import { singlePill, splitTemplate } from '../src/engine/pills.js';
import { corpusFiles, hasCorpus, readCorpus } from './support/corpus.js';

interface Found {
  file: string;
  source: string;
}

function strings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
}

function collect(step: Record<string, unknown>, file: string, found: Found[]): void {
  const values: string[] = [];
  strings(step.input, values);
  for (const value of values) {
    if (value.startsWith('=')) found.push({ file, source: value.slice(1) });
    else for (const part of splitTemplate(value)) if (part.kind === 'interp' && !singlePill(part.source)) found.push({ file, source: part.source });
  }
  for (const child of (step.block as Array<Record<string, unknown>> | undefined) ?? []) collect(child, file, found);
}

describe.skipIf(!hasCorpus)('corpus formulas', () => {
  it('translate without throwing; CODE results compile', () => {
    const found: Found[] = [];
    for (const file of corpusFiles()) {
      const raw = readCorpus(file) as { code: unknown };
      const code = typeof raw.code === 'string' ? JSON.parse(raw.code) : raw.code;
      collect(code as Record<string, unknown>, file, found);
    }
    expect(found.length).toBeGreaterThan(0);

    let inputs = 0;
    const ctx = {
      resolvePill: () => ({ ok: true as const, ref: "step_1['a']" }),
      bindInput: () => `inputs.v${++inputs}`,
    };
    const kinds: Record<FormulaResult['kind'], number> = { literal: 0, inline: 0, code: 0, skip: 0, unsupported: 0 };
    const reasons = new Map<string, number>();
    for (const f of found) {
      let r: FormulaResult | undefined;
      expect(() => (r = translateFormula(f.source, ctx)), f.source).not.toThrow();
      kinds[r!.kind]++;
      if (r!.kind === 'unsupported') reasons.set(renderMessage(r!.reason, 'en'), (reasons.get(renderMessage(r!.reason, 'en')) ?? 0) + 1);
      if (r!.kind === 'code') {
        const body = `${runtimeSource(r!.runtime)}\nreturn (${r!.expr});`;
        expect(() => new Function('inputs', body), f.source).not.toThrow();
      }
    }
    const unsupported = kinds.unsupported;
    const translated = found.length - unsupported;
    const top = [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 10);
    console.log(
      `corpus formulas: ${found.length} total, ${translated} translated (${JSON.stringify(kinds)}), ${unsupported} unsupported` +
        top.map(([reason, n]) => `\n  ${n} × ${reason}`).join(''),
    );
    expect(translated / found.length).toBeGreaterThanOrEqual(0.9);
  });
});

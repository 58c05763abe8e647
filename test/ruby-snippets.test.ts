// The Ruby code-step compiler over real snippets (test/fixtures/ruby-snippets.ts, each with its source): at least
// 80% compile, and every compiled snippet, run in the Activepieces runtime model's CODE sandbox on its sample
// inputs, returns the value written by hand from Ruby semantics.
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../src/engine/diagnostics.js';
import { compileRuby } from '../src/engine/ruby/index.js';
import { runCode } from '../src/verify/activepieces/code-sandbox.js';
import { RUBY_SNIPPETS } from './fixtures/ruby-snippets.js';

const BOUNDS = { timeoutMs: 2000, memoryMb: 64, now: '2026-01-01T00:00:00.000Z' };
const compiled = RUBY_SNIPPETS.map((s) => ({ snippet: s, result: compileRuby(s.code) }));

describe('real Ruby snippets', () => {
  it('has at least 30 snippets, each citing its source, and compiles 80% or more of them', () => {
    expect(RUBY_SNIPPETS.length).toBeGreaterThanOrEqual(30);
    for (const s of RUBY_SNIPPETS) expect(s.source).toMatch(/^[\w.-]+\/[\w.-]+ \S+\.md$/);
    const ok = compiled.filter((c) => c.result.ok).length;
    expect(ok / RUBY_SNIPPETS.length).toBeGreaterThanOrEqual(0.8);
  });

  it.each(compiled.filter((c) => c.result.ok).map((c) => [c.snippet.name, c] as const))('%s returns what Ruby returns', (_name, { snippet, result }) => {
    for (const c of snippet.cases) {
      const run = runCode((result as { body: string }).body, c.input, BOUNDS);
      expect(run).toEqual({ ok: true, output: c.output });
    }
  });

  it.each(compiled.filter((c) => !c.result.ok).map((c) => [c.snippet.name, c] as const))('%s stays a placeholder with a reason', (_name, { result }) => {
    const { reason } = result as Extract<typeof result, { ok: false }>;
    expect(renderMessage(reason, 'en')).toMatch(/\S/);
    expect(renderMessage(reason, 'pt')).toMatch(/\S/);
  });
});

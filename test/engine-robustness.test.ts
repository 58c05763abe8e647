// Mutated real recipes (a fixed seed, so every run is the same): the engine either translates them into a
// flow that passes the checks, or refuses them with a UserError; it never crashes.
import { describe, expect, it } from 'vitest';
import { isUserError } from '../src/errors.js';
import { translateRecipe } from '../src/engine/index.js';
import { checkTemplate } from './support/flow-check.js';
import { corpusFiles, hasCorpus, readCorpus } from './support/corpus.js';

const ODD_VALUES: unknown[] = [null, 0, 1, -1, '', 'x', '=', '#{', "#{_dp('{\"bad')}", '=_dp(', '=foo.bar(', '#{x}', '=nil + 1', [], {}, [null], true, { zip_name: 'a' }];
const STRUCTURE = new Set(['keyword', 'block', 'number']);
const KEYWORDS = ['if', 'elsif', 'else', 'try', 'catch', 'foreach', 'repeat', 'while_condition', 'stop', 'action', 'unknown_keyword'];

function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Replaces or deletes values anywhere; keeps blocks and numbers, and swaps some keywords for other valid ones. */
function mutate(value: unknown, rnd: () => number): void {
  const pick = () => structuredClone(ODD_VALUES[Math.floor(rnd() * ODD_VALUES.length)]);
  if (Array.isArray(value)) {
    value.forEach((v, i) => (v && typeof v === 'object' ? mutate(v, rnd) : rnd() < 0.05 ? (value[i] = pick()) : undefined));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const obj = value as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    const r = rnd();
    if (key === 'keyword' && rnd() < 0.15) obj[key] = KEYWORDS[Math.floor(rnd() * KEYWORDS.length)];
    else if (STRUCTURE.has(key)) mutate(obj[key], rnd);
    else if (r < 0.04) delete obj[key];
    else if (r < 0.1) obj[key] = pick();
    else mutate(obj[key], rnd);
  }
}

describe.skipIf(!hasCorpus)('robustness', () => {
  it('600 mutated corpus recipes: a valid flow or a UserError, never a crash', () => {
    const files = corpusFiles();
    const rnd = random(20261123);
    let translated = 0;
    let refused = 0;
    for (let i = 0; i < 600; i++) {
      const raw = readCorpus(files[i % files.length]!);
      mutate(raw, rnd);
      try {
        const result = translateRecipe(raw, { lang: (['en', 'pt', 'es'] as const)[i % 3]! });
        expect(checkTemplate(result.template).errors, `mutation ${i} of ${files[i % files.length]}`).toEqual([]);
        translated++;
      } catch (error) {
        if (!isUserError(error)) throw error;
        refused++;
      }
    }
    expect(translated).toBeGreaterThan(100);
    expect(translated + refused).toBe(600);
  });
});

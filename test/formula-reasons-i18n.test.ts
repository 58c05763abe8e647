// Why a formula was not translated is said in the user's language: the compiler's reasons are message codes
// (src/i18n/messages/formula.ts) rendered inside cause_formula, never English text inside a pt or es sentence.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { checkTemplate } from './support/flow-check.js';
import { PIPEFY, action, dpBare, pipefyCardMoved, recipe } from './support/recipes.js';

const title = dpBare(PIPEFY, 'trg', ['card', 'title']);

function reviewOf(formula: string, lang: 'en' | 'pt' | 'es'): string {
  const raw = recipe('Reasons', pipefyCardMoved([action('slack', 'post_message', 'slk', { channel: 'C1', message: `=${formula}` })]));
  const result = translateRecipe(raw, { lang });
  expect(checkTemplate(result.template).errors).toEqual([]);
  const items = result.review.filter((r) => r.step === 1 && r.kind === 'formula');
  expect(items.length, lang).toBeGreaterThan(0);
  return items.map((r) => r.text).join('\n');
}

const ENGLISH = /\b(is not supported|are not supported|syntax error|expected|but found|end of formula|method|takes|argument)\b/;

describe('formula reasons in the user\'s language', () => {
  it.each([
    [`${title}.encrypt("k")`, 'o método "encrypt" não é suportado', 'el método "encrypt" no es compatible', 'method "encrypt" is not supported'],
    ['x = 1', 'erro de sintaxe: atribuição não é suportada', 'error de sintaxis: la asignación no es compatible', 'syntax error: assignment is not supported'],
    [`${title}.upcase(`, 'erro de sintaxe: ', 'error de sintaxis: ', 'syntax error: '],
    [`${title}.gsub(/a/x, "")`, 'expressões regulares estendidas (/x) não são suportadas', 'las expresiones regulares extendidas (/x) no son compatibles', 'extended regular expressions (/x) are not supported'],
  ])('%s: pt, es and en each say it in their own words', (formula, pt, es, en) => {
    const inPt = reviewOf(formula, 'pt');
    const inEs = reviewOf(formula, 'es');
    expect(inPt).toContain(pt);
    expect(inEs).toContain(es);
    expect(reviewOf(formula, 'en')).toContain(en);
    // The Workato formula itself is quoted as written; the sentence around it is not English.
    const words = (text: string) => text.replace(/=.*$/gm, '').replace(/"[^"]*"/g, '');
    expect(words(inPt)).not.toMatch(ENGLISH);
    expect(words(inEs)).not.toMatch(ENGLISH);
  });

  it('no formula or code-step compiler source throws or returns a reason as plain text', () => {
    const dirs = ['../src/engine/formula/', '../src/engine/ruby/'].map((d) => fileURLToPath(new URL(d, import.meta.url)));
    const found: string[] = [];
    for (const dir of dirs) {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
        const text = readFileSync(dir + file, 'utf8');
        for (const pattern of [/\bfail\(\s*['`]/, /new (Unsupported|FormulaSyntaxError)\(\s*['`]/, /\breason: ['`]/, /\berror: ['`]/]) {
          if (pattern.test(text)) found.push(`${file}: ${pattern}`);
        }
      }
    }
    // compileRuby (ruby/index.ts) still words its own top-level reasons; every compiler reason is a message code.
    expect(found.filter((f) => !f.startsWith('index.ts: /\\breason'))).toEqual([]);
  });
});

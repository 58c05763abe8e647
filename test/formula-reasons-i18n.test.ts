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
    expect(found).toEqual([]);
  });
});

describe('why a Ruby code step was not compiled, in the user\'s language', () => {
  const rubyStep = (code: string) => action('workato_custom_code', 'invoke_custom_ruby_code', 'rb', { name: 'r', code, code_input: { schema: '[]', data: {} } });
  function reasonOf(code: string, lang: 'en' | 'pt' | 'es'): { review: string; reason: string; flow: string } {
    const result = translateRecipe(recipe('Ruby', pipefyCardMoved([rubyStep(code)])), { lang });
    const review = result.review.filter((r) => r.step === 1 && r.code === 'code_ruby_not_compiled').map((r) => r.text).join('\n');
    expect(review, lang).not.toBe('');
    return { review, reason: result.routing.operations.find((o) => o.step === 1)!.reason ?? '', flow: JSON.stringify(result.template) };
  }

  it.each([
    ['   ', 'o código está vazio', 'el código está vacío', 'the code is empty'],
    ['x = (', 'erro de sintaxe: ', 'error de sintaxis: ', 'syntax error: '],
    ['begin\n  x = 1\nend\n{ x: x }', '"begin" não é suportado', '"begin" no es compatible', '"begin" is not supported'],
    ['x = ['.repeat(20_000) + '1' + ']'.repeat(20_000), 'o código tem mais de 100000 caracteres', 'el código tiene más de 100000 caracteres', 'the code is longer than 100000 characters'],
  ])('%#: the review and routing.json say it in pt, es and en; the comment in the flow stays English', (code, pt, es, en) => {
    const inPt = reasonOf(code, 'pt');
    const inEs = reasonOf(code, 'es');
    const inEn = reasonOf(code, 'en');
    for (const [got, want] of [[inPt, pt], [inEs, es], [inEn, en]] as const) {
      expect(got.review).toContain(want);
      expect(got.reason).toContain(want);
    }
    expect(inPt.review).not.toMatch(ENGLISH);
    expect(inEs.review).not.toMatch(ENGLISH);
    // the code step's header comment is the same in every language (the flow does not depend on --lang there)
    const comment = (flow: string) => flow.split('Not compiled: ')[1]?.split('\\n')[0];
    expect(comment(inPt.flow)).toContain(en.replace(/"/g, '\\"'));
    expect(comment(inPt.flow)).toBe(comment(inEn.flow));
  });
});

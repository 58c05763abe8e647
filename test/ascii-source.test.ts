// scripts/ascii-source.mjs: the single-file build is made pure ASCII (bin/load-bundle.js then reads it as latin1,
// without UTF-8 decoding) without changing what any of its code means.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a build script, plain JavaScript without declarations
import { asciiSource } from '../scripts/ascii-source.mjs';

const ascii = asciiSource as (text: string) => string;
const run = (code: string): unknown => vm.runInNewContext(code);

describe('asciiSource', () => {
  it.each([
    // a regular expression: the character class, an alternation, and the i flag matching by case
    ['/^\\s*[-*•]\\s*(conex(?:ão|ões))$/i.exec("\\u2022 CONEX\\u00c3O")?.[1]', 'CONEXÃO'],
    ["'it\\u2019s a day'.replace(/(^|[^\\w'’])([a-z])/g, (m, p, c) => p + c.toUpperCase())", 'It’s A Day'],
    // an astral character, with and without the u flag
    ['[/^😀$/u, /^😀$/, /^[😀]$/u, /^[😀]$/].map((r) => r.test("\\ud83d\\ude00")).join()', 'true,true,true,false'],
    // String.raw keeps its text (with the character, and with the escapes it held)
    ["String.raw`a’b\\n${1 + 1}é\\u00e9`", 'a’b\\n2é\\u00e9'],
    ['String.raw`ñ`', 'ñ'],
  ])('%s means the same in ASCII', (code, expected) => {
    expect(run(code)).toBe(expected);
    const rewritten = ascii(code);
    expect(rewritten).toMatch(/^[\x00-\x7f]*$/);
    expect(run(rewritten)).toBe(expected);
  });

  it('leaves ASCII text as it is', () => {
    const code = 'const a = "\\u2022"; /x/.test(a);';
    expect(ascii(code)).toBe(code);
  });

  it.each([
    ['a comment', '// café\n1'],
    ['a string (esbuild escapes them)', '"café"'],
    ['a template with another tag', 'tag`café`'],
    ['an identity escape in a regular expression', '/\\é/'],
  ])('refuses a character in %s: there is no spelling it can be sure means the same', (_, code) => {
    expect(() => ascii(code)).toThrow(/no ASCII spelling for U\+00e9/);
  });
});

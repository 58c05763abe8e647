// Ruby semantics of translated formulas: the generated JavaScript is executed with the runtime and compared with
// what Ruby (Workato) computes.
import { describe, expect, it } from 'vitest';
import { message, renderMessage } from '../src/engine/diagnostics.js';
import { translateFormula, type FormulaResult } from '../src/engine/formula/index.js';
import { p, runFormula } from './support/formula.js';

/** Runs the translated code inside an async function, as the CODE step does; resolves to the value. */
const run = (source: string, values?: Record<string, unknown>) => runFormula(source, values, { async: true });

function translate(source: string): FormulaResult {
  return translateFormula(source, { resolvePill: () => ({ ok: true, ref: "step_1['a']" }), bindInput: () => 'inputs.v1' });
}

const cases: Array<[string, unknown, Record<string, unknown>?]> = [
  ['7 / 2', 3],
  ['-7 / 2', -4],
  ['-7 % 3', 2],
  ['7 % -3', -2],
  ['7.0 / 2', 3.5],
  ['2 ** 3', 8],
  ['nil.to_s', ''],
  ['1.0.to_s', '1.0'],
  ['(0.1 + 0.2).to_s', '0.30000000000000004'],
  ['"".present?', false],
  ['" ".blank?', true],
  ['[].blank?', true],
  ['{}.present?', false],
  ['0.present?', true],
  ['0 ? "a" : "b"', 'a'],
  ['nil || "x"', 'x'],
  ['false && 1', false],
  ['!nil', true],
  ['"a,b,,c,,".split(",")', ['a', 'b', '', 'c']],
  ['" a  b ".split', ['a', 'b']],
  ['"a-b-c".split("-", 2)', ['a', 'b-c']],
  ['"12abc".to_i', 12],
  ['"abc".to_i', 0],
  ['nil.to_i', 0],
  ['"3.7xyz".to_f', 3.7],
  ['"Hello World".gsub(/o/, "0")', 'Hell0 W0rld'],
  ['"John Smith".gsub(/(\\w+) (\\w+)/, \'\\2, \\1\')', 'Smith, John'],
  ['"aaa".sub("a", "b")', 'baa'],
  ['"a\\nb".match?(/^b/)', true],
  ['"a\\nb".match?(/\\Ab/)', false],
  ['"abc" =~ /c\\z/', 2],
  ['"x1y2".gsub(/[[:digit:]]/, "#")', 'x#y#'],
  ['"ab\\nc".start_with?(/c/)', false],
  ['"A.B".split(".")', ['A', 'B']],
  ['"abc".split("")', ['a', 'b', 'c']],
  ['"hello".include?("ell")', true],
  ['"Hello".match?(/^h/i)', true],
  ['"report.pdf".ends_with?(".pdf")', true],
  ['"abc".starts_with?("b")', false],
  ['"  hi  ".strip.upcase', 'HI'],
  ['"hELLO".capitalize', 'Hello'],
  ['"customer_first-name".titleize', 'Customer First Name'],
  ['"héllo".length', 5],
  ['[1, nil, 2, 2].compact.uniq', [1, 2]],
  ['[[1, [2]], 3].flatten', [1, 2, 3]],
  ['[1, 2, 3].sum', 6],
  ['[3, 1, 2].max', 3],
  ['["b", "a"].sort', ['a', 'b']],
  ['[1, 2, 3].first(2)', [1, 2]],
  ['[1, 2, 3].last', 3],
  ['[1, 2, 3].select { |x| x > 1 }.map { |x| x * 10 }', [20, 30]],
  ['[1, 2, 3].reject(&:nil?).count', 3],
  ['["a", nil, " b "].smart_join(", ")', 'a, b'],
  ['{"a" => {"b" => [5]}}.dig("a", "b", 0)', 5],
  ['{"a" => 1, "b" => 2}.keys.join("|")', 'a|b'],
  ['3.7.floor', 3],
  ['3.2.ceil', 4],
  ['3.14159.round(2)', 3.14],
  ['-4.abs', 4],
  ['"a" == "a" && 1 != 2', true],
  ['1 == 1.0', true],
  ['2 <= 3', true],
  ['case "b" when "a", "b" then 1 else 2 end', 1],
  ['"#{1 + 1} items"', '2 items'],
  ['{"a" => 1}.to_json', '{"a":1}'],
  ['\'{"a":[1,2]}\'.parse_json["a"].last', 2],
  ['"yes".is_true?', true],
  ['"%05d" % 42', '00042'],
  ['"%.2f" % 3.14159', '3.14'],
  ['"%-4s|%+d" % ["ab", 5]', 'ab  |+5'],
  ['"%{a}-%<b>03d" % {a: "x", b: 7}', 'x-007'],
  ['"5".rjust(3, "0")', '005'],
  ['"ab".ljust(5, "12")', 'ab121'],
  ['"a1b22".scan(/\\d+/)', ['1', '22']],
  ['1234567.891.to_currency', '$1,234,567.89'],
  ['-5.to_currency(unit: "R$ ", delimiter: ".", separator: ",")', '-R$ 5,00'],
  ['"2024-03-05T14:07:09Z".to_time.iso8601', '2024-03-05T14:07:09Z'],
  ['[{"n" => "a"}, {"n" => "b"}].format_map("<%{n}>")', ['<a>', '<b>']],
  ['"hé".encode_hex', '68c3a9'],
  ['"68c3a9".decode_hex', 'hé'],
  ['["a", "b,c", nil].to_csv', 'a,"b,c",\n'],
  ['"héllo wörld".encode_base64.decode_base64', 'héllo wörld'],
];

describe('translated formulas follow Ruby semantics', () => {
  it.each(cases)('%s', async (source, expected, values) => {
    expect(await run(source, values)).toEqual(expected);
  });

  it('reads datapills bound as CODE step inputs', async () => {
    const list = [{ s: 'open', id: 1 }, { s: 'done', id: 2 }];
    expect(await run(`${p('list')}.where("s": "open").pluck("id")`, { list })).toEqual([1]);
    expect(await run(`${p('list')}.where("s": ["open", "done"]).pluck("id")`, { list })).toEqual([1, 2]);
    expect(await run(`${p('list')}.where("id >": 1).pluck("s")`, { list })).toEqual(['done']);
    const fallback = `${p('x')}.present? ? ${p('x')} : "default"`;
    expect(await run(fallback, { x: null })).toBe('default');
    expect(await run(fallback, { x: '' })).toBe('default');
    expect(await run(fallback, { x: 'given' })).toBe('given');
    expect(await run(`'Queued ' + ${p('s')} + ' item'`, { s: 'new' })).toBe('Queued new item');
    expect(await run(`${p('n')}.to_i + 1`, { n: '41' })).toBe(42);
    expect(await run(`${p('a')} + ${p('b')}`, { a: 1.5, b: 2 })).toBe(3.5);
    expect(await run(`${p('h')}["k"]`, { h: { k: 'v' } })).toBe('v');
    expect(await run(`${p('h')}&.upcase`, { h: null })).toBe(null);
    expect(await run('uuid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('raises where Ruby raises', async () => {
    await expect(run(`${p('x')} + 1`, { x: null })).rejects.toThrow(/undefined method '\+' for nil/);
    await expect(run(`'a' + ${p('x')}`, { x: 3 })).rejects.toThrow(/no implicit conversion of Integer into String/);
    await expect(run(`${p('x')} / 0`, { x: 1 })).rejects.toThrow(/divided by 0/);
    await expect(run(`${p('x')}.upcase`, { x: null })).rejects.toThrow(/undefined method 'upcase' for nil/);
  });
});

describe('result kinds', () => {
  it('gives skip, null literals, constants and single-pill references', () => {
    expect(translate('skip')).toEqual({ kind: 'skip' });
    expect(translate('nil')).toEqual({ kind: 'literal', value: null });
    expect(translate('null')).toEqual({ kind: 'literal', value: null });
    expect(translate('clear')).toEqual({ kind: 'literal', value: null });
    expect(translate("'a' + 'b'")).toEqual({ kind: 'literal', value: 'ab' });
    expect(translate('"x".upcase')).toEqual({ kind: 'literal', value: 'X' });
    expect(translate(p('a'))).toEqual({ kind: 'inline', value: "{{step_1['a']}}" });
    expect(translate(`${p('a')}.to_s`)).toEqual({ kind: 'inline', value: "{{step_1['a']}}" });
    const r = translate(`${p('a')}.upcase`);
    expect(r).toMatchObject({ kind: 'code', expr: 'rb_out(rb_upcase(inputs.v1))' });
    expect(r.kind === 'code' && r.runtime).toEqual(['rb_out', 'rb_upcase']);
    expect(translate('now').kind).toBe('code');
    expect(translate('uuid').kind).toBe('code');
  });

  it('reports what it does not translate, with a reason (a message code, rendered in the user\'s language)', () => {
    const reason = (source: string, lang: 'en' | 'pt' | 'es' = 'en') => {
      const r = translate(source);
      return r.kind === 'unsupported' ? renderMessage(r.reason, lang) : `not unsupported: ${r.kind}`;
    };
    expect(reason(`${p('a')}.encrypt("k")`)).toBe('method "encrypt" is not supported');
    expect(reason(`${p('a')}.encrypt("k")`, 'pt')).toBe('o método "encrypt" não é suportado');
    expect(reason(`${p('a')}.encrypt("k")`, 'es')).toBe('el método "encrypt" no es compatible');
    expect(reason(`lookup("Clients", "Client ID": ${p('a')})["Rate"]`)).toBe('lookup tables need a human');
    expect(reason('x = 1')).toMatch(/^syntax error/);
    expect(reason('x = 1', 'pt')).toBe('erro de sintaxe: atribuição não é suportada');
    expect(reason('x = 1', 'es')).toBe('error de sintaxis: la asignación no es compatible');
    expect(reason('(1', 'pt')).toBe('erro de sintaxe: esperava ")" mas encontrou fim da fórmula');
    // skip deciding the value is carried (test/formula-skip.test.ts); anywhere else it is still refused
    expect(translate(`${p('a')}.present? ? ${p('a')} : skip`)).toMatchObject({ kind: 'code', skips: true });
    expect(reason(`[${p('a')}, skip]`)).toBe('"skip" is only supported where it gives the formula\'s value (the whole formula, after ||, or a branch of a condition)');
    expect(reason(`${p('a')}.gsub(/a/x, "")`)).toContain('/x');
    expect(reason('nil + 1')).toContain('always fails');
    const missing = message('cause_formula', { detail: 'step 9 is missing' });
    const failing = translateFormula(`${p('a')}.upcase`, { resolvePill: () => ({ ok: false, reason: missing }), bindInput: () => 'x' });
    expect(failing).toEqual({ kind: 'unsupported', reason: missing });
  });
});

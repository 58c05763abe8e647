// Smoke tests of the Ruby formula parser (the AST the translator compiles).
import { describe, expect, it } from 'vitest';
import { FormulaSyntaxError } from '../src/engine/formula/ast.js';
import { parseFormula } from '../src/engine/formula/parser.js';

const PILL = `_dp('{"pill_type":"output","provider":"jira","line":"new_issue","path":["key"]}')`;

describe('parseFormula', () => {
  it('reads literals, operators and precedence', () => {
    expect(parseFormula('1 + 2 * 3')).toEqual({
      t: 'op', op: '+', l: { t: 'int', v: 1 }, r: { t: 'op', op: '*', l: { t: 'int', v: 2 }, r: { t: 'int', v: 3 } },
    });
    expect(parseFormula('7.0')).toEqual({ t: 'float', v: 7 });
    expect(parseFormula('nil')).toEqual({ t: 'nil' });
    expect(parseFormula('skip')).toEqual({ t: 'ident', name: 'skip' });
  });

  it('reads datapills as single nodes, with method chains', () => {
    const ast = parseFormula(`${PILL}.split(",").first`);
    expect(ast).toMatchObject({ t: 'call', name: 'first', recv: { t: 'call', name: 'split', recv: { t: 'pill' } } });
    expect(parseFormula(`_('data.gmail.new_email.subject')`)).toMatchObject({ t: 'pill', pill: { type: 'output' } });
  });

  it('reads ternaries, keyword arguments, blocks and regular expressions', () => {
    expect(parseFormula(`${PILL}.present? ? ${PILL} : "x"`)).toMatchObject({ t: 'if', cond: { t: 'call', name: 'present?' } });
    expect(parseFormula('x.where("s": "open")')).toMatchObject({
      t: 'call', name: 'where', args: [{ t: 'hash', pairs: [[{ t: 'sym', v: 's' }, { t: 'str', parts: ['open'] }]] }],
    });
    expect(parseFormula('[1].map { |x| x * 2 }')).toMatchObject({ t: 'call', name: 'map', block: { params: ['x'] } });
    expect(parseFormula('"a".gsub(/o/i, "0")')).toMatchObject({ args: [{ t: 'regex', src: 'o', flags: 'i' }, { t: 'str' }] });
  });

  it('reads interpolated strings, if/else and case', () => {
    expect(parseFormula('"a#{1}b"')).toEqual({ t: 'str', parts: ['a', { t: 'int', v: 1 }, 'b'] });
    expect(parseFormula('if true\n 1\nelse\n 2\nend')).toMatchObject({ t: 'if', then: { t: 'int', v: 1 }, else: { t: 'int', v: 2 } });
    expect(parseFormula('case 1 when 1 then "a" else "b" end')).toMatchObject({ t: 'case', whens: [{ values: [{ t: 'int' }] }] });
  });

  it('rejects what it does not read with a FormulaSyntaxError', () => {
    expect(() => parseFormula('x = 1')).toThrow(FormulaSyntaxError);
    expect(() => parseFormula('1 +')).toThrow(FormulaSyntaxError);
    expect(() => parseFormula('(1')).toThrow(FormulaSyntaxError);
  });
});

// Recursive-descent parser for the Ruby subset used by Workato formulas. Precedence follows Ruby's table.
// Statements and operators are here; primaries (literals, calls, blocks, if, case) in parse-primary.ts.
import { message } from '../diagnostics.js';
import type { Node } from './ast.js';
import { type Tok, tokenize } from './lexer.js';
import { PrimaryParser } from './parse-primary.js';
import { describeToken } from './token-stream.js';

/** Parses a whole formula (the text after `=`, or the body of a `#{…}` interpolation). */
export function parseFormula(src: string, base = 0): Node {
  return new Parser(tokenize(src, base)).program();
}

const ASSIGNMENT_OPS = new Set(['=', '+=', '-=', '*=', '/=', '%=', '**=', '||=', '&&=', '|=', '&=', '^=', '<<=', '>>=']);

/**
 * Ruby's left-associative binary operators, loosest level first: `||`, `&&`, equality, comparison, `|` `^`, `&`,
 * shifts, additive, multiplicative. `||` and `&&` build logic nodes, the others operator nodes.
 */
const BINARY_LEVELS: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['||']),
  new Set(['&&']),
  new Set(['==', '!=', '=~', '!~', '===', '<=>']),
  new Set(['<', '<=', '>', '>=']),
  new Set(['|', '^']),
  new Set(['&']),
  new Set(['<<', '>>']),
  new Set(['+', '-']),
  new Set(['*', '/', '%']),
];

/** Exported for the Ruby code-step parser (src/engine/ruby), which adds statements through the protected hooks. */
export class Parser extends PrimaryParser {
  // ---- statements ----
  program(): Node {
    this.skipTerms();
    if (this.atEof()) return { t: 'nil' };
    const e = this.stmt();
    this.skipTerms();
    if (!this.atEof()) {
      if (this.toks[this.i - 1]?.t === 'nl' || this.isOp(';', this.toks[this.i - 1]!)) this.fail(message('fx_multiple_statements_are_not_supported'));
      this.unexpected();
    }
    return e;
  }

  protected stmt(): Node {
    return this.modifiers(this.exprAndOr());
  }

  /** Trailing `if`/`unless` (and, through loopModifier, `while`/`until`) modifiers of statement `e`. */
  protected modifiers(e: Node): Node {
    for (;;) {
      if (this.isKw('if') || this.isKw('unless')) {
        const unless = (this.next() as { v: string }).v === 'unless';
        const cond = this.exprAndOr();
        e = { t: 'if', cond: unless ? { t: 'not', arg: cond } : cond, then: e, else: null };
        continue;
      }
      if (this.isKw('while') || this.isKw('until')) {
        e = this.loopModifier(e);
        continue;
      }
      if (this.isKw('rescue')) this.fail(message('fx_modifier_rescue_not_supported'));
      return e;
    }
  }

  /** At `while`/`until` after statement `body`: formulas have no loops. */
  protected loopModifier(_body: Node): Node {
    this.fail(message('fx_modifier_word_not_supported', { word: (this.tok as { v: string }).v }));
  }

  protected body(isEnd: (t: Tok) => boolean): Node {
    this.skipTerms();
    if (isEnd(this.tok)) return { t: 'nil' };
    const e = this.stmt();
    this.skipTerms();
    if (!isEnd(this.tok)) {
      if (this.tok.t === 'eof') this.unexpected();
      this.fail(message('fx_multiple_statements_are_not_supported'));
    }
    return e;
  }

  protected exprAndOr(): Node {
    let l = this.notKw();
    while (this.isKw('and') || this.isKw('or')) {
      const op = (this.next() as { v: string }).v;
      this.skipNl();
      const r = this.notKw();
      l = op === 'and' ? { t: 'and', l, r } : { t: 'or', l, r };
    }
    return l;
  }

  protected notKw(): Node {
    if (this.isKw('not')) {
      this.next();
      return { t: 'not', arg: this.notKw() };
    }
    return this.arg();
  }

  // ---- expressions ----
  protected arg(): Node {
    const e = this.ternary();
    if (this.tok.t === 'op' && ASSIGNMENT_OPS.has(this.tok.v)) return this.assignment(e);
    return e;
  }

  /** At an assignment operator after `target`: formulas have none. */
  protected assignment(_target: Node): Node {
    this.fail(message('fx_assignment_not_supported'));
  }

  private ternary(): Node {
    const cond = this.range();
    if (!this.isOp('?')) return cond;
    this.next();
    this.skipNl();
    const then = this.ternary();
    this.skipNl();
    if (this.tok.t === 'sym' && !this.tok.sp) this.fail(message('fx_ternary_spaces'));
    this.expectOp(':');
    this.skipNl();
    const otherwise = this.ternary();
    return { t: 'if', cond, then, else: otherwise };
  }

  private range(): Node {
    const l = this.binary();
    if (this.isOp('..') || this.isOp('...')) {
      const excl = (this.next() as { v: string }).v === '...';
      const endless = this.isOp(']') || this.isOp(')') || this.tok.t === 'eof' || this.tok.t === 'nl';
      const r = endless ? null : this.binary();
      return { t: 'range', from: l, to: r, excl };
    }
    return l;
  }

  private binary(level = 0): Node {
    if (level === BINARY_LEVELS.length) return this.unaryMinus();
    let l = this.binary(level + 1);
    while (this.tok.t === 'op' && BINARY_LEVELS[level]!.has(this.tok.v)) {
      const op = (this.next() as { v: string }).v;
      this.skipNl();
      const r = this.binary(level + 1);
      l = op === '||' ? { t: 'or', l, r } : op === '&&' ? { t: 'and', l, r } : { t: 'op', op, l, r };
    }
    return l;
  }

  private unaryMinus(): Node {
    if (this.isOp('-')) {
      this.next();
      return { t: 'neg', arg: this.unaryMinus() };
    }
    return this.pow();
  }

  private pow(): Node {
    const negLiteral = this.tok.t === 'num' && (this.tok.v < 0 || Object.is(this.tok.v, -0));
    const base = this.unary();
    if (this.isOp('**')) {
      this.next();
      this.skipNl();
      const exp = this.unaryMinus();
      // Ruby reads `-2 ** 2` as `-(2 ** 2)`
      if (negLiteral && (base.t === 'int' || base.t === 'float')) {
        return { t: 'neg', arg: { t: 'op', op: '**', l: { ...base, v: -base.v }, r: exp } };
      }
      return { t: 'op', op: '**', l: base, r: exp };
    }
    return base;
  }

  private unary(): Node {
    if (this.isOp('!')) {
      this.next();
      return { t: 'not', arg: this.unary() };
    }
    if (this.isOp('+')) {
      this.next();
      return this.unary();
    }
    if (this.isOp('-')) {
      this.next();
      return { t: 'neg', arg: this.unary() };
    }
    if (this.isOp('~')) this.fail(message('fx_tilde_not_supported'));
    return this.postfix();
  }

  private postfix(): Node {
    let e = this.primary();
    for (;;) {
      if (this.tok.t === 'nl' && (this.isOp('.', this.peekAt(1)) || this.isOp('&.', this.peekAt(1)))) this.next();
      if (this.isOp('.') || this.isOp('&.')) {
        const safe = (this.next() as { v: string }).v === '&.';
        this.skipNl();
        const nameTok = this.next();
        if (nameTok.t !== 'ident' && nameTok.t !== 'const') {
          if (nameTok.t === 'op' && nameTok.v === '(') this.fail(message('fx_dot_call_not_supported'), nameTok);
          this.fail(message('fx_expected_method_name_after_but_found', { token: describeToken(nameTok) }), nameTok);
        }
        e = this.callRest(e, nameTok.v, safe);
        continue;
      }
      if (this.isOp('::')) this.fail(message('fx_double_colon_not_supported'));
      if (this.isOp('[')) {
        this.next();
        const { args, pairs, blockPass } = this.argList(']');
        if (pairs.length || blockPass) this.fail(message('fx_unexpected_arguments_inside'));
        if (args.length === 0) this.fail(message('fx_empty_index'));
        e = { t: 'index', recv: e, args };
        continue;
      }
      return e;
    }
  }

  protected nested(src: string, base: number): Node {
    return parseFormula(src, base);
  }
}

// Recursive-descent parser for the Ruby subset used by Workato formulas. Precedence follows Ruby's table.
import { type Block, FormulaSyntaxError, type Node } from './ast.js';
import { KEYWORDS, type Tok, tokenize } from './lexer.js';

/** Parses a whole formula (the text after `=`, or the body of a `#{…}` interpolation). */
export function parseFormula(src: string, base = 0): Node {
  return new Parser(tokenize(src, base)).program();
}

const ASSIGNMENT_OPS = new Set(['=', '+=', '-=', '*=', '/=', '%=', '**=', '||=', '&&=', '|=', '&=', '^=', '<<=', '>>=']);
const EQUALITY_OPS = new Set(['==', '!=', '=~', '!~', '===', '<=>']);
const COMPARISON_OPS = new Set(['<', '<=', '>', '>=']);
const BODY_END = new Set(['elsif', 'else', 'end', 'when']);

function describe(tok: Tok): string {
  switch (tok.t) {
    case 'eof':
      return 'end of formula';
    case 'nl':
      return 'line break';
    case 'op':
    case 'ident':
    case 'const':
      return `"${tok.v}"`;
    case 'num':
      return 'number';
    case 'str':
      return 'string';
    case 'sym':
      return `symbol :${tok.v}`;
    case 'regex':
      return 'regular expression';
    case 'pill':
      return 'datapill';
  }
}

class Parser {
  private i = 0;
  constructor(private readonly toks: Tok[]) {}

  // ---- token helpers ----
  private get tok(): Tok {
    return this.toks[this.i]!;
  }
  private peekAt(n: number): Tok {
    return this.toks[Math.min(this.i + n, this.toks.length - 1)]!;
  }
  private next(): Tok {
    const t = this.tok;
    if (this.i < this.toks.length - 1) this.i++;
    return t;
  }
  private isOp(v: string, tok: Tok = this.tok): boolean {
    return tok.t === 'op' && tok.v === v;
  }
  private isKw(v: string, tok: Tok = this.tok): boolean {
    return tok.t === 'ident' && tok.v === v;
  }
  private fail(msg: string, tok: Tok = this.tok): never {
    throw new FormulaSyntaxError(msg, tok.pos);
  }
  private unexpected(tok: Tok = this.tok): never {
    this.fail(`unexpected ${describe(tok)}`, tok);
  }
  private expectOp(v: string): Tok {
    if (!this.isOp(v)) this.fail(`expected "${v}" but found ${describe(this.tok)}`);
    return this.next();
  }
  private expectKw(v: string): Tok {
    if (!this.isKw(v)) this.fail(`expected "${v}" but found ${describe(this.tok)}`);
    return this.next();
  }
  private atEof(): boolean {
    return this.tok.t === 'eof';
  }
  private skipNl(): void {
    while (this.tok.t === 'nl') this.next();
  }
  private skipTerms(): void {
    while (this.tok.t === 'nl' || this.isOp(';')) this.next();
  }

  // ---- statements ----
  program(): Node {
    this.skipTerms();
    if (this.atEof()) return { t: 'nil' };
    const e = this.stmt();
    this.skipTerms();
    if (!this.atEof()) {
      if (this.toks[this.i - 1]?.t === 'nl' || this.isOp(';', this.toks[this.i - 1]!)) this.fail('multiple statements are not supported');
      this.unexpected();
    }
    return e;
  }

  private stmt(): Node {
    let e = this.exprAndOr();
    for (;;) {
      if (this.isKw('if') || this.isKw('unless')) {
        const unless = (this.next() as { v: string }).v === 'unless';
        const cond = this.exprAndOr();
        e = { t: 'if', cond: unless ? { t: 'not', arg: cond } : cond, then: e, else: null };
        continue;
      }
      if (this.isKw('while') || this.isKw('until') || this.isKw('rescue')) this.fail(`modifier "${(this.tok as { v: string }).v}" is not supported`);
      return e;
    }
  }

  /** Body of if/elsif/else/when/block: one statement (or none, meaning nil) until a terminator. */
  private body(isEnd: (t: Tok) => boolean): Node {
    this.skipTerms();
    if (isEnd(this.tok)) return { t: 'nil' };
    const e = this.stmt();
    this.skipTerms();
    if (!isEnd(this.tok)) {
      if (this.tok.t === 'eof') this.unexpected();
      this.fail('multiple statements are not supported');
    }
    return e;
  }

  private exprAndOr(): Node {
    let l = this.notKw();
    while (this.isKw('and') || this.isKw('or')) {
      const op = (this.next() as { v: string }).v;
      this.skipNl();
      const r = this.notKw();
      l = op === 'and' ? { t: 'and', l, r } : { t: 'or', l, r };
    }
    return l;
  }

  private notKw(): Node {
    if (this.isKw('not')) {
      this.next();
      return { t: 'not', arg: this.notKw() };
    }
    return this.arg();
  }

  // ---- expressions ----
  private arg(): Node {
    const e = this.ternary();
    if (this.tok.t === 'op' && ASSIGNMENT_OPS.has(this.tok.v)) this.fail('assignment is not supported');
    return e;
  }

  private ternary(): Node {
    const cond = this.range();
    if (!this.isOp('?')) return cond;
    this.next();
    this.skipNl();
    const then = this.ternary();
    this.skipNl();
    if (this.tok.t === 'sym' && !this.tok.sp) this.fail('write "a ? b : c" with spaces around ":"');
    this.expectOp(':');
    this.skipNl();
    const otherwise = this.ternary();
    return { t: 'if', cond, then, else: otherwise };
  }

  private range(): Node {
    const l = this.orOr();
    if (this.isOp('..') || this.isOp('...')) {
      const excl = (this.next() as { v: string }).v === '...';
      const endless = this.isOp(']') || this.isOp(')') || this.tok.t === 'eof' || this.tok.t === 'nl';
      const r = endless ? null : this.orOr();
      return { t: 'range', from: l, to: r, excl };
    }
    return l;
  }

  private orOr(): Node {
    let l = this.andAnd();
    while (this.isOp('||')) {
      this.next();
      this.skipNl();
      l = { t: 'or', l, r: this.andAnd() };
    }
    return l;
  }

  private andAnd(): Node {
    let l = this.notExpr();
    while (this.isOp('&&')) {
      this.next();
      this.skipNl();
      l = { t: 'and', l, r: this.notExpr() };
    }
    return l;
  }

  /** Ruby's `not` is lower than `&&`, but `!` is unary; here only the equality level. */
  private notExpr(): Node {
    return this.equality();
  }

  private equality(): Node {
    let l = this.comparison();
    while (this.tok.t === 'op' && EQUALITY_OPS.has(this.tok.v)) {
      const op = this.next() as { v: string };
      this.skipNl();
      l = { t: 'op', op: op.v, l, r: this.comparison() };
    }
    return l;
  }

  private comparison(): Node {
    let l = this.bitOr();
    while (this.tok.t === 'op' && COMPARISON_OPS.has(this.tok.v)) {
      const op = this.next() as { v: string };
      this.skipNl();
      l = { t: 'op', op: op.v, l, r: this.bitOr() };
    }
    return l;
  }

  private bitOr(): Node {
    let l = this.bitAnd();
    while (this.isOp('|') || this.isOp('^')) {
      const op = this.next() as { v: string };
      this.skipNl();
      l = { t: 'op', op: op.v, l, r: this.bitAnd() };
    }
    return l;
  }

  private bitAnd(): Node {
    let l = this.shift();
    while (this.isOp('&')) {
      this.next();
      this.skipNl();
      l = { t: 'op', op: '&', l, r: this.shift() };
    }
    return l;
  }

  private shift(): Node {
    let l = this.additive();
    while (this.isOp('<<') || this.isOp('>>')) {
      const op = this.next() as { v: string };
      this.skipNl();
      l = { t: 'op', op: op.v, l, r: this.additive() };
    }
    return l;
  }

  private additive(): Node {
    let l = this.multiplicative();
    while (this.isOp('+') || this.isOp('-')) {
      const op = this.next() as { v: string };
      this.skipNl();
      l = { t: 'op', op: op.v, l, r: this.multiplicative() };
    }
    return l;
  }

  private multiplicative(): Node {
    let l = this.unaryMinus();
    while (this.isOp('*') || this.isOp('/') || this.isOp('%')) {
      const op = this.next() as { v: string };
      this.skipNl();
      l = { t: 'op', op: op.v, l, r: this.unaryMinus() };
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
    if (this.isOp('~')) this.fail('operator "~" is not supported');
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
          if (nameTok.t === 'op' && nameTok.v === '(') this.fail('".()" calls are not supported', nameTok);
          this.fail(`expected a method name after "." but found ${describe(nameTok)}`, nameTok);
        }
        e = this.callRest(e, nameTok.v, safe);
        continue;
      }
      if (this.isOp('::')) this.fail('"::" is not supported');
      if (this.isOp('[')) {
        this.next();
        const { args, pairs, blockPass } = this.argList(']');
        if (pairs.length || blockPass) this.fail('unexpected arguments inside "[]"');
        if (args.length === 0) this.fail('empty index "[]"');
        e = { t: 'index', recv: e, args };
        continue;
      }
      return e;
    }
  }

  private canStartCommandArg(tok: Tok): boolean {
    if (!tok.sp) return false;
    switch (tok.t) {
      case 'str':
      case 'num':
      case 'pill':
      case 'sym':
      case 'regex':
      case 'const':
        return true;
      case 'ident':
        return !KEYWORDS.has(tok.v) || tok.v === 'nil' || tok.v === 'true' || tok.v === 'false';
      case 'op':
        return (tok.v === '[' || tok.v === '(') || (tok.v === '&' && this.peekAt(1).t === 'sym' && !this.peekAt(1).sp);
      default:
        return false;
    }
  }

  /** After `recv.name` (or a bare `name` when recv is null): arguments and block. */
  private callRest(recv: Node | null, name: string, safe: boolean): Node {
    let args: Node[] = [];
    let block: Block | null = null;
    let hasArgs = false;
    if (this.isOp('(') && !this.tok.sp) {
      this.next();
      const r = this.argList(')');
      args = r.pairs.length ? [...r.args, { t: 'hash', pairs: r.pairs }] : r.args;
      block = r.blockPass;
      hasArgs = true;
    } else if (this.canStartCommandArg(this.tok)) {
      const r = this.argList(null);
      args = r.pairs.length ? [...r.args, { t: 'hash', pairs: r.pairs }] : r.args;
      block = r.blockPass;
      hasArgs = true;
    }
    if (this.isOp('{') && !block) {
      block = this.braceBlock();
    } else if (this.isKw('do') && !block) {
      block = this.doBlock();
    }
    if (recv === null && !hasArgs && !block) return { t: 'ident', name };
    return { t: 'call', recv, name, args, block, safe };
  }

  /**
   * Arguments up to `closer` (or, when closer is null, a paren-less command argument list). Trailing `k: v` and
   * `k => v` pairs are returned separately; Ruby collects them into one hash argument.
   */
  private argList(closer: string | null): { args: Node[]; pairs: Array<[Node, Node]>; blockPass: Block | null } {
    const args: Node[] = [];
    const pairs: Array<[Node, Node]> = [];
    let blockPass: Block | null = null;
    for (;;) {
      if (closer) {
        this.skipNl();
        if (this.isOp(closer)) {
          this.next();
          break;
        }
      }
      if (this.isOp('&') && this.peekAt(1).t === 'sym') {
        this.next();
        const sym = this.next() as { v: string };
        blockPass = { params: ['_it'], body: { t: 'call', recv: { t: 'ident', name: '_it' }, name: sym.v, args: [], block: null, safe: false } };
      } else if (this.isOp('*') || this.isOp('**') || this.isOp('&')) {
        this.fail('splat and block arguments are not supported');
      } else {
        const label = this.label();
        if (label) {
          this.skipNl();
          pairs.push([label, this.notKw()]);
        } else {
          const e = this.notKw();
          if (this.isOp('=>')) {
            this.next();
            this.skipNl();
            pairs.push([e, this.notKw()]);
          } else {
            if (pairs.length) this.fail('positional argument after keyword arguments');
            args.push(e);
          }
        }
      }
      if (closer) this.skipNl();
      if (this.isOp(',')) {
        this.next();
        this.skipNl();
        continue;
      }
      if (closer) {
        this.expectOp(closer);
      }
      break;
    }
    return { args, pairs, blockPass };
  }

  /** `name:` / `"name":` at the current position (hash or keyword-argument key), consumed; else null. */
  private label(): Node | null {
    const t = this.tok;
    const colon = this.peekAt(1);
    if (!this.isOp(':', colon) || colon.sp) return null;
    if (t.t === 'ident' || t.t === 'const') {
      if (t.t === 'ident' && KEYWORDS.has(t.v) && !['if', 'end', 'class', 'not', 'and', 'or', 'in', 'then', 'do', 'nil', 'true', 'false'].includes(t.v)) return null;
      this.next();
      this.next();
      return { t: 'sym', v: t.v };
    }
    if (t.t === 'str' && t.parts.every((p) => typeof p === 'string')) {
      this.next();
      this.next();
      return { t: 'sym', v: t.parts.join('') };
    }
    return null;
  }

  private blockParams(): string[] {
    const params: string[] = [];
    if (this.isOp('||')) {
      this.next();
      return params;
    }
    if (!this.isOp('|')) return params;
    this.next();
    for (;;) {
      const p = this.next();
      if (p.t !== 'ident' || KEYWORDS.has(p.v) || /[?!]$/.test(p.v)) this.fail('only simple block parameters are supported', p);
      params.push(p.v);
      if (this.isOp(',')) {
        this.next();
        continue;
      }
      this.expectOp('|');
      return params;
    }
  }

  private braceBlock(): Block {
    this.expectOp('{');
    this.skipNl();
    const params = this.blockParams();
    const body = this.body((t) => this.isOp('}', t));
    this.expectOp('}');
    return { params, body };
  }

  private doBlock(): Block {
    this.expectKw('do');
    this.skipNl();
    const params = this.blockParams();
    const body = this.body((t) => this.isKw('end', t));
    this.expectKw('end');
    return { params, body };
  }

  // ---- primaries ----
  private primary(): Node {
    const tok = this.tok;
    switch (tok.t) {
      case 'num':
        this.next();
        return Number.isInteger(tok.v) && !tok.float ? { t: 'int', v: tok.v } : { t: 'float', v: tok.v };
      case 'str': {
        this.next();
        const parts = this.strParts(tok);
        // adjacent literals concatenate: "a" "b"
        while (this.tok.t === 'str' && this.tok.sp) parts.push(...this.strParts(this.next() as Extract<Tok, { t: 'str' }>));
        return { t: 'str', parts };
      }
      case 'sym':
        this.next();
        return { t: 'sym', v: tok.v };
      case 'regex':
        this.next();
        return { t: 'regex', src: tok.src, flags: tok.flags };
      case 'pill':
        this.next();
        return { t: 'pill', pill: tok.pill, src: tok.src };
      case 'const':
        this.next();
        if (this.isOp('(') && !this.tok.sp) this.fail(`"${tok.v}(...)" is not supported`);
        return { t: 'const', name: tok.v };
      case 'ident':
        return this.identPrimary(tok);
      case 'op':
        return this.opPrimary(tok);
      default:
        this.unexpected();
    }
  }

  private strParts(tok: Extract<Tok, { t: 'str' }>): Array<string | Node> {
    return tok.parts.map((p) => (typeof p === 'string' ? p : parseFormula(p.src, p.pos)));
  }

  private opPrimary(tok: Extract<Tok, { t: 'op' }>): Node {
    switch (tok.v) {
      case '(': {
        this.next();
        this.skipTerms();
        if (this.isOp(')')) {
          this.next();
          return { t: 'nil' };
        }
        const e = this.stmt();
        this.skipTerms();
        if (!this.isOp(')')) {
          if (this.toks[this.i - 1]?.t === 'nl' || this.isOp(';', this.toks[this.i - 1]!)) this.fail('multiple statements are not supported');
          this.expectOp(')');
        }
        this.next();
        return e;
      }
      case '[': {
        this.next();
        const { args, pairs, blockPass } = this.argList(']');
        if (blockPass) this.fail('unexpected "&" inside an array');
        return { t: 'array', items: pairs.length ? [...args, { t: 'hash', pairs }] : args };
      }
      case '{':
        return this.hashLiteral();
      case '->':
        this.fail('lambdas are not supported');
        break;
      case '..':
      case '...':
        this.fail('beginless ranges are not supported');
        break;
      case '::':
        this.fail('"::" is not supported');
        break;
    }
    this.unexpected();
  }

  private hashLiteral(): Node {
    this.expectOp('{');
    const pairs: Array<[Node, Node]> = [];
    for (;;) {
      this.skipNl();
      if (this.isOp('}')) {
        this.next();
        break;
      }
      if (this.isOp('**')) this.fail('"**" inside a hash is not supported');
      const label = this.label();
      if (label) {
        this.skipNl();
        pairs.push([label, this.notKw()]);
      } else {
        const key = this.notKw();
        this.skipNl();
        this.expectOp('=>');
        this.skipNl();
        pairs.push([key, this.notKw()]);
      }
      this.skipNl();
      if (this.isOp(',')) {
        this.next();
        continue;
      }
      this.skipNl();
      this.expectOp('}');
      break;
    }
    return { t: 'hash', pairs };
  }

  private identPrimary(tok: Extract<Tok, { t: 'ident' }>): Node {
    switch (tok.v) {
      case 'nil':
        this.next();
        return { t: 'nil' };
      case 'true':
        this.next();
        return { t: 'true' };
      case 'false':
        this.next();
        return { t: 'false' };
      case 'if':
      case 'unless':
        return this.ifExpr();
      case 'case':
        return this.caseExpr();
      case 'not':
        this.next();
        return { t: 'not', arg: this.arg() };
    }
    if (KEYWORDS.has(tok.v)) this.fail(`"${tok.v}" is not supported`);
    this.next();
    return this.callRest(null, tok.v, false);
  }

  private ifExpr(): Node {
    const unless = (this.next() as { v: string }).v === 'unless';
    const rawCond = this.exprAndOr();
    const cond: Node = unless ? { t: 'not', arg: rawCond } : rawCond;
    if (this.isKw('then')) this.next();
    const isEnd = (t: Tok) => t.t === 'ident' && BODY_END.has(t.v) && t.v !== 'when';
    const then = this.body(isEnd);
    let otherwise: Node | null = null;
    if (this.isKw('elsif')) {
      if (unless) this.fail('"elsif" after "unless"');
      // rewrite `elsif` as a nested if that consumes the shared `end`
      this.toks[this.i] = { ...this.tok, v: 'if' } as Tok;
      return { t: 'if', cond, then, else: this.ifExpr() };
    }
    if (this.isKw('else')) {
      this.next();
      otherwise = this.body(isEnd);
    }
    this.expectKw('end');
    return { t: 'if', cond, then, else: otherwise };
  }

  private caseExpr(): Node {
    this.next();
    const subject = this.tok.t === 'nl' ? null : this.exprAndOr();
    this.skipTerms();
    const whens: Array<{ values: Node[]; body: Node }> = [];
    const isEnd = (t: Tok) => t.t === 'ident' && BODY_END.has(t.v);
    while (this.isKw('when')) {
      this.next();
      const values: Node[] = [];
      for (;;) {
        if (this.isOp('*')) this.fail('splat in "when" is not supported');
        values.push(this.arg());
        if (this.isOp(',')) {
          this.next();
          this.skipNl();
          continue;
        }
        break;
      }
      if (this.isKw('then')) this.next();
      whens.push({ values, body: this.body(isEnd) });
    }
    if (whens.length === 0) this.fail('"case" without "when"');
    if (this.isKw('in')) this.fail('pattern matching is not supported');
    let otherwise: Node | null = null;
    if (this.isKw('else')) {
      this.next();
      otherwise = this.body((t) => this.isKw('end', t));
    }
    this.expectKw('end');
    return { t: 'case', subject, whens, else: otherwise };
  }
}

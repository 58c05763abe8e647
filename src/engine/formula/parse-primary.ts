// Primaries of the formula parser: literals, calls with their arguments and blocks, arrays, hashes, if and case.
// The statement and operator levels they recurse into are the abstract methods, implemented by the Parser (parser.ts).
import { message } from '../diagnostics.js';
import type { Block, Node } from './ast.js';
import { KEYWORDS, type Tok } from './lexer.js';
import { TokenStream } from './token-stream.js';

const BODY_END = new Set(['elsif', 'else', 'end', 'when']);

export abstract class PrimaryParser extends TokenStream {
  protected abstract stmt(): Node;
  protected abstract exprAndOr(): Node;
  protected abstract notKw(): Node;
  protected abstract arg(): Node;
  /** Body of if/elsif/else/when/block: one statement (or none, meaning nil) until a terminator. */
  protected abstract body(isEnd: (t: Tok) => boolean): Node;
  /** A whole formula of its own (a `#{…}` interpolation inside a string literal). */
  protected abstract nested(src: string, base: number): Node;

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
  protected callRest(recv: Node | null, name: string, safe: boolean): Node {
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
  protected argList(closer: string | null): { args: Node[]; pairs: Array<[Node, Node]>; blockPass: Block | null } {
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
        this.fail(message('fx_splat_and_block_arguments_are_not'));
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
            if (pairs.length) this.fail(message('fx_positional_argument_after_keyword_arguments'));
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
      if (p.t !== 'ident' || KEYWORDS.has(p.v) || /[?!]$/.test(p.v)) this.fail(message('fx_only_simple_block_parameters_are_supported'), p);
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


  protected primary(): Node {
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
        // `Array(x)`, `Integer(s)`: a call without receiver named by a constant (Kernel#Array…); the compiler decides
        if (this.isOp('(') && !this.tok.sp) return this.callRest(null, tok.v, false);
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
    return tok.parts.map((p) => (typeof p === 'string' ? p : this.nested(p.src, p.pos)));
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
          if (this.toks[this.i - 1]?.t === 'nl' || this.isOp(';', this.toks[this.i - 1]!)) this.fail(message('fx_multiple_statements_are_not_supported'));
          this.expectOp(')');
        }
        this.next();
        return e;
      }
      case '[': {
        this.next();
        const { args, pairs, blockPass } = this.argList(']');
        if (blockPass) this.fail(message('fx_block_pass_in_array'));
        return { t: 'array', items: pairs.length ? [...args, { t: 'hash', pairs }] : args };
      }
      case '{':
        return this.hashLiteral();
      case '->':
        this.fail(message('fx_lambdas_are_not_supported'));
        break;
      case '..':
      case '...':
        this.fail(message('fx_beginless_ranges_are_not_supported'));
        break;
      case '::':
        this.fail(message('fx_double_colon_not_supported'));
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
      if (this.isOp('**')) this.fail(message('fx_double_splat_in_hash'));
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
    if (KEYWORDS.has(tok.v)) this.fail(message('fx_keyword_not_supported', { word: tok.v }));
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
      if (unless) this.fail(message('fx_elsif_after_unless'));
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
        if (this.isOp('*')) this.fail(message('fx_splat_in_when_not_supported'));
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
    if (whens.length === 0) this.fail(message('fx_case_without_when'));
    if (this.isKw('in')) this.fail(message('fx_pattern_matching_not_supported'));
    let otherwise: Node | null = null;
    if (this.isKw('else')) {
      this.next();
      otherwise = this.body((t) => this.isKw('end', t));
    }
    this.expectKw('end');
    return { t: 'case', subject, whens, else: otherwise };
  }
}

// Parser of Ruby code steps: the formula parser's expressions plus the statements recipe code uses (sequences,
// assignment and multiple assignment, return/next/break, while/until, def). Anything else is a syntax error that
// leaves the step a placeholder with the reason.
import { message } from '../diagnostics.js';
import type { Node } from '../formula/ast.js';
import { KEYWORDS, tokenize, type Tok } from '../formula/lexer.js';
import { Parser } from '../formula/parser.js';
import { asNode } from './ast.js';

export function parseRuby(src: string): Node {
  return new RubyParser(tokenize(src)).program();
}

const ENDS_VALUELESS = new Set(['if', 'unless', 'end', 'while', 'until']);

class RubyParser extends Parser {
  override program(): Node {
    const body = this.statements(() => false);
    if (!this.atEof()) this.unexpected();
    return body;
  }

  protected override body(isEnd: (t: Tok) => boolean): Node {
    return this.statements(isEnd);
  }

  private statements(isEnd: (t: Tok) => boolean): Node {
    const body: Node[] = [];
    this.skipTerms();
    while (!this.atEof() && !isEnd(this.tok)) {
      body.push(this.stmt());
      if (!this.atEof() && !isEnd(this.tok) && this.tok.t !== 'nl' && !this.isOp(';')) this.unexpected();
      this.skipTerms();
    }
    if (body.length === 0) return { t: 'nil' };
    return body.length === 1 ? body[0]! : asNode({ t: 'seq', body });
  }

  protected override stmt(): Node {
    return this.modifiers(this.simpleStmt());
  }

  protected override loopModifier(body: Node): Node {
    const until = (this.next() as { v: string }).v === 'until';
    return asNode({ t: 'while', cond: this.exprAndOr(), body, until });
  }

  private simpleStmt(): Node {
    const tok = this.tok;
    if (tok.t === 'ident') {
      switch (tok.v) {
        case 'return':
        case 'next': {
          this.next();
          const value = this.valueless() ? null : this.exprAndOr();
          return asNode({ t: tok.v, value });
        }
        case 'break':
          this.next();
          return asNode({ t: 'break' });
        case 'while':
        case 'until':
          return this.whileLoop(tok.v === 'until');
        case 'def':
          return this.def();
        case 'begin':
        case 'ensure':
        case 'class':
        case 'module':
        case 'yield':
          this.fail(message('fx_keyword_not_supported', { word: tok.v }));
      }
      const names = this.multipleTargets();
      if (names) {
        this.skipNl();
        const first = this.arg();
        const values: Node[] = [first];
        while (this.isOp(',')) {
          this.next();
          this.skipNl();
          values.push(this.arg());
        }
        return asNode({ t: 'masgn', names, value: values.length === 1 ? first : { t: 'array', items: values } });
      }
    }
    return this.exprAndOr();
  }

  /** `return`/`next` without a value: the statement ends here. */
  private valueless(): boolean {
    const t = this.tok;
    return t.t === 'eof' || t.t === 'nl' || this.isOp(';') || this.isOp('}') || (t.t === 'ident' && ENDS_VALUELESS.has(t.v));
  }

  /** `a, b = …`: the names, with the `=` consumed; null (nothing consumed) when the statement is something else. */
  private multipleTargets(): string[] | null {
    const names: string[] = [];
    let k = 0;
    for (;;) {
      const t = this.peekAt(k);
      if (t.t !== 'ident' || KEYWORDS.has(t.v) || /[?!]$/.test(t.v)) return null;
      names.push(t.v);
      const sep = this.peekAt(k + 1);
      if (this.isOp('=', sep) && names.length > 1) break;
      if (!this.isOp(',', sep)) return null;
      k += 2;
    }
    for (let n = 0; n < k + 2; n++) this.next();
    return names;
  }

  private whileLoop(until: boolean): Node {
    this.next();
    const cond = this.exprAndOr();
    if (this.isKw('do')) this.next();
    const body = this.statements((t) => this.isKw('end', t));
    this.expectKw('end');
    return asNode({ t: 'while', cond, body, until });
  }

  private def(): Node {
    this.next();
    const nameTok = this.next();
    if (nameTok.t !== 'ident' || KEYWORDS.has(nameTok.v)) this.fail(message('fx_expected_method_name_after_def'), nameTok);
    if (this.isOp('.')) this.fail(message('fx_def_self_not_supported'));
    const params: string[] = [];
    const parens = this.isOp('(');
    if (parens) this.next();
    while (parens ? !this.isOp(')') : this.tok.t === 'ident') {
      const p = this.next();
      if (p.t !== 'ident' || KEYWORDS.has(p.v)) this.fail(message('fx_only_simple_method_parameters_are_supported'), p);
      params.push(p.v);
      if (this.isOp('=') || this.isOp(':')) this.fail(message('fx_default_and_keyword_parameters_are_not'));
      if (!this.isOp(',')) break;
      this.next();
    }
    if (parens) this.expectOp(')');
    const body = this.statements((t) => this.isKw('end', t));
    this.expectKw('end');
    return asNode({ t: 'def', name: nameTok.v, params, body });
  }

  protected override assignment(target: Node): Node {
    const op = (this.next() as { v: string }).v;
    this.skipNl();
    if (target.t !== 'ident' && target.t !== 'index') this.fail(message('fx_only_local_variables_and_elements_can'));
    const value = this.arg();
    if (op === '=') return asNode({ t: 'assign', target, value });
    const base = op.slice(0, -1);
    const combined: Node = base === '||' ? { t: 'or', l: target, r: value } : base === '&&' ? { t: 'and', l: target, r: value } : { t: 'op', op: base, l: target, r: value };
    return asNode({ t: 'assign', target, value: combined });
  }
}

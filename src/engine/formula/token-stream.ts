// The token cursor under the formula parser: look-ahead, expectations and syntax errors with positions.
import { FormulaSyntaxError } from './ast.js';
import type { Tok } from './lexer.js';

/** A token as named in a syntax error. */
export function describeToken(tok: Tok): string {
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

export class TokenStream {
  protected i = 0;
  constructor(protected readonly toks: Tok[]) {}

  protected get tok(): Tok {
    return this.toks[this.i]!;
  }
  protected peekAt(n: number): Tok {
    return this.toks[Math.min(this.i + n, this.toks.length - 1)]!;
  }
  protected next(): Tok {
    const t = this.tok;
    if (this.i < this.toks.length - 1) this.i++;
    return t;
  }
  protected isOp(v: string, tok: Tok = this.tok): boolean {
    return tok.t === 'op' && tok.v === v;
  }
  protected isKw(v: string, tok: Tok = this.tok): boolean {
    return tok.t === 'ident' && tok.v === v;
  }
  protected fail(msg: string, tok: Tok = this.tok): never {
    throw new FormulaSyntaxError(msg, tok.pos);
  }
  protected unexpected(tok: Tok = this.tok): never {
    this.fail(`unexpected ${describeToken(tok)}`, tok);
  }
  protected expectOp(v: string): Tok {
    if (!this.isOp(v)) this.fail(`expected "${v}" but found ${describeToken(this.tok)}`);
    return this.next();
  }
  protected expectKw(v: string): Tok {
    if (!this.isKw(v)) this.fail(`expected "${v}" but found ${describeToken(this.tok)}`);
    return this.next();
  }
  protected atEof(): boolean {
    return this.tok.t === 'eof';
  }
  protected skipNl(): void {
    while (this.tok.t === 'nl') this.next();
  }
  protected skipTerms(): void {
    while (this.tok.t === 'nl' || this.isOp(';')) this.next();
  }
}

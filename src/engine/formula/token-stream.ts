// The token cursor under the formula parser: look-ahead, expectations and syntax errors with positions.
import { message, type MessageRef } from '../diagnostics.js';
import { FormulaSyntaxError } from './ast.js';
import type { Tok } from './lexer.js';

/** A token as named in a syntax error. */
export function describeToken(tok: Tok): MessageRef {
  switch (tok.t) {
    case 'eof':
      return message('fx_tok_eof');
    case 'nl':
      return message('fx_tok_nl');
    case 'op':
    case 'ident':
    case 'const':
      return message('fx_tok_quoted', { v: tok.v });
    case 'num':
      return message('fx_tok_number');
    case 'str':
      return message('fx_tok_string');
    case 'sym':
      return message('fx_tok_symbol', { v: tok.v });
    case 'regex':
      return message('fx_tok_regex');
    case 'pill':
      return message('fx_tok_pill');
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
  protected fail(reason: MessageRef, tok: Tok = this.tok): never {
    throw new FormulaSyntaxError(reason, tok.pos);
  }
  protected unexpected(tok: Tok = this.tok): never {
    this.fail(message('fx_unexpected_token', { token: describeToken(tok) }), tok);
  }
  protected expectOp(v: string): Tok {
    if (!this.isOp(v)) this.fail(message('fx_expected_expected_but_found_token', { expected: v, token: describeToken(this.tok) }));
    return this.next();
  }
  protected expectKw(v: string): Tok {
    if (!this.isKw(v)) this.fail(message('fx_expected_expected_but_found_token', { expected: v, token: describeToken(this.tok) }));
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

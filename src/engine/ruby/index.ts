// Ruby code steps (Workato "Ruby snippets", workato_custom_code) compiled to an Activepieces CODE step.
// Workato's convention (docs.workato.com/connectors/ruby-snippets-by-workato.html): the code reads the Input section
// as `input` and its value is a hash matching the Output schema, which later steps read under `output` (datapill
// path ["output", <field>]); the CODE step returns the hash and the references drop `output` (mapping row). Errors
// raised by the code fail the step. Never throws.
import { message, type MessageRef } from '../diagnostics.js';
import { FormulaSyntaxError } from '../formula/ast.js';
import { Unsupported } from '../formula/compile.js';
import { runtimeSource } from '../formula/index.js';
import { RubyCompiler } from './compile.js';
import { parseRuby } from './parse.js';

/** Longer sources are left to a human: Workato's own limit is 1 MB, recipe code is a few hundred lines. */
export const RUBY_MAX_CHARS = 100_000;

/** `reason`: why the code stays a placeholder, as a message code rendered in the user's language. */
export type RubyCompilation = { ok: true; body: string } | { ok: false; reason: MessageRef };

/**
 * The JavaScript of a CODE step body (helpers, `rb_snippet`, and `export const code`) for a Ruby snippet, or the
 * reason it stays a placeholder.
 */
export function compileRuby(source: string): RubyCompilation {
  if (source.trim() === '') return { ok: false, reason: message('rb_empty') };
  if (source.length > RUBY_MAX_CHARS) return { ok: false, reason: message('rb_too_long', { max: RUBY_MAX_CHARS }) };
  try {
    const compiler = new RubyCompiler();
    const snippet = compiler.program(parseRuby(source));
    const helpers = runtimeSource([...compiler.helpers, 'rb_out']);
    return { ok: true, body: `${helpers}\n${snippet}\nexport const code = async (inputs) => rb_out(rb_snippet(inputs));\n` };
  } catch (e) {
    if (e instanceof Unsupported) return { ok: false, reason: e.reason };
    if (e instanceof FormulaSyntaxError) return { ok: false, reason: message('fx_syntax', { detail: e.reason }) };
    // deep nesting exhausts the parser's stack: refused the same way on every machine
    if (e instanceof RangeError) return { ok: false, reason: message('rb_too_deep') };
    return { ok: false, reason: message('fx_internal', { detail: e instanceof Error ? e.message : String(e) }) };
  }
}

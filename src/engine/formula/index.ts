// Placeholder until the Ruby subset translator lands: every formula is reported as unsupported.
import type { FormulaContext, FormulaResult } from './types.js';
export type { FormulaContext, FormulaResult, PillResolution } from './types.js';

/**
 * Translates a Workato formula (the text after the leading `=`) or an interpolation body (the text inside
 * `#{...}`) into something Activepieces can evaluate.
 */
export function translateFormula(source: string, _ctx: FormulaContext): FormulaResult {
  return { kind: 'unsupported', reason: `formula not translated yet: ${source.slice(0, 80)}` };
}

/** JavaScript source of the named runtime helpers, to prepend to a CODE step. */
export function runtimeSource(_names: string[]): string {
  return '';
}

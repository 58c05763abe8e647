// A Ruby code step inside the recipe interpreter. Workato runs the code on the step's inputs (`input` is
// `code_input.data`) and its value, a hash, becomes the step's `output` (docs.workato.com/connectors/
// ruby-snippets-by-workato.html); a raise fails the step. The code is the recipe's own, so it runs as the flow's
// CODE step runs it: compiled by the engine's Ruby subset (src/engine/ruby), in the worker with its heap and time
// bounds (src/verify/activepieces/code-sandbox.ts). The run-time check then compares what surrounds the code (its
// inputs, the references to its output); the subset's fidelity to Ruby is tested against Ruby itself
// (test/ruby-kernel.test.ts, test/ruby-snippets.test.ts). Code outside the subset is a gap: nothing is guessed.
import { compileRuby } from '../../engine/ruby/index.js';
import { runCode } from '../activepieces/code-sandbox.js';
import { isHash, ownValue } from './scope.js';

export type RubyStepResult = { ok: true; output: unknown } | { ok: false; error: string } | { ok: false; gap: string };

const BOUNDS = { timeoutMs: 1000, memoryMb: 64 };

export function runRubyStep(input: Record<string, unknown>, now: number): RubyStepResult {
  const code = ownValue(input, 'code');
  const compiled = compileRuby(typeof code === 'string' ? code : '');
  if (!compiled.ok) return { ok: false, gap: 'Ruby code outside the compiled subset' };
  const codeInput = ownValue(input, 'code_input');
  if (typeof codeInput === 'string') return { ok: false, gap: 'Ruby code inputs kept as JSON text are not interpreted' };
  const data = isHash(codeInput) ? ownValue(codeInput, 'data') : undefined;
  const run = runCode(compiled.body, isHash(data) ? data : {}, { ...BOUNDS, now: new Date(now).toISOString() });
  if (!run.ok) return run.timedOut ? { ok: false, gap: 'Ruby code ran past its time bound' } : { ok: false, error: run.error };
  return { ok: true, output: { output: run.output } };
}

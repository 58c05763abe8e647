// Runs translated formulas: translate with a fake context (a pill's path[0] becomes an input), then execute the
// generated JavaScript with its runtime helpers.
import { message } from '../../src/engine/diagnostics.js';
import { runtimeSource, translateFormula } from '../../src/engine/formula/index.js';

/** A datapill reading `name` from the trigger. */
export const p = (name: string) => `_dp('{"pill_type":"output","provider":"x","line":"t","path":["${name}"]}')`;

/**
 * Translates `source` and runs the result with `values` as the pills' values; returns the value. `async: true` runs
 * the code inside an async function, as the CODE step does, and returns its promise.
 */
export function runFormula(source: string, values: Record<string, unknown> = {}, options: { async?: boolean } = {}): unknown {
  const bound = new Map<string, string>();
  const r = translateFormula(source, {
    resolvePill: (pill) => (pill.type === 'output' ? { ok: true, ref: `trigger['${pill.path[0]}']` } : { ok: false, reason: message('cause_formula', { detail: 'no' }) }),
    bindInput: (ref) => {
      if (!bound.has(ref)) bound.set(ref, `v${bound.size + 1}`);
      return `inputs.${bound.get(ref)}`;
    },
  });
  if (r.kind === 'literal') return r.value;
  if (r.kind !== 'code') throw new Error(`expected a value, got ${JSON.stringify(r)}`);
  const inputs: Record<string, unknown> = {};
  for (const [ref, name] of bound) inputs[name] = values[/\['(\w+)'\]/.exec(ref)![1]!];
  const body = `${runtimeSource(r.runtime)}\nreturn (${r.expr});`;
  return new Function('inputs', options.async ? `return (async () => {\n${body}\n})();` : body)(inputs);
}

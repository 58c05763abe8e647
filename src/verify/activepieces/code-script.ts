// The script a CODE step runs as, in a fresh node:vm context, whether that context lives in the worker
// (code-worker.ts) or in this thread (code-vm.ts): the same text, so both places give the same answers.
// The engine's convention: `export const code = async (inputs) => …`, loaded as a module and called with the
// resolved inputs. Source: activepieces/activepieces packages/engine/src/lib/handler/code-executor.ts
// (executeAction) and packages/engine/src/lib/core/code/no-op-code-sandbox.ts (runCodeModule). Date and
// Math.random are fixed so runs are deterministic; there is no require, no network and no timers in the context.

/** What the context reports after a run: a JSON text (or nothing), an error message, or `undefined`. */
export interface SandboxReply {
  error?: string;
  timedOut?: boolean;
  json?: string;
  undef?: boolean;
}

/** Options of every context a CODE step runs in. */
export const CONTEXT_OPTIONS = {
  // promise jobs run inside the script's evaluation, so the time bound covers them too
  microtaskMode: 'afterEvaluate',
  // Code generation from strings (eval, new Function) stays on: the engine's V8 isolate sandbox (isolated-vm,
  // packages/engine/src/lib/core/code/v8-isolate-code-sandbox.ts) does not turn it off, and our js_code steps use it.
  codeGeneration: { strings: true, wasm: false },
} as const;

export const TIMEOUT_MESSAGE = 'Code execution timed out';

/**
 * Fixed clock and seeded random, the step's body (its top-level throws are caught inside the context, so nothing
 * the code made ever reaches the caller), and the call of `code`. `__report()`, run as a second script in the same
 * context and time bound, turns the outcome into one JSON text: the caller only ever reads that string.
 */
export function sandboxScript(body: string): string {
  return `"use strict";
(() => {
  const Real = Date, fixed = Real.parse(__now);
  class FixedDate extends Real { constructor(...a) { if (a.length === 0) super(fixed); else super(...a); } static now() { return fixed; } }
  globalThis.Date = FixedDate;
  let seed = 42;
  Math.random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
})();
let __out;
const __message = (e) => { try { return String((e && e.message) || e); } catch { return 'The code threw a value that cannot be read'; } };
const __start = (fn) => {
  if (typeof fn !== 'function') { __out = { error: 'The code does not export a function named code' }; return; }
  Promise.resolve().then(() => fn(JSON.parse(__inputs))).then(
    (v) => { __out = v === undefined ? { undef: true } : { json: JSON.stringify(v) }; },
    (e) => { __out = { error: __message(e) }; });
};
const __report = () => {
  try {
    const o = __out;
    if (o === undefined) return JSON.stringify({ error: 'The code did not finish: it awaits something the model cannot provide' });
    return JSON.stringify({ error: o.error, json: o.json, undef: o.undef });
  } catch {
    return '';
  }
};
try {
${body}
;__start(typeof code === "undefined" ? undefined : code);
} catch (e) { __out = { error: __message(e) }; }
`;
}

/** The script that reads the outcome: a string, whatever the code did to the context's globals. */
export const REPORT_SCRIPT = '__report()';

/** The reply in this realm's own objects; anything but the expected JSON text reads as a failure. */
export function parseReply(text: unknown): SandboxReply {
  if (typeof text !== 'string') return { error: 'The code did not finish: its result cannot be read' };
  try {
    const r = JSON.parse(text) as Record<string, unknown>;
    const reply: SandboxReply = {};
    if (typeof r.error === 'string') reply.error = r.error;
    if (typeof r.json === 'string') reply.json = r.json;
    if (r.undef === true) reply.undef = true;
    if (r.timedOut === true) reply.timedOut = true;
    return reply.error === undefined && reply.json === undefined && !reply.undef ? { error: 'The code did not finish: its result cannot be read' } : reply;
  } catch {
    return { error: 'The code did not finish: its result cannot be read' };
  }
}

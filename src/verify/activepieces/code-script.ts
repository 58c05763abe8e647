// The script a CODE step runs as, in a fresh node:vm context, whether that context lives in the worker
// (code-worker.ts) or in this thread (code-vm.ts): the same text, so both places give the same answers.
// The engine's convention: `export const code = async (inputs) => …`, loaded as a module and called with the
// resolved inputs. Source: activepieces/activepieces packages/engine/src/lib/handler/code-executor.ts
// (executeAction) and packages/engine/src/lib/core/code/no-op-code-sandbox.ts (runCodeModule). Date and
// Math.random are fixed so runs are deterministic; there is no require, no network and no timers in the context.

/** What a run answered, in this realm's own objects. */
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

const NOT_FINISHED = 'The code did not finish: it awaits something the model cannot provide';
const UNREADABLE = 'The code did not finish: its result cannot be read';

/**
 * Fixed clock and seeded random, the step's body (its top-level throws are caught inside the context), and the call
 * of `code`. The outcome is kept as one text, made inside the context within the time bound, in a variable the code
 * cannot reach: `J<json>` (the result), `U` (undefined), `E<message>` (a failure). `__report()`, a second script in
 * the same context, only returns that text, so reading it runs nothing the code made and needs no time bound.
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
const [__start, __report, __fail] = (() => {
  const stringify = JSON.stringify, parse = JSON.parse, text = String;
  let outcome = ${JSON.stringify('E' + NOT_FINISHED)};
  const fail = (e) => {
    try { outcome = 'E' + text((e && e.message) || e); } catch { outcome = 'EThe code threw a value that cannot be read'; }
  };
  const start = (fn) => {
    if (typeof fn !== 'function') { outcome = 'EThe code does not export a function named code'; return; }
    Promise.resolve().then(() => fn(parse(__inputs))).then((v) => {
      if (v === undefined) { outcome = 'U'; return; }
      const json = stringify(v);
      outcome = typeof json === 'string' ? 'J' + json : ${JSON.stringify('E' + UNREADABLE)};
    }, fail);
  };
  return [start, () => outcome, fail];
})();
try {
${body}
;__start(typeof code === "undefined" ? undefined : code);
} catch (e) { __fail(e); }
`;
}

/** The script that reads the outcome text. */
export const REPORT_SCRIPT = '__report()';

/** The reply text of a run the time bound cut. */
export const TIMED_OUT_REPLY = 'T' + TIMEOUT_MESSAGE;

/** The reply text when the run failed outside the code's own handlers (not expected). */
export const FAILED_REPLY = 'EThe code failed outside its own handlers';

/** The reply in this realm's own objects; anything else than an outcome text reads as a failure. */
export function parseReply(text: unknown): SandboxReply {
  if (typeof text !== 'string' || text === '') return { error: UNREADABLE };
  const rest = text.slice(1);
  switch (text[0]) {
    case 'J':
      return { json: rest };
    case 'U':
      return { undef: true };
    case 'E':
      return { error: rest };
    case 'T':
      return { error: rest, timedOut: true };
    default:
      return { error: UNREADABLE };
  }
}

// A CODE step run in this thread: a fresh node:vm context per run (same options and script as the worker's),
// the time bound on the script, its promise jobs and the read of its outcome. Nothing made by the code is touched
// here: its outcome is read as one string (code-script.ts). There is no heap bound in this thread, and what the code
// leaves behind (a FinalizationRegistry callback, say) would run here later, so only the engine's own generated
// code, whose allocations are bounded by its inputs, comes here (see `inThisThread` in code-sandbox.ts).
import { types } from 'node:util';
import { createContext, Script } from 'node:vm';
import { CONTEXT_OPTIONS, FAILED_REPLY, REPORT_SCRIPT, TIMED_OUT_REPLY } from './code-script.js';

// A compiled script runs in any context. Kept by text: the same steps run once per event (node 20 gives every
// vm script its own host options, so V8's own compilation cache never matches across runs).
const scripts = new Map<string, Script>();
const MAX_SCRIPTS = 64;

function compiled(text: string): Script {
  let script = scripts.get(text);
  if (!script) {
    if (scripts.size >= MAX_SCRIPTS) scripts.clear();
    script = new Script(text, { filename: 'code.js' });
    scripts.set(text, script);
  }
  return script;
}

// The code that runs here is deterministic (fixed clock, seeded random, a fresh context, nothing from outside), so a
// run on the same inputs answers the same: the check meets the same step with the same inputs on many events.
const replies = new Map<string, string>();
const MAX_REPLIES = 256;

/** The reply text of one run. */
export function runInThread(script: string, inputs: string, timeoutMs: number | undefined, now: string): string {
  const key = `${timeoutMs}\u0000${now}\u0000${inputs}\u0000${script}`;
  let reply = replies.get(key);
  if (reply === undefined) {
    if (replies.size >= MAX_REPLIES) replies.clear();
    reply = runOnce(script, inputs, timeoutMs, now);
    replies.set(key, reply);
  }
  return reply;
}

/** `timeoutMs` undefined: code without loops (code-sandbox.ts, loopFree), run without a watchdog. */
function runOnce(script: string, inputs: string, timeoutMs: number | undefined, now: string): string {
  try {
    const context = createContext({ __inputs: inputs, __now: now }, CONTEXT_OPTIONS);
    compiled(script).runInContext(context, timeoutMs === undefined ? {} : { timeout: timeoutMs });
    // only returns the outcome text the script made (code-script.ts): nothing to bound
    const reply: unknown = compiled(REPORT_SCRIPT).runInContext(context);
    return typeof reply === 'string' ? reply : '';
  } catch (e) {
    // the script catches what the code throws, so what reaches here is node's own timeout error (looked at
    // without calling anything the code could have defined)
    const code = types.isNativeError(e) ? Object.getOwnPropertyDescriptor(e, 'code')?.value : undefined;
    return code === 'ERR_SCRIPT_EXECUTION_TIMEOUT' ? TIMED_OUT_REPLY : FAILED_REPLY;
  }
}

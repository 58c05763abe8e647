// CODE steps really run, in a node:vm context inside a worker thread with a heap bound, and a time bound on the
// script and its promise jobs. The caller waits synchronously (Atomics.wait) so the model stays synchronous.
// The engine's convention: `export const code = async (inputs) => …`, loaded as a module and called with the
// resolved inputs, 30 s bound, timeout reported as 'Code execution timed out'. Source: activepieces/activepieces
// packages/engine/src/lib/handler/code-executor.ts (executeAction) and
// packages/engine/src/lib/core/code/no-op-code-sandbox.ts (runCodeModule). Date and Math.random are fixed so runs
// are deterministic; there is no require, no network and no timers inside the sandbox.
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

export type CodeResult = { ok: true; output: unknown } | { ok: false; error: string; timedOut: boolean };

const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const vm = require('node:vm');
const { port, flag } = workerData;
const state = new Int32Array(flag);
const PRELUDE = ${JSON.stringify(prelude())};
// Code generation from strings (eval, new Function) stays on: the engine's V8 isolate sandbox (isolated-vm,
// packages/engine/src/lib/core/code/v8-isolate-code-sandbox.ts) does not turn it off, and our js_code steps use it.
port.on('message', ({ body, inputs, timeoutMs, now }) => {
  let reply;
  try {
    const context = vm.createContext({ __inputs: inputs, __now: now }, { microtaskMode: 'afterEvaluate', codeGeneration: { strings: true, wasm: false } });
    vm.runInContext(PRELUDE + body + '\\n;__start(typeof code === "undefined" ? undefined : code);', context, { timeout: timeoutMs });
    const out = context.__out;
    reply = out === undefined ? { error: 'The code did not finish: it awaits something the model cannot provide' } : out;
  } catch (e) {
    const message = String((e && e.message) || e);
    reply = /timed out/.test(message) ? { error: 'Code execution timed out', timedOut: true } : { error: message };
  }
  port.postMessage(reply);
  Atomics.store(state, 0, 1);
  Atomics.notify(state, 0);
});
Atomics.store(state, 0, 1);
Atomics.notify(state, 0);
`;

/** Runs before the step's code inside the context: fixed clock, seeded random, and the call of `code`. */
function prelude(): string {
  return `"use strict";
(() => {
  const Real = Date, fixed = Real.parse(__now);
  class FixedDate extends Real { constructor(...a) { if (a.length === 0) super(fixed); else super(...a); } static now() { return fixed; } }
  globalThis.Date = FixedDate;
  let seed = 42;
  Math.random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
})();
var __out;
function __start(fn) {
  if (typeof fn !== 'function') { __out = { error: 'The code does not export a function named code' }; return; }
  Promise.resolve().then(() => fn(JSON.parse(__inputs))).then(
    (v) => { __out = v === undefined ? { undef: true } : { json: JSON.stringify(v) }; },
    (e) => { __out = { error: String((e && e.message) || e) }; });
}
`;
}

let worker: Worker | undefined;
let port: MessagePort | undefined;
let flag: Int32Array | undefined;
let workerHeapMb = 0;

function ensureWorker(memoryMb: number): void {
  if (worker && workerHeapMb === memoryMb) return;
  void worker?.terminate();
  const channel = new MessageChannel();
  const shared = new SharedArrayBuffer(4);
  flag = new Int32Array(shared);
  worker = new Worker(WORKER_SOURCE, {
    eval: true,
    // the parent's flags (e.g. --input-type=module) would make this CommonJS source fail to boot
    execArgv: [],
    workerData: { port: channel.port2, flag: shared },
    transferList: [channel.port2],
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.max(4, Math.floor(memoryMb / 4)) },
  });
  // a worker killed by its heap bound emits 'error'; the pending wait then times out and reports the bound
  worker.on('error', () => undefined);
  worker.unref();
  port = channel.port1;
  port.unref();
  workerHeapMb = memoryMb;
  // wait for the worker to boot, so its start-up time never counts against a step's time bound
  Atomics.wait(flag, 0, 0, 20_000);
}

function dropWorker(): void {
  void worker?.terminate();
  worker = undefined;
}

/** Turns the engine's `export const code = …` module into a script that defines `code`. */
export function codeBody(source: string): string | undefined {
  if (!/export\s+const\s+code\s*=/.test(source)) return undefined;
  return source.replace(/export\s+const\s+code\s*=/, 'const code =');
}

export function runCode(source: string, inputs: unknown, bounds: { timeoutMs: number; memoryMb: number; now: string }): CodeResult {
  const body = codeBody(source);
  if (body === undefined) return { ok: false, error: 'The code does not export a function named code', timedOut: false };
  ensureWorker(bounds.memoryMb);
  Atomics.store(flag!, 0, 0);
  port!.postMessage({ body, inputs: JSON.stringify(inputs ?? {}), timeoutMs: bounds.timeoutMs, now: bounds.now });
  const waited = Atomics.wait(flag!, 0, 0, bounds.timeoutMs + 1000);
  const reply = receiveMessageOnPort(port!)?.message as { error?: string; timedOut?: boolean; json?: string; undef?: boolean } | undefined;
  if (waited === 'timed-out' || !reply) {
    // the worker died (heap bound) or never answered: start a fresh one next time
    dropWorker();
    return { ok: false, error: 'Code execution exceeded its memory or time bound', timedOut: true };
  }
  if (reply.error !== undefined) return { ok: false, error: reply.error, timedOut: reply.timedOut === true };
  return { ok: true, output: reply.undef ? undefined : JSON.parse(reply.json!) };
}

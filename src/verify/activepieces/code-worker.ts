// CODE steps whose JavaScript may allocate without a bound run in a worker thread with a heap bound; each run gets
// a fresh vm context there with the time bound on the script and its promise jobs. The caller waits synchronously
// (Atomics.wait) so the model stays synchronous. The worker is booted on first need, or earlier, in the background,
// by `prepareWorker` when a flow is known to need it.
import type { MessagePort, Worker } from 'node:worker_threads';
import { nodeWorkerThreads } from '../../lazy-builtins.js';
import { CONTEXT_OPTIONS, FAILED_REPLY, REPORT_SCRIPT, TIMED_OUT_REPLY } from './code-script.js';

const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const vm = require('node:vm');
const { port, flag } = workerData;
const state = new Int32Array(flag);
const OPTIONS = ${JSON.stringify(CONTEXT_OPTIONS)};
const scripts = new Map();
const compiled = (text) => {
  let script = scripts.get(text);
  if (!script) {
    if (scripts.size >= 64) scripts.clear();
    script = new vm.Script(text, { filename: 'code.js' });
    scripts.set(text, script);
  }
  return script;
};
port.on('message', ({ script, inputs, timeoutMs, now }) => {
  let reply;
  try {
    const context = vm.createContext({ __inputs: inputs, __now: now }, OPTIONS);
    compiled(script).runInContext(context, { timeout: timeoutMs });
    reply = compiled(${JSON.stringify(REPORT_SCRIPT)}).runInContext(context);
    if (typeof reply !== 'string') reply = '';
  } catch (e) {
    reply = e && e.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT' ? ${JSON.stringify(TIMED_OUT_REPLY)} : ${JSON.stringify(FAILED_REPLY)};
  }
  port.postMessage(reply);
  Atomics.store(state, 0, 1);
  Atomics.notify(state, 0);
});
Atomics.store(state, 0, 1);
Atomics.notify(state, 0);
`;


interface Booted {
  worker: Worker;
  port: MessagePort;
  flag: Int32Array;
  heapMb: number;
  /** false until the worker said it is ready */
  ready: boolean;
}

let current: Booted | undefined;

function boot(memoryMb: number): Booted {
  // node:worker_threads loads on the first boot: most translations never need the worker (code-sandbox.ts), and
  // loading it costs a few milliseconds of every start
  const { MessageChannel, Worker } = nodeWorkerThreads();
  const channel = new MessageChannel();
  const shared = new SharedArrayBuffer(4);
  const worker = new Worker(WORKER_SOURCE, {
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
  channel.port1.unref();
  return { worker, port: channel.port1, flag: new Int32Array(shared), heapMb: memoryMb, ready: false };
}

/** Boots the worker in the background (no wait), so its start-up overlaps the work before the first CODE step. */
export function prepareWorker(memoryMb: number): void {
  if (current && current.heapMb === memoryMb) return;
  void current?.worker.terminate();
  current = boot(memoryMb);
}

function readyWorker(memoryMb: number): Booted {
  prepareWorker(memoryMb);
  const w = current!;
  // wait for the worker to boot, so its start-up time never counts against a step's time bound
  if (!w.ready) {
    Atomics.wait(w.flag, 0, 0, 20_000);
    w.ready = true;
  }
  return w;
}

/** The reply text of one run, or undefined when the worker died (heap bound) or never answered. */
export function runInWorker(script: string, inputs: string, timeoutMs: number, memoryMb: number, now: string): string | undefined {
  const w = readyWorker(memoryMb);
  Atomics.store(w.flag, 0, 0);
  w.port.postMessage({ script, inputs, timeoutMs, now });
  const waited = Atomics.wait(w.flag, 0, 0, timeoutMs + 1000);
  const reply = nodeWorkerThreads().receiveMessageOnPort(w.port)?.message as unknown;
  if (waited === 'timed-out' || typeof reply !== 'string') {
    // start a fresh worker next time
    void w.worker.terminate();
    current = undefined;
    return undefined;
  }
  return reply;
}

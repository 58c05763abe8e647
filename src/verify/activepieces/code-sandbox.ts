// CODE steps really run, each in a fresh node:vm context with a time bound on the script and its promise jobs
// (code-script.ts). Where: code that may allocate without a bound (JavaScript or Ruby written in the recipe, and
// formula helpers whose result size is an argument) runs in a worker thread with a heap bound (code-worker.ts);
// the engine's own generated code, which only allocates in proportion to its inputs (and the inputs are bounded by
// the recipe file's size limit), may run in this thread (code-vm.ts) when the caller vouches that the flow is the
// engine's output, which spares booting the worker. The engine's 30 s bound and its 'Code execution timed out'
// message: activepieces/activepieces packages/engine/src/lib/handler/code-executor.ts.
import { PLACEHOLDER_MARKER, readOriginal } from '../../engine/code-comment.js';
import { SIZE_ARGUMENT_HELPERS } from '../../engine/formula/limits.js';
import { LOGGER_CODE } from '../../engine/mapping/code-templates.js';
import { parseReply, sandboxScript } from './code-script.js';
import { runInThread } from './code-vm.js';
import { prepareWorker, runInWorker } from './code-worker.js';

export type CodeResult = { ok: true; output: unknown } | { ok: false; error: string; timedOut: boolean };

export interface CodeBounds {
  timeoutMs: number;
  memoryMb: number;
  now: string;
  /** the flow is the engine's own output in this process: its bounded generated code may run in this thread */
  generated?: boolean;
}

/** Turns the engine's `export const code = …` module into a script that defines `code`. */
export function codeBody(source: string): string | undefined {
  if (!/export\s+const\s+code\s*=/.test(source)) return undefined;
  return source.replace(/export\s+const\s+code\s*=/, 'const code =');
}

const UNBOUNDED_HELPER = new RegExp(`\\b(?:${[...SIZE_ARGUMENT_HELPERS].join('|')})\\b`);

/** What follows the original's comment in a placeholder (src/engine/mapping/code-templates.ts, foreignCode). */
const PLACEHOLDER_TAIL = new RegExp(`^\\nexport const code = async \\(inputs\\) => \\{\\n  throw new Error\\("(?:[^"\\\\\\n\\r]|\\\\.)*"\\); // ${PLACEHOLDER_MARKER}\\n\\};\\n$`);

/**
 * Whether a CODE step of a flow the engine generated may run in this thread: none of the recipe's own code runs
 * in it (a Workato code step keeps its original in a comment, and runs it only when compiled from Ruby or kept as
 * JavaScript for `new Function`) and no formula helper whose result size is an argument (`"x" * n`, ranges,
 * padding, format widths). What is left is fixed templates (a logger step, a placeholder that only throws: the
 * original in one block comment, which cannot hold a star-slash) and formulas over bounded helpers.
 */
export function inThisThread(source: string): boolean {
  if (readOriginal(source) !== null) return isPlaceholder(source);
  return !source.includes('new Function') && !UNBOUNDED_HELPER.test(source);
}

function isPlaceholder(source: string): boolean {
  return source.startsWith('/*') && PLACEHOLDER_TAIL.test(source.slice(source.indexOf('*/') + 2));
}

/**
 * Code without a loop or a call that could run long: a logger step (returns its input) and a placeholder (throws).
 * It runs without the time bound's watchdog, a thread started and joined for every run, which costs more than the
 * run itself.
 */
export function loopFree(source: string): boolean {
  return source === LOGGER_CODE || (readOriginal(source) !== null && isPlaceholder(source));
}

/**
 * Runs in this thread per process. Past them the worker takes the engine's code too: a context costs about the
 * same there, but this thread's heap (and its garbage collection) would grow with every context, and one boot is
 * nothing over hundreds of runs (a 1,000-step recipe, a workspace). The answers are the same in both places.
 */
export const THREAD_RUNS = 200;

/** Boots the worker in the background when one of these CODE steps will need it (a no-op otherwise). */
export function prepareCodeSandbox(sources: Iterable<string>, bounds: CodeBounds): void {
  for (const source of sources) {
    if (!(bounds.generated && codeRuns.thread < THREAD_RUNS && inThisThread(source))) {
      prepareWorker(bounds.memoryMb);
      return;
    }
  }
}

/** Runs of this process so far, by place (what the tests and the bench read). */
export const codeRuns = { thread: 0, worker: 0 };

export function runCode(source: string, inputs: unknown, bounds: CodeBounds): CodeResult {
  const body = codeBody(source);
  if (body === undefined) return { ok: false, error: 'The code does not export a function named code', timedOut: false };
  const script = sandboxScript(body);
  const input = JSON.stringify(inputs ?? {});
  const here = bounds.generated === true && codeRuns.thread < THREAD_RUNS && inThisThread(source);
  codeRuns[here ? 'thread' : 'worker']++;
  const text = here ? runInThread(script, input, loopFree(source) ? undefined : bounds.timeoutMs, bounds.now) : runInWorker(script, input, bounds.timeoutMs, bounds.memoryMb, bounds.now);
  if (text === undefined) return { ok: false, error: 'Code execution exceeded its memory or time bound', timedOut: true };
  const reply = parseReply(text);
  if (reply.error !== undefined) return { ok: false, error: reply.error, timedOut: reply.timedOut === true };
  return { ok: true, output: reply.undef ? undefined : JSON.parse(reply.json!) };
}

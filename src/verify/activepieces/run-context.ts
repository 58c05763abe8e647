// The mutable state of one model run: the run state references read, the verdict, the trace and step records.
// How a step is seen by later references: activepieces/activepieces
// packages/server/engine/src/lib/handler/context/flow-execution-context.ts (currentState: the top-level steps plus
// the steps of the loop iterations on the current path; a FAILED step reads as { error: { message } }, PR #13074).
// After the schema-20 import rewrite, references read `<step>['output']…`, so each step is kept as { output }
// (shared/research/activepieces.md §1.3: Pipefy's instance nests outputs on import of schema-20 flows).
import type { ActionOutputProvider, ExternalCall, RunOutcome } from '../trace.js';
import type { CodeBounds } from './code-sandbox.js';
import type { RunState } from './references.js';
import type { StepRecord, StorageState, Unmodelled, Step } from './types.js';

export type Verdict = 'running' | 'stopped' | 'failed';

export interface RunSettings {
  nested: boolean;
  outputs: ActionOutputProvider;
  storage: StorageState;
  runId: string;
  triggerPiece: string;
  codeBounds: CodeBounds;
  maxSteps: number;
  projectVariables: Readonly<Record<string, unknown>>;
}

export class RunContext {
  verdict: Verdict = 'running';
  readonly calls: ExternalCall[] = [];
  readonly records: StepRecord[] = [];
  readonly unmodelledList: Unmodelled[] = [];
  response: unknown = undefined;
  private responded = false;
  private stopResponse: { response?: unknown } | undefined;
  error: string | undefined;
  private readonly scopes: Array<{ map: Record<string, unknown>; loop?: [string, number] }> = [{ map: {} }];
  private executed = 0;

  constructor(readonly settings: RunSettings, trigger: unknown) {
    this.scopes[0]!.map.trigger = this.wrap(trigger);
  }

  get codeBounds() {
    return this.settings.codeBounds;
  }

  /** The state references are evaluated over: outer scopes first, the current loop iteration last. */
  visibleState(): RunState {
    if (this.scopes.length === 1) return this.scopes[0]!.map;
    return Object.assign({}, ...this.scopes.map((s) => s.map));
  }

  private get path(): Array<[string, number]> {
    return this.scopes.filter((s) => s.loop).map((s) => s.loop!);
  }

  private wrap(output: unknown): unknown {
    return this.settings.nested ? { output } : output;
  }

  private store(name: string, value: unknown): void {
    Object.defineProperty(this.scopes[this.scopes.length - 1]!.map, name, { value, enumerable: true, writable: true, configurable: true });
  }

  /** Counts an executed step; past the bound the run fails (a bound for loops over huge lists). */
  countStep(name: string): boolean {
    if (++this.executed <= this.settings.maxSteps) return true;
    this.unmodelled(name, `run cut after ${this.settings.maxSteps} steps`);
    this.fail(name, `The model's bound of ${this.settings.maxSteps} executed steps was reached`);
    return false;
  }

  succeed(step: Step, input: unknown, output: unknown): void {
    this.store(step.name, this.wrap(output));
    this.records.push({ name: step.name, type: step.type, path: this.path, input, output, status: 'succeeded' });
  }

  /** Updates a step's output in place (a loop's item and index). */
  setOutput(name: string, output: unknown): void {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      if (Object.prototype.hasOwnProperty.call(this.scopes[i]!.map, name)) {
        this.scopes[i]!.map[name] = this.wrap(output);
        return;
      }
    }
  }

  fail(name: string, message: string, step?: Step, input?: unknown): void {
    this.store(name, { error: { message } });
    this.records.push({ name, type: String(step?.type ?? 'UNKNOWN'), path: this.path, input, output: undefined, status: 'failed', error: message });
    this.verdict = 'failed';
    this.error = `${name}: ${message}`;
  }

  /** continue-on-failure: the run goes on after a failed step. */
  recover(): void {
    this.verdict = 'running';
    this.error = undefined;
  }

  stop(response: { response?: unknown }): void {
    this.verdict = 'stopped';
    this.stopResponse = response;
    if (response.response !== undefined) this.respond(response.response);
  }

  /** The first response reaches the caller; later ones go nowhere. */
  respond(response: unknown): void {
    if (this.responded) return;
    this.responded = true;
    this.response = response;
  }

  call(call: ExternalCall): unknown {
    this.calls.push(call);
    return this.settings.outputs(call);
  }

  unmodelled(step: string, what: string): void {
    if (!this.unmodelledList.some((u) => u.step === step && u.what === what)) this.unmodelledList.push({ step, what });
  }

  enterIteration(loop: string, index: number): Record<string, unknown> {
    const map: Record<string, unknown> = {};
    this.scopes.push({ map, loop: [loop, index] });
    return map;
  }

  leaveIteration(): void {
    this.scopes.pop();
  }

  outcome(): RunOutcome {
    if (this.verdict === 'failed') return 'failed';
    // A stop after a response reached the caller (a webhook reply, or a sub-flow's returnResponse callback, which
    // resumes the caller's callFlow: subflows/src/lib/actions/call-flow.ts) ended a run that answered: `returned`.
    if (this.verdict === 'stopped') return this.stopResponse?.response !== undefined || this.response !== undefined ? 'returned' : 'stopped';
    return 'completed';
  }
}

// The Workato recipe interpreter: runs our IR of a recipe on one trigger event with Workato's semantics and
// returns the external calls it made, how the job ended and what each step saw.
import { buildIR, conditionOf, type Condition, type IRNode, type IRRecipe } from '../../engine/ir.js';
import type { NormalizedRecipe } from '../../engine/types.js';
import { asStepError, runAction } from './actions.js';
import { evaluateCondition } from './conditions.js';
import { runtimeHelpers } from './formula.js';
import { BudgetExceeded, Job, JobEnd, StepError } from './job.js';
import type { RunOptions, StepRecord, WorkatoRun } from './types.js';
import { resolveValue, SKIP } from './values.js';

/** Accepts the IR or a normalised recipe (the IR is built from its code). */
export function toIR(recipe: IRRecipe | NormalizedRecipe): IRRecipe {
  return 'trigger' in recipe ? recipe : buildIR(recipe.code);
}

/** `ir`: the IR of `recipe` when the caller has built it already (the check runs one recipe on many events). */
export function runRecipe(recipe: IRRecipe | NormalizedRecipe, options: RunOptions, ir: IRRecipe = toIR(recipe)): WorkatoRun {
  const named = 'code' in recipe ? recipe : undefined;
  const job = new Job(options, defaultJobContext(named, options.jobContext));
  job.scope.job.started_at ??= job.nowIso;
  job.scope.job.job_created_at ??= job.nowIso;
  job.scope.job.job_started_at ??= job.nowIso;
  job.scope.lines.set(ir.trigger.as, options.event);

  const done = (outcome: WorkatoRun['outcome'], extra: Partial<WorkatoRun> = {}): WorkatoRun => ({
    calls: job.calls, outcome, steps: job.steps, gaps: job.gaps, ...extra,
  });
  try {
    if (ir.trigger.filter && !condition(job, ir.trigger.number, ir.trigger.filter)) return done('completed', { filtered: true });
    block(job, ir.body);
    return done('completed');
  } catch (e) {
    if (e instanceof JobEnd) return done(e.outcome, e.outcome === 'returned' ? { response: e.response } : {});
    if (e instanceof StepError) return done('failed', { error: e.message });
    if (e instanceof BudgetExceeded) {
      job.gap(-1, e.message);
      return done('failed', { error: e.message });
    }
    throw e;
  }
}

// The default datapills of every job (docs.workato.com/recipes/data-pills-and-mapping.html, "Default datapills"),
// with stand-in values; the caller's jobContext overrides them.
function defaultJobContext(recipe: NormalizedRecipe | undefined, given: Record<string, unknown> = {}): Record<string, unknown> {
  const recipeId = recipe?.id ?? '1';
  return {
    user_id: '1', user_name: 'Workspace', user_email: 'owner@example.com',
    recipe_id: recipeId, recipe_name: recipe?.name ?? 'recipe', recipe_url: `https://app.workato.com/recipes/${recipeId}`, recipe_path: '',
    job_id: 'j-1', job_url: `https://app.workato.com/recipes/${recipeId}/job/j-1`, master_job_id: 'j-1',
    calling_recipe_id: null, calling_job_id: null, is_repeat: false, is_test: false, repeat_count: 0,
    ...given,
  };
}

function block(job: Job, nodes: IRNode[]): void {
  for (const node of nodes) run(job, node);
}

function condition(job: Job, step: number, cond: Condition): boolean {
  return job.resolving(step, (ctx) => asStepError({ number: step, step: {} }, null, null, () => evaluateCondition(cond, ctx)));
}

function run(job: Job, node: IRNode): void {
  switch (node.kind) {
    case 'action':
      return runAction(job, node);
    case 'if':
      return runIf(job, node);
    case 'foreach':
      return runForeach(job, node);
    case 'repeat':
      return runRepeat(job, node);
    case 'try':
      return runTry(job, node);
    case 'stop':
      return runStop(job, node);
    case 'unknown':
      job.gap(node.number, `step keyword not interpreted: ${String(node.step.keyword).slice(0, 40)}`);
      return;
  }
}

// IF / ELSE IF / ELSE: the first branch whose condition holds runs, else the ELSE block
// (docs.workato.com/recipes/conditions.html).
function runIf(job: Job, node: Extract<IRNode, { kind: 'if' }>): void {
  job.tick();
  const record: StepRecord = { step: node.number, keyword: 'if', taken: null };
  job.steps.push(record);
  for (const branch of node.branches) {
    if (condition(job, branch.number, branch.condition)) {
      record.taken = branch.number;
      return block(job, branch.body);
    }
  }
  if (node.otherwise) {
    record.taken = node.otherwise.number;
    block(job, node.otherwise.body);
  }
}

// Repeat for each: the block runs once for each item in the list (docs.workato.com/recipes/repeat-for-each.html),
// so nil or an empty list runs no round (the docs do not name nil: no item, no round); a single object is taken as
// a list of one, reported as a gap since Workato's editor only offers list datapills as the source. Batch mode hands the body
// `batch` slices of `batch_size` items (research/workato.md §3.4).
function runForeach(job: Job, node: Extract<IRNode, { kind: 'foreach' }>): void {
  job.tick();
  const source = job.resolving(node.number, (ctx) => asStepError(node, null, null, () => resolveValue(node.source, ctx)));
  let list: unknown[];
  if (Array.isArray(source)) list = source;
  else if (source === null || source === undefined || source === SKIP || source === '') list = [];
  else {
    job.gap(node.number, 'foreach source is not a list: taken as a list of one');
    list = [source];
  }
  const batchSize = node.step.repeat_mode === 'batch' ? Math.max(1, Number(node.step.batch_size) || 1) : 0;
  const rounds = batchSize ? Math.ceil(list.length / batchSize) : list.length;
  job.steps.push({ step: node.number, keyword: 'foreach', count: rounds });
  for (let index = 0; index < rounds; index++) {
    const item = batchSize ? { batch: list.slice(index * batchSize, (index + 1) * batchSize) } : list[index];
    job.scope.lines.set(node.as, item);
    // foreach_meta keys are those observed in exports (research/workato.md §3.4); that index counts from 0 is an
    // assumption no Workato document states
    job.scope.meta.set(node.as, { index, size: rounds, is_first: index === 0, is_last: index === rounds - 1 });
    if (!batchSize) job.scope.frames.push({ list, index });
    try {
      block(job, node.body);
    } finally {
      if (!batchSize) job.scope.frames.pop();
    }
  }
}

// Repeat while: a do-while loop, the body runs at least once and again while the condition holds; Workato caps it
// at 50,000 rounds (docs.workato.com/recipes/loops.html).
function runRepeat(job: Job, node: Extract<IRNode, { kind: 'repeat' }>): void {
  job.tick();
  const record: StepRecord = { step: node.number, keyword: 'repeat', count: 0 };
  job.steps.push(record);
  for (let round = 0; ; round++) {
    job.scope.lines.set(node.as, { index: round, is_first: round === 0 });
    job.scope.meta.set(node.as, { index: round, is_first: round === 0 });
    job.scope.job.repeat_count = round;
    record.count = round + 1;
    block(job, node.body);
    if (!node.until) {
      job.gap(node.number, 'repeat without a while condition: ran once');
      return;
    }
    if (!condition(job, node.whileNumber ?? node.number, node.until)) return;
    if (round + 1 >= job.maxRounds) {
      job.gap(node.number, `repeat stopped after ${job.maxRounds} rounds`);
      return;
    }
  }
}

// Monitor / On error: an error in the monitored block (at any depth) skips the rest of it; the block is retried up
// to max_retry_count times while the "retry only if" condition (the catch's `filter`) holds, then the On error
// block runs with the error datapills (docs.workato.com/recipes/best-practices-error-handling.html).
function runTry(job: Job, node: Extract<IRNode, { kind: 'try' }>): void {
  job.tick();
  const handler = node.handler;
  for (let attempt = 0; ; attempt++) {
    try {
      return block(job, node.body);
    } catch (e) {
      if (!(e instanceof StepError)) throw e;
      job.steps.push({ step: node.number, keyword: 'try', error: e.message });
      if (!handler) return;
      job.scope.lines.set(handler.as, job.errorDetail(e, attempt));
      const filter = handler.step.filter;
      const mayRetry = attempt < handler.maxRetries && (!filter || condition(job, handler.number, conditionOf(filter)));
      if (mayRetry) continue;
      return block(job, handler.body);
    }
  }
}

// Stop job: without error the job ends successfully; with error it raises, so an enclosing monitor block catches
// it ("raise exceptions with the Stop action": docs.workato.com/recipes/best-practices-error-handling.html).
function runStop(job: Job, node: Extract<IRNode, { kind: 'stop' }>): void {
  job.tick();
  job.steps.push({ step: node.number, keyword: 'stop' });
  if (!node.withError) throw new JobEnd('stopped');
  const reason = node.reason ? job.resolving(node.number, (ctx) => asStepError(node, null, null, () => resolveValue(node.reason, ctx))) : '';
  const message = reason === SKIP ? '' : runtimeHelpers().rb_to_s(reason);
  throw new StepError(message || 'Job stopped with error', 'StopJobError', node.number, null, null, node.step.uuid ?? null);
}

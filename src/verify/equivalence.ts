// The equivalence check: runs a recipe (Workato interpreter) and its flow template (Activepieces model) on the same
// generated events, feeding both the same app data, and compares what each sends out, in order, how each run ends
// and what it answers. Pure and deterministic: fixed seeds and clock in both models, no I/O.
//
//   verifyFlow(recipe, template) -> Verification (events tried, verdict, first difference per event, what was not
//                                   proven and why, differences the mapping rows declare)
import type { IRRecipe } from '../engine/ir.js';
import { findRow } from '../engine/mapping/operations/index.js';
import { normalizeProvider } from '../engine/mapping/providers.js';
import type { FlowLinks, NormalizedRecipe } from '../engine/types.js';
import { builtin } from './activepieces/builtins.js';
import { prepareCodeSteps, prepareFlow, runPrepared, triggerOutput, type PreparedFlow } from './activepieces/index.js';
import type { RunDetail, Step } from './activepieces/types.js';
import { appData, enrichedData } from './equivalence/app-data.js';
import { compareRuns } from './equivalence/compare.js';
import { referencedSteps, stepsByName, workatoNumberOf } from './equivalence/correspondence.js';
import { effectSteps, flowEffects, workatoEffects } from './equivalence/effects.js';
import { projectVariableStandIns, type ProjectVariableStandIns } from './equivalence/project-variables.js';
import { triggerInputDifference, type TriggerInputCheck } from './equivalence/trigger-input.js';
import type { AllowedDifference, Difference, EventResult, NotProven, Verification } from './equivalence/types.js';
import type { ExternalCall } from './trace.js';
import { builtinOf, generateEvents, outputSampler, readPaths, runRecipe, toIR, type GeneratedEvent } from './workato/index.js';
import type { WorkatoRun } from './workato/types.js';

export type { AllowedDifference, Difference, EventResult, NotProven, Verdict, Verification } from './equivalence/types.js';

// One instant and one seed for both runtimes, so `now`, `today` and generated ids agree.
const CLOCK = '2026-01-15T15:30:00.000Z';
const SEED = 1;

interface Context {
  recipe: NormalizedRecipe;
  ir: IRRecipe;
  template: unknown;
  generated: boolean;
  byName: Map<string, Step>;
  referenced: Set<string>;
  effects: ReturnType<typeof effectSteps>;
  standIns: ProjectVariableStandIns;
  callees?: FlowLinks['calls'];
  /** the trigger's own inputs (the same on every event) */
  trigger: TriggerInputCheck;
  /** schemaOutputs of this recipe (its reads found once) */
  sampler: ReturnType<typeof outputSampler>;
  /** the flow after the import rewrite, made by the first event that runs it (a failure there fails each event) */
  prepared?: PreparedFlow;
}

export interface VerifyOptions {
  /** the flows the recipe's call steps were wired to (TranslateOptions.links), which the flow sends */
  callees?: FlowLinks['calls'];
  /** the flow is the engine's own output, made in this process (see RunOptions.generatedCode) */
  generated?: boolean;
}

export function verifyFlow(recipe: NormalizedRecipe, template: unknown, options: VerifyOptions = {}): Verification {
  const ir = toIR(recipe);
  // what the recipe reads from each step's output: the events and the sampled outputs both hold it
  const reads = readPaths(ir);
  const generated = options.generated === true;
  const byName = stepsByName(template);
  const ctx: Context = {
    recipe, ir, template, generated, byName, referenced: referencedSteps(template), effects: effectSteps(ir), standIns: projectVariableStandIns(template),
    ...(options.callees ? { callees: options.callees } : {}),
    trigger: triggerInputDifference(ir, byName.get('trigger')),
    sampler: outputSampler(ir, reads),
  };
  prepareCodeSteps(template, { generatedCode: generated });
  const results = generateEvents(ir, reads).map((event) => verifyEvent(ctx, event));
  const differences: Difference[] = [];
  const notProven: NotProven[] = [];
  const allowed: AllowedDifference[] = [];
  for (const r of results) {
    if (r.verdict === 'different' && r.difference && !differences.some((d) => d.step === r.difference!.step && d.field === r.difference!.field)) differences.push(r.difference);
    for (const n of r.notProven) if (!notProven.some((m) => m.code === n.code && m.step === n.step && m.detail === n.detail)) notProven.push(n);
    for (const a of r.allowed) if (!allowed.some((b) => b.step === a.step && b.field === a.field)) allowed.push(a);
  }
  const verdict = results.some((r) => r.verdict === 'different') ? 'different' : results.some((r) => r.verdict === 'not_proven') ? 'not_proven' : 'equivalent';
  return { events: results.length, equivalent: verdict === 'equivalent', verdict, differences, notProven, allowed, results };
}

function verifyEvent(ctx: Context, event: GeneratedEvent): EventResult {
  try {
    const { workato, flow, triggerKnown } = runBoth(ctx, event);
    const notProven = notProvenOf(ctx, workato, flow, triggerKnown);
    const comparison = compareRuns(workato, flow, workatoEffects(workato, ctx.effects), flowEffects(flow, ctx.byName, ctx.effects), ctx.callees);
    // The trigger row's declared enrichment (OperationRow.enrich): the extra call that fetches what the event lacks.
    const enrich = triggerEnrichment(ctx);
    if (enrich && flow.steps.some((s) => isEnrichCall(ctx, s.name, enrich.action))) comparison.allowed.push({ step: ctx.ir.trigger.number, field: `(call) ${enrich.action}`, note: 'enrich_trigger_fetched' });
    // the trigger's inputs are set before any event: a difference there comes first
    const first = ctx.trigger.difference ?? comparison.difference;
    const difference = first ? { event: event.label, ...first } : undefined;
    const verdict = notProven.length ? 'not_proven' : difference ? 'different' : 'equivalent';
    return { label: event.label, verdict, ...(difference ? { difference } : {}), notProven, allowed: [...ctx.trigger.allowed, ...comparison.allowed] };
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return { label: event.label, verdict: 'not_proven', notProven: [{ code: 'model_error', detail: detail.slice(0, 200) }], allowed: [] };
  }
}

/** Both runs of one event; the flow's app calls get the data Workato's step got, call after call (loops repeat). */
function runBoth(ctx: Context, event: GeneratedEvent): { workato: WorkatoRun; flow: RunDetail; triggerKnown: boolean } {
  const sampled = ctx.sampler({}, event.outputs ?? {});
  const given = new Map<number, unknown[]>();
  const workato = runRecipe(ctx.recipe, {
    event: event.event,
    ...ctx.standIns.workato,
    clock: CLOCK,
    seed: SEED,
    outputs: (call) => {
      const output = sampled(call);
      const number = Number(call.step);
      given.set(number, [...(given.get(number) ?? []), structuredClone(output)]);
      return output;
    },
  }, ctx.ir);
  const trigger = ctx.ir.trigger;
  const triggerSettings = ctx.byName.get('trigger')?.settings ?? {};
  const triggerTarget = { piece: String(triggerSettings.pieceName ?? ''), action: String(triggerSettings.triggerName ?? '') };
  const triggerData = appData('trigger', normalizeProvider(trigger.provider).canonical, trigger.name, structuredClone(event.event), triggerTarget);
  const shaped = triggerOutput(ctx.template, triggerData);
  ctx.prepared ??= prepareFlow(ctx.template);
  const flow = runPrepared(ctx.prepared, {
    trigger: shaped.output,
    now: CLOCK,
    generatedCode: ctx.generated,
    projectVariables: ctx.standIns.variables,
    outputs: (call: ExternalCall) => {
      const number = workatoNumberOf(call.step);
      const step = number === undefined ? undefined : ctx.effects.get(number);
      const queue = number === undefined ? undefined : given.get(number);
      const output = queue?.length ? queue.shift() : {};
      const target = { piece: call.app, action: call.operation };
      const enrich = triggerEnrichment(ctx);
      if (enrich && number === undefined && isEnrichCall(ctx, call.step, enrich.action)) return enrichedData(target, structuredClone(event.event)) ?? {};
      return step ? appData('action', normalizeProvider(String(step.provider ?? '')).canonical, String(step.name ?? ''), output, target) : output;
    },
  });
  return { workato, flow, triggerKnown: shaped.known };
}

/** The flow trigger's enrichment, when its mapping row declares one. */
function triggerEnrichment(ctx: Context) {
  const trigger = ctx.ir.trigger;
  if (!trigger.provider || !trigger.name) return undefined;
  return findRow(trigger.provider, trigger.name, 'trigger', trigger.step.input)?.enrich;
}

/** A helper step (no Workato number) of the trigger's piece running the enrichment action. */
function isEnrichCall(ctx: Context, stepName: string, action: string): boolean {
  const settings = ctx.byName.get(stepName)?.settings ?? {};
  const triggerPiece = ctx.byName.get('trigger')?.settings?.pieceName;
  return workatoNumberOf(stepName) === undefined && settings.pieceName === triggerPiece && settings.actionName === action;
}

function notProvenOf(ctx: Context, workato: WorkatoRun, flow: RunDetail, triggerKnown: boolean): NotProven[] {
  const out: NotProven[] = [];
  for (const gap of workato.gaps) out.push({ code: 'workato_gap', step: gap.step, detail: gap.reason });
  if (!triggerKnown && ctx.referenced.has('trigger')) {
    const settings = ctx.byName.get('trigger')?.settings ?? {};
    out.push({ code: 'output_shape_unknown', step: 'trigger', detail: `${String(settings.pieceName ?? '')} ${String(settings.triggerName ?? '')}` });
  }
  for (const u of flow.unmodelled) {
    // an unknown output shape matters only when a later step reads that output
    const unknownShape = /^no known output shape for (.+?):/.exec(u.what);
    if (unknownShape && !ctx.referenced.has(u.step)) continue;
    out.push(unknownShape ? { code: 'output_shape_unknown', step: u.step, detail: unknownShape[1]! } : { code: 'flow_unmodelled', step: u.step, detail: u.what });
  }
  for (const record of flow.steps) {
    const number = workatoNumberOf(record.name);
    const workatoStep = number === undefined ? undefined : ctx.effects.get(number);
    if (!workatoStep) continue;
    const provider = String(workatoStep.provider ?? '');
    const name = String(workatoStep.name ?? '');
    // a return is in-process on both sides (nothing external to feed it), and an unmapped step's placeholder fails
    // by design: only mapped external calls count here, when their result is read or their failure ends the run
    if (builtinOf(provider, name) || !findRow(provider, name, 'action', workatoStep.input)) continue;
    if (record.status === 'succeeded' && !ctx.referenced.has(record.name)) continue;
    const settings = ctx.byName.get(record.name)?.settings ?? {};
    const inFlow = record.type === 'CODE' || !!builtin(String(settings.pieceName ?? ''), String(settings.actionName ?? ''));
    if (inFlow) out.push({ code: 'computed_in_flow', step: number });
  }
  return dedupe(out);
}

function dedupe(list: NotProven[]): NotProven[] {
  const seen = new Set<string>();
  return list.filter((n) => {
    const key = `${n.code}|${n.step}|${n.detail}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

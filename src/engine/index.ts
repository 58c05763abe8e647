// The translation engine's entry point: recipe JSON in, flow template + reports out. Pure and deterministic.
import { translator } from '../i18n/index.js';
import { engineMessages } from '../i18n/messages/engine.js';
import { bindConnections, parseConnectionHints } from './connections.js';
import { describeRecipe } from './describe/index.js';
import { flowToMermaid } from './diagram.js';
import { buildFlow, pieceLabel } from './flow/builder.js';
import { visitSteps } from './flow/steps.js';
import { buildIR } from './ir.js';
import { normalizeRecipe } from './recipe.js';
import { isBlocking } from './review.js';
import { workatoSteps } from './tree.js';
import { withPillCache } from './pills.js';
import { safeFolderName, slugify } from './slug.js';
import type { FlowTemplate, OperationReport, ReviewItem, RoutingReport, TranslateOptions, TranslationResult, WorkatoStep } from './types.js';

export type { TranslateOptions, TranslationResult } from './types.js';
export { normalizeRecipe } from './recipe.js';
export { parseConnectionHints } from './connections.js';

export const DEFAULT_SCHEMA_VERSION = '20';


export function translateRecipe(raw: unknown, options: TranslateOptions, origin = 'recipe'): TranslationResult {
  return withPillCache(() => translate(raw, options, origin));
}

function translate(raw: unknown, options: TranslateOptions, origin: string): TranslationResult {
  const t = translator(engineMessages, options.lang);
  const recipe = normalizeRecipe(raw, origin);
  const ir = buildIR(recipe.code);
  const built = buildFlow(recipe, ir, { lang: options.lang, pieceVersions: options.pieceVersions ?? {} });
  const connections = bindConnections(built.trigger, parseConnectionHints(options.connections ?? ''), built.providerPieces);

  const review = [...built.review];
  for (const piece of connections.missing) review.push({ kind: 'connection', text: t('connection_missing', { piece: pieceLabel(piece) }) });
  for (const u of connections.unmatched) review.push({ kind: 'connection', text: t('connection_unmatched', { id: u.id, label: u.label ? ` (${u.label})` : '' }) });
  for (const name of built.variables) review.push({ kind: 'note', text: t('variable_create', { name }) });

  const operations = completeOperations(built.operations, recipe.code);
  const blocking = review.filter(isBlocking);
  const routing: RoutingReport = blocking.length
    ? { routing: 'manual_revision', blocked_reason: blockedReason(t, blocking), operations }
    : { routing: 'ipaas_ready', operations };

  let allValid = true;
  visitSteps(built.trigger, (s) => {
    if (s.valid === false) allValid = false;
  });
  const template: FlowTemplate = {
    name: recipe.name,
    type: 'SHARED',
    summary: '',
    description: recipe.description ?? '',
    tags: [],
    blogUrl: '',
    metadata: {},
    author: 'pipe-migrate',
    categories: [],
    pieces: built.pieces,
    flows: [{ displayName: recipe.name, trigger: built.trigger, valid: allValid, schemaVersion: options.schemaVersion ?? DEFAULT_SCHEMA_VERSION, notes: built.notes }],
    status: 'PUBLISHED',
  };
  const mermaid = flowToMermaid(template, review, options.lang);
  const description = describeRecipe({ recipe, template, routing, review, connections, mermaid }, options.lang);
  return {
    recipe,
    folder: safeFolderName(recipe.id, recipe.name),
    slug: slugify(recipe.name),
    template,
    routing,
    review,
    connections,
    mermaid,
    description,
  };
}

function blockedReason(t: ReturnType<typeof translator<typeof engineMessages.en>>, blocking: ReviewItem[]): string {
  const steps = [...new Set(blocking.map((r) => r.step).filter((n): n is number => n !== undefined))].sort((a, b) => a - b);
  const list = blocking.map((r) => r.text).join(' ');
  return `${t('blocked_reason', { count: Math.max(steps.length, 1), list: steps.map((n) => `#${n}`).join(', ') || '-' })} ${list}`;
}

/** Every non-skipped trigger and action step appears once, even where no step was emitted (unreachable code). */
function completeOperations(reported: OperationReport[], code: WorkatoStep): OperationReport[] {
  const seen = new Set(reported.map((o) => o.step));
  const extra: OperationReport[] = [];
  for (const { step, disabled } of workatoSteps(code)) {
    if (!disabled && (step.keyword === 'trigger' || step.keyword === 'action') && typeof step.number === 'number' && !seen.has(step.number)) {
      extra.push({ step: step.number, provider: String(step.provider ?? ''), name: String(step.name ?? ''), status: 'approximated', reason: 'not translated: Workato never runs this step' });
      seen.add(step.number);
    }
  }
  return [...reported, ...extra].sort((a, b) => a.step - b.step);
}

// The translation engine's entry point: recipe JSON in, flow template + reports out. Pure and deterministic.
// Typed stages: normalise -> ir -> compile (compileRecipe) -> bind connections (bindRecipe) -> report (reportRecipe:
// routing, diagram, description); writing stays in src/output. translateRecipe only composes them.
import { bindConnections, parseConnectionHints } from './connections.js';
import { describeRecipe } from './describe/index.js';
import { actionLabeller } from './describe/label.js';
import { diagnostic, message, type Diagnostic } from './diagnostics.js';
import { flowToMermaid } from './diagram.js';
import { recipeFacts } from './facts.js';
import { buildFlow, pieceLabel } from './flow/builder.js';
import { visitSteps } from './flow/steps.js';
import { buildIR } from './ir.js';
import { withPillCache } from './pills.js';
import { normalizeRecipe } from './recipe.js';
import { renderReview, renderRouting } from './render.js';
import { safeFolderName, slugify } from './slug.js';
import type { BoundRecipe, CompiledRecipe } from './stages.js';
import { routingVerification, verifyRecipe, type VerifiedRecipe } from './verify-stage.js';
import type { WrittenTemplate, TranslateOptions, TranslationResult } from './types.js';

export type { TranslateOptions, TranslationResult } from './types.js';
export type { BoundRecipe, CompiledRecipe } from './stages.js';
export type { Diagnostic } from './diagnostics.js';
export { normalizeRecipe } from './recipe.js';
export { parseConnectionHints } from './connections.js';

export const DEFAULT_SCHEMA_VERSION = '20';

const HAS_OWN_NAME: ReadonlySet<string> = new Set(['export', 'api', 'ui_pull']);

export function translateRecipe(raw: unknown, options: TranslateOptions, origin = 'recipe'): TranslationResult {
  return withPillCache(() => reportRecipe(verifyRecipe(bindRecipe(compileRecipe(raw, options, origin), options.connections ?? ''))));
}

/** normalise -> ir -> compile. The costly part: the wizard runs it once per recipe. */
export function compileRecipe(raw: unknown, options: Omit<TranslateOptions, 'connections'>, origin = 'recipe'): CompiledRecipe {
  return withPillCache(() => {
    const recipe = normalizeRecipe(raw, origin);
    const ir = buildIR(recipe.code);
    const links = options.links;
    const flow = buildFlow(recipe, ir, { lang: options.lang, pieceVersions: options.pieceVersions ?? {}, ...(links?.calls ? { callees: links.calls } : {}) });
    const linked = { ...(links?.externalId !== undefined ? { externalId: links.externalId } : {}), ...(links?.calls ? { callees: links.calls } : {}) };
    return { recipe, ir, flow, lang: options.lang, schemaVersion: options.schemaVersion ?? DEFAULT_SCHEMA_VERSION, ...linked };
  });
}

/** Binds connection hints (`Connection: id` lines) to the compiled flow's pieces. */
export function bindRecipe(compiled: CompiledRecipe, connectionText: string): BoundRecipe {
  const bound = bindConnections(compiled.flow.trigger, parseConnectionHints(connectionText), compiled.flow.providerPieces);
  const report = bound.report;
  const diagnostics: Diagnostic[] = [...compiled.flow.diagnostics];
  for (const piece of report.missing) diagnostics.push(diagnostic('connection', message('connection_missing', { piece: pieceLabel(piece), pieceId: piece })));
  for (const u of report.unmatched) diagnostics.push(diagnostic('connection', message('connection_unmatched', { id: u.id, label: u.label ? ` (${u.label})` : '' })));
  for (const name of compiled.flow.variables) diagnostics.push(diagnostic('note', message('variable_create', { name })));
  return { compiled, trigger: bound.trigger, connections: report, diagnostics };
}

// The verify stage (src/engine/verify-stage.ts) runs the runtime models over the bound flow, between bindRecipe
// and reportRecipe.
export { verifyRecipe, type VerifiedRecipe } from './verify-stage.js';

/** The files' contents: routing, template, diagram and description, in the compiled language. */
export function reportRecipe(bound: BoundRecipe | VerifiedRecipe): TranslationResult {
  return withPillCache(() => {
    const { compiled } = bound;
    const { recipe, flow, lang } = compiled;
    const review = renderReview(bound.diagnostics, lang);
    const routing = renderRouting(bound.diagnostics, flow.operations, recipe.code, lang);
    if ('verification' in bound) routing.verification = routingVerification(bound.verification, lang);
    let allValid = true;
    visitSteps(bound.trigger, (s) => {
      if (s.valid === false) allValid = false;
    });
    const template: WrittenTemplate = {
      name: recipe.name,
      type: 'SHARED',
      summary: '',
      description: recipe.description ?? '',
      tags: [],
      blogUrl: '',
      // The dashboard import maps a template's metadata.externalId to the flow it creates (src/engine/workspace/calls.ts).
      metadata: compiled.externalId !== undefined ? { externalId: compiled.externalId } : {},
      author: 'pipe-migrate',
      categories: [],
      pieces: flow.pieces,
      flows: [{ displayName: recipe.name, trigger: bound.trigger, valid: allValid, schemaVersion: compiled.schemaVersion, notes: flow.notes }],
      status: 'PUBLISHED',
    };
    const facts = recipeFacts(recipe.code, routing.operations, flow.triggerPlaceholder, review);
    const mermaid = flowToMermaid(template, review, lang, actionLabeller(flow.labels, recipe.code, flow.stepNumbers));
    const description = describeRecipe({ recipe, template, routing, review, connections: bound.connections, mermaid, facts }, lang);
    return {
      recipe,
      // An Inspect dump or a bare trigger carries no recipe name of its own (it falls back to the trigger's title):
      // its code tells two of them apart.
      folder: safeFolderName(recipe.id, recipe.name, HAS_OWN_NAME.has(recipe.shape) ? undefined : JSON.stringify(recipe.code)),
      slug: slugify(recipe.name),
      template,
      routing,
      review,
      connections: bound.connections,
      mermaid,
      description,
      diagnostics: bound.diagnostics,
      facts,
    };
  });
}

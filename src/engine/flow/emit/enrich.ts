// A trigger whose event carries less than Workato's trigger gave (OperationRow.enrich): when the recipe reads beyond
// what the event carries, an action of the same piece fetches the object right after the trigger, and, where Workato
// keyed one of its lists by id, a CODE step rebuilds that object. References under the enriched segment then read the
// fetched object (PillResolver, LineTarget.enriched); the others keep reading the trigger.
import { jsString } from '../../escape.js';
import type { OperationRow, TriggerEnrichment } from '../../mapping/types.js';
import { findPills } from '../../pills.js';
import type { PathElement, WorkatoStep } from '../../types.js';
import { ref } from '../refs.js';
import { applyOutputRule } from '../resolve.js';
import { codeStep, pieceStep, type APStep } from '../steps.js';
import { pieceLabel, type EmitContext } from './context.js';

/** Step names of the enrichment (helper names: they stand for no Workato action, see equivalence/correspondence.ts). */
export const ENRICH_STEP = 'trigger_fetch';
export const ENRICH_SHAPE_STEP = 'trigger_fetch_shaped';

/**
 * Every datapill path the recipe reads from its trigger (alias `as`, or the legacy `trigger` line). Iterative, in
 * pre-order: a recipe's input values can nest far deeper than the call stack allows.
 */
function triggerPaths(code: WorkatoStep, as: string): PathElement[][] {
  const out: PathElement[][] = [];
  // the steps and the trigger's own condition (filter); its input configures the trigger and reads no event
  const { input: _input, ...rest } = code;
  void _input;
  const stack: unknown[] = [rest];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      for (const pill of findPills(value)) if (pill.type === 'output' && (pill.line === as || pill.line === 'trigger')) out.push(pill.path);
    } else if (value && typeof value === 'object') {
      const children = Array.isArray(value) ? value : Object.values(value);
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return out;
}

/** True when the event carries `path` (a carried path covers everything below it). */
export function carried(enrich: TriggerEnrichment, path: readonly PathElement[]): boolean {
  return enrich.carries.some((c) => c.length <= path.length && c.every((seg, i) => path[i] === seg));
}

/**
 * The steps to run right after the trigger (none when every trigger reference is carried by the event). Declares
 * the enriched target on the trigger's line.
 */
export function emitEnrichment(ctx: EmitContext, row: OperationRow, code: WorkatoStep): APStep[] {
  const enrich = row.enrich;
  const tr = ctx.ir.trigger;
  if (!enrich || !('piece' in row.target)) return [];
  const beyond = triggerPaths(code, tr.as).filter((p) => p[0] === enrich.under && !carried(enrich, p));
  if (beyond.length === 0) return [];
  const piece = row.target.piece;
  const name = ctx.names.allocate(ENRICH_STEP);
  const input: Record<string, unknown> = {};
  for (const [prop, path] of Object.entries(enrich.props)) input[prop] = ref('trigger', row.output ? applyOutputRule(path, row.output) : path);
  ctx.usePiece(piece, tr.provider);
  const fetch = pieceStep({ name, displayName: ctx.text(enrich.title, { app: pieceLabel(piece) }), pieceName: piece, pieceVersion: ctx.version(piece), actionName: enrich.action, input, valid: true });
  const keyed = enrich.keyed && beyond.some((p) => p[1] === enrich.keyed!.field) ? enrich.keyed : undefined;
  const line = ctx.resolver.line(tr.as);
  if (!keyed) {
    if (line) ctx.resolver.defineLine(tr.as, { ...line, enriched: { enrich, root: name, output: enrich.output } });
    return [fetch];
  }
  // The fetched object under `under`, its keyed list rebuilt as { <id>: value }: references read it as Workato did.
  const shapedName = ctx.names.allocate(ENRICH_SHAPE_STEP);
  const source = ref(name, applyOutputRule([enrich.under], enrich.output));
  const shaped = codeStep({ name: shapedName, displayName: ctx.text('enrich_shape_step', { field: keyed.field }), code: keyedCode(enrich.under, keyed), input: { object: source }, valid: true });
  if (line) ctx.resolver.defineLine(tr.as, { ...line, enriched: { enrich, root: shapedName } });
  return [fetch, shaped];
}

/** A CODE step returning `{ <under>: { ...object, <field>: { <id>: value } } }`; every name is an escaped literal. */
function keyedCode(under: string, keyed: NonNullable<TriggerEnrichment['keyed']>): string {
  const idPath = `[${keyed.idPath.map(jsString).join(', ')}]`;
  return [
    'export const code = async (inputs) => {',
    "  const object = inputs.object && typeof inputs.object === 'object' ? inputs.object : {};",
    `  const list = Array.isArray(object[${jsString(keyed.field)}]) ? object[${jsString(keyed.field)}] : [];`,
    '  const keyed = {};',
    '  for (const item of list) {',
    `    const id = ${idPath}.reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), item);`,
    `    if (id !== undefined && id !== null) keyed[String(id)] = item ? item[${jsString(keyed.value)}] : undefined;`,
    '  }',
    `  return { [${jsString(under)}]: { ...object, [${jsString(keyed.field)}]: keyed } };`,
    '};',
  ].join('\n');
}

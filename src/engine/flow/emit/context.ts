// The state one compilation shares between the emitters (one per IR node kind): names, pill resolution, the
// diagnostics found, the per-operation report, canvas notes, pieces used. Labels written into the flow are made
// here in the flow's language; everything a human must act on is a Diagnostic.
import type { Lang } from '../../../i18n/index.js';
import type { EngineMessageKey } from '../../../i18n/messages/engine.js';
import { diagnostic, DiagnosticList, message, renderMessage, type DiagnosticKind, type MessageParams, type MessageRef } from '../../diagnostics.js';
import type { IRNode, IRRecipe } from '../../ir.js';
import { catalogPiece } from '../../mapping/catalog.js';
import { CANVAS_NOTE_KEYS } from '../../mapping/operations/index.js';
import { normalizeProvider } from '../../mapping/providers.js';
import type { OperationRow } from '../../mapping/types.js';
import { pieceVersion } from '../../mapping/versions.js';
import { singlePill, splitTemplate } from '../../pills.js';
import type { FlowLinks, NormalizedRecipe, OperationStatus, PathElement, WorkatoStep } from '../../types.js';
import { NameAllocator } from '../names.js';
import { PillResolver } from '../resolve.js';
import { FIXED_DATE, pieceStep, type APStep } from '../steps.js';
import { FieldConverter, type FieldProblem, type ValueContext } from '../values.js';
import type { PieceAction } from '../types.js';
import { planVariables, type VariablePlan } from '../variables.js';
import { plainKey } from '../../escape.js';
import { recipeLabels, type RecipeLabels } from '../../describe/label.js';

export interface Note {
  id: string;
  content: string;
  ownerId: null;
  color: 'yellow' | 'red' | 'orange';
  position: { x: number; y: number };
  size: { width: number; height: number };
  createdAt: string;
  updatedAt: string;
}

/** One routing.json operation before its reasons are rendered. */
export interface CompiledOperation {
  step: number;
  provider: string;
  name: string;
  status: OperationStatus;
  reasons: MessageRef[];
}

export interface EmitOptions {
  lang: Lang;
  pieceVersions: Record<string, string>;
  /** the flows the recipe's call steps call, by Workato step number (a workspace run) */
  callees?: FlowLinks['calls'];
}

export const FLOW_HELPER = '@activepieces/piece-flow-helper';
export const STORE = '@activepieces/piece-store';

export class EmitContext {
  readonly names = new NameAllocator();
  readonly resolver: PillResolver;
  readonly variablePlan: VariablePlan;
  readonly diagnostics = new DiagnosticList();
  readonly operations: CompiledOperation[] = [];
  readonly notes: Note[] = [];
  readonly pieces = new Set<string>();
  /** Activepieces step name -> Workato step number */
  readonly stepNumbers = new Map<string, number>();
  /** canonical Workato provider -> the piece its steps became (ties connection labels to pieces) */
  readonly providerPieces = new Map<string, string>();
  private readonly valueCtx: ValueContext;
  /** the steps' words in the flow's language, as the description and the diagram say them */
  readonly words: RecipeLabels;

  constructor(
    recipe: NormalizedRecipe,
    readonly ir: IRRecipe,
    private readonly options: EmitOptions,
    /** emits a block of IR nodes (set by the builder, so emitters do not import each other) */
    readonly block: (ctx: EmitContext, nodes: IRNode[]) => APStep | null,
  ) {
    this.resolver = new PillResolver(ir.trigger.as);
    this.variablePlan = planVariables(ir);
    this.words = recipeLabels(recipe.code, options.lang);
    this.valueCtx = {
      resolver: this.resolver,
      names: this.names,
      recipe: { name: recipe.name, ...(recipe.id ? { id: recipe.id } : {}) },
      placeholder: () => '',
      formulaStepTitle: '',
      parseCache: new Map(),
      storageReadStep: (name, key, label) => this.storagePiece(name, this.text('var_get', { name: label }), 'get', key, {}),
      decodeTitle: (label) => this.text('var_decode', { name: label }),
      // flow-helper getRunId returns { id: run id, url } (activepieces/activepieces
      // packages/pieces/community/flow-helper/src/lib/actions/get-run-id.ts)
      runInfoStep: (name) => {
        this.pieces.add(FLOW_HELPER);
        return pieceStep({ name, displayName: this.text('run_info_step'), pieceName: FLOW_HELPER, pieceVersion: this.version(FLOW_HELPER), actionName: 'getRunId', input: {}, valid: true });
      },
    };
  }

  get lang(): Lang {
    return this.options.lang;
  }

  get callees(): FlowLinks['calls'] {
    return this.options.callees;
  }

  emitBlock(nodes: IRNode[]): APStep | null {
    return this.block(this, nodes);
  }

  /** A label written into the flow (step and branch names, notes), in the flow's language. */
  text(key: EngineMessageKey, params: MessageParams = {}): string {
    return renderMessage(message(key, params), this.options.lang);
  }

  diagnose(kind: DiagnosticKind, step: number | undefined, stepName: string | undefined, ref: MessageRef, field?: string): void {
    this.diagnostics.add(diagnostic(kind, ref, { step, stepName, field }));
  }

  report(number: number, step: WorkatoStep, status: OperationStatus, reasons: MessageRef[] = []): void {
    this.operations.push({ step: number, provider: String(step.provider ?? ''), name: String(step.name ?? ''), status, reasons });
  }

  addNote(content: string, color: Note['color'] = 'yellow'): void {
    const index = this.notes.length;
    this.notes.push({
      id: `review_${index + 1}`,
      content,
      ownerId: null,
      color,
      position: { x: 420, y: 120 + index * 260 },
      size: { width: 320, height: 220 },
      createdAt: FIXED_DATE,
      updatedAt: FIXED_DATE,
    });
  }

  converter(number: number): FieldConverter {
    return new FieldConverter(
      {
        ...this.valueCtx,
        placeholder: (field) => this.text('placeholder', { number, field }),
        formulaStepTitle: this.text('formula_step', { number }),
      },
      number,
    );
  }

  /** The canvas name of a step: its Workato comment, title or description, else `fallback`. */
  label(step: WorkatoStep, fallback: string): string {
    const strip = (s: string) => s.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
    const present = (c: unknown): c is string => typeof c === 'string' && c.trim() !== '';
    const description = present(step.description) ? strip(step.description) : undefined;
    const text = present(step.comment) ? step.comment : present(step.title) ? step.title : present(description) ? description : fallback;
    return this.canvasName(text);
  }

  /**
   * A step name cut for the canvas, by code points so no surrogate pair is split. The flow schema sets no length
   * limit (activepieces/activepieces packages/shared/src/lib/flows/actions/action.ts: displayName Type.String({})),
   * and the builder shows "<n>. <name>" on one truncated line with the whole name in a tooltip
   * (packages/react-ui/src/app/builder/flow-canvas/nodes/step-node/step-node-display-name.tsx): what to do comes first.
   */
  canvasName(text: string): string {
    return text.length > 120 ? cut(text, 117) : text;
  }

  /** The name of the placeholder standing in for a step that was not migrated: it says to replace it. */
  placeholderName(step: WorkatoStep, op: string): string {
    return this.canvasName(this.text('placeholder_step_name', { op: this.label(step, this.words.action(step) ?? op) }));
  }

  /** Diagnoses the field problems of one owning step; returns the routing reasons. */
  fieldProblems(number: number, stepName: string, problems: FieldProblem[]): MessageRef[] {
    const reasons: MessageRef[] = [];
    for (const p of problems) {
      const original = p.original.length > 300 ? `${p.original.slice(0, 297)}...` : p.original;
      if (p.blocking) {
        this.diagnose('formula', number, stepName, message('field_unsupported', { number, field: p.field, reason: p.cause, original }), p.field);
        reasons.push(message('reason_field_unsupported', { field: p.field, reason: p.cause, original }));
      } else {
        this.diagnose('approximated', number, stepName, message('field_approximated', { number, field: p.field, reason: p.cause }), p.field);
        reasons.push(message('reason_field_approximated', { field: p.field, reason: p.cause }));
      }
    }
    return reasons;
  }

  /** The notes of a mapping row and of its application; returns the routing reasons. */
  rowNotes(row: OperationRow, number: number, stepName: string, extra: Array<{ key: string; params?: Record<string, string | number> }>): MessageRef[] {
    const reasons: MessageRef[] = [];
    const all = [...(row.note ? [{ key: row.note }] : []), ...extra];
    for (const n of all) {
      const ref = message(n.key as EngineMessageKey, n.params ?? {});
      const kind: DiagnosticKind = ref.code === 'subflow_link' || ref.code === 'subflow_wired' ? 'subflow' : row.status === 'approximated' ? 'approximated' : 'note';
      this.diagnose(kind, number, stepName, ref);
      reasons.push(ref);
      if (CANVAS_NOTE_KEYS.has(ref.code)) this.addNote(renderMessage(ref, this.options.lang), 'orange');
    }
    return reasons;
  }

  /** A condition side or a list source in words, for branch names. */
  readable(value: string): string {
    const parts = splitTemplate(value.startsWith('=') ? value.slice(1) : value);
    return parts
      .map((p) => {
        if (p.kind === 'text') return p.text;
        const pill = singlePill(p.source);
        if (pill?.type === 'output') return pathLabel(pill.path);
        return this.text('word_formula');
      })
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  }

  version(piece: string): string {
    return pieceVersion(piece, this.options.pieceVersions) ?? '0.0.0';
  }

  usePiece(piece: string, provider?: string, first = false): void {
    this.pieces.add(piece);
    if (provider === undefined) return;
    const canonical = normalizeProvider(provider).canonical;
    if (!first || !this.providerPieces.has(canonical)) this.providerPieces.set(canonical, piece);
  }

  /** A Storage step at run scope (`input` = key, extra props, store_scope). The name is already allocated. */
  storagePiece(name: string, displayName: string, action: string, key: string, extra: Record<string, unknown>, valid = true): PieceAction {
    this.pieces.add(STORE);
    return pieceStep({ name, displayName, pieceName: STORE, pieceVersion: this.version(STORE), actionName: action, input: { key: plainKey(key), ...extra, store_scope: 'RUN' }, valid });
  }

  storeStep(preferred: string, displayName: string, action: 'put' | 'get', key: string, extra: Record<string, unknown>): PieceAction {
    return this.storagePiece(this.names.allocate(preferred), displayName, action, key, extra);
  }

  /** Allocates a step name for a Workato step and remembers the number it came from. */
  stepName(preferred: string, number: number): string {
    const name = this.names.allocate(preferred);
    this.stepNumbers.set(name, number);
    return name;
  }
}

export function opLabel(provider: string, name: string): string {
  return `${normalizeProvider(provider).readable}/${name}`;
}

export function pieceLabel(piece: string): string {
  return catalogPiece(piece)?.displayName ?? piece.replace('@activepieces/piece-', '');
}

function pathLabel(path: PathElement[]): string {
  return path.map((p) => (typeof p === 'string' ? p : typeof p === 'number' ? String(p) : p.kind === 'current_item' ? 'item' : p.kind)).join('.') || 'value';
}

function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max + 3 ? `${chars.slice(0, max).join('')}...` : text;
}

// IR -> Activepieces flow: steps, references, validity, review items and the per-operation report.
import { translator, type Lang } from '../../i18n/index.js';
import { engineMessages, type EngineMessageKey } from '../../i18n/messages/engine.js';
import type { IRBranch, IRCatch, IRNode, IRRecipe } from '../ir.js';
import { missingRequired, applyRow } from '../mapping/apply.js';
import { catalogOperation, catalogPiece } from '../mapping/catalog.js';
import { codeTemplate } from '../mapping/code-templates.js';
import { CANVAS_NOTE_KEYS, findRow, unmappedReason } from '../mapping/operations/index.js';
import { normalizeProvider } from '../mapping/providers.js';
import type { OperationRow } from '../mapping/types.js';
import { propertySchemas } from '../mapping/property-schemas.js';
import { pieceVersion } from '../mapping/versions.js';
import { singlePill, splitTemplate } from '../pills.js';
import type { NormalizedRecipe, OperationReport, OperationStatus, PathElement, ReviewItem, WorkatoStep } from '../types.js';
import { convertCondition, summarizeCondition, type Dnf } from './conditions.js';
import { NameAllocator } from './names.js';
import { refPath, wrapRef } from './refs.js';
import { PillResolver, type LoopScope } from './resolve.js';
import { chain, codeStep, FIXED_DATE, loopStep, pieceStep, propertySettingsFor, routerStep, type APStep } from './steps.js';
import { FieldConverter, SKIP, type FieldProblem, type ValueContext } from './values.js';
import { planVariables, type VariablePlan } from './variables.js';

export interface BuildOptions {
  lang: Lang;
  pieceVersions: Record<string, string>;
}

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

export interface BuildResult {
  trigger: Record<string, unknown>;
  notes: Note[];
  review: ReviewItem[];
  operations: OperationReport[];
  pieces: string[];
  /** Activepieces step name -> Workato step number */
  stepNumbers: Map<string, number>;
  /** canonical Workato provider -> the piece its steps became (ties connection labels to pieces) */
  providerPieces: Map<string, string>;
  /** project variables the flow reads, sorted */
  variables: string[];
}

const REPEAT_MAX = 100;
const FLOW_HELPER = '@activepieces/piece-flow-helper';
const STORE = '@activepieces/piece-store';

export function buildFlow(recipe: NormalizedRecipe, ir: IRRecipe, options: BuildOptions): BuildResult {
  return new Builder(recipe, ir, options).build();
}

class Builder {
  private readonly t;
  private readonly names = new NameAllocator();
  private readonly resolver: PillResolver;
  private readonly review: ReviewItem[] = [];
  private readonly operations: OperationReport[] = [];
  private readonly notes: Note[] = [];
  private readonly pieces = new Set<string>();
  private readonly stepNumbers = new Map<string, number>();
  private readonly providerPieces = new Map<string, string>();
  private readonly variables: VariablePlan;
  private readonly valueCtx: ValueContext;

  constructor(recipe: NormalizedRecipe, private readonly ir: IRRecipe, private readonly options: BuildOptions) {
    this.t = translator(engineMessages, options.lang);
    this.resolver = new PillResolver(ir.trigger.as);
    this.variables = planVariables(ir);
    this.valueCtx = {
      resolver: this.resolver,
      names: this.names,
      recipe: { name: recipe.name, ...(recipe.id ? { id: recipe.id } : {}) },
      placeholder: () => '',
      formulaStepTitle: '',
      parseCache: new Map(),
      storageReadStep: (name, key, label) => this.storagePiece(name, this.msg('var_get', { name: label }), 'get', key, {}),
    };
  }

  build(): BuildResult {
    for (const d of this.ir.disabled) {
      this.addReview('disabled', d.number, undefined, 'disabled_step', { number: d.number });
      if (d.step.as) this.resolver.lines.set(String(d.step.as), { root: 'trigger', number: d.number, disabled: true });
    }
    const trigger = this.buildTrigger();
    let body = this.buildBlock(this.ir.body);
    if (this.ir.trigger.filter) body = this.filterRouter(body);
    if (body) trigger.nextAction = body;
    this.operations.sort((a, b) => a.step - b.step);
    return {
      trigger,
      notes: this.notes,
      review: this.review,
      operations: this.operations,
      pieces: [...this.pieces].sort(),
      stepNumbers: this.stepNumbers,
      providerPieces: this.providerPieces,
      variables: [...this.resolver.variables].sort(),
    };
  }

  // ---------- helpers

  private msg(key: EngineMessageKey, params: Record<string, string | number | undefined> = {}): string {
    return this.t(key, params);
  }

  private addReview(kind: ReviewItem['kind'], step: number | undefined, stepName: string | undefined, key: EngineMessageKey, params: Record<string, string | number | undefined> = {}): void {
    const text = this.msg(key, params);
    if (this.review.some((r) => r.text === text && r.step === step)) return;
    this.review.push({ kind, ...(step !== undefined ? { step } : {}), ...(stepName ? { stepName } : {}), text });
  }

  private report(number: number, step: WorkatoStep, status: OperationStatus, reasons: string[] = []): void {
    const entry: OperationReport = { step: number, provider: String(step.provider ?? ''), name: String(step.name ?? ''), status };
    if (reasons.length) entry.reason = reasons.join(' ');
    this.operations.push(entry);
  }

  private addNote(content: string, color: Note['color'] = 'yellow'): void {
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

  private converter(number: number): FieldConverter {
    return new FieldConverter(
      {
        ...this.valueCtx,
        placeholder: (field) => this.msg('placeholder', { number, field }),
        formulaStepTitle: this.msg('formula_step', { number }),
      },
      number,
    );
  }

  private label(step: WorkatoStep, fallback: string): string {
    const strip = (s: string) => s.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
    const present = (c: unknown): c is string => typeof c === 'string' && c.trim() !== '';
    const description = present(step.description) ? strip(step.description) : undefined;
    const text = present(step.comment) ? step.comment : present(step.title) ? step.title : present(description) ? description : fallback;
    return text.length > 120 ? `${text.slice(0, 117)}...` : text;
  }

  /** Reports field problems of one owning step; returns the routing reasons. */
  private fieldProblems(number: number, stepName: string, problems: FieldProblem[]): string[] {
    const reasons: string[] = [];
    for (const p of problems) {
      const original = p.original.length > 300 ? `${p.original.slice(0, 297)}...` : p.original;
      if (p.blocking) {
        this.addReview('formula', number, stepName, 'field_unsupported', { number, field: p.field, reason: p.reason, original });
        reasons.push(`${p.field}: ${p.reason} [${original}]`);
      } else {
        this.addReview('approximated', number, stepName, 'field_approximated', { number, field: p.field, reason: p.reason });
        reasons.push(`${p.field}: ${p.reason}`);
      }
    }
    return reasons;
  }

  private readable(value: string): string {
    const parts = splitTemplate(value.startsWith('=') ? value.slice(1) : value);
    return parts
      .map((p) => {
        if (p.kind === 'text') return p.text;
        const pill = singlePill(p.source);
        if (pill?.type === 'output') return pathLabel(pill.path);
        return '(formula)';
      })
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  }

  // ---------- trigger

  private buildTrigger(): Record<string, unknown> {
    const tr = this.ir.trigger;
    const step = tr.step;
    this.stepNumbers.set('trigger', tr.number);
    if (!tr.provider || !tr.name) {
      this.addReview('unmapped', tr.number, 'trigger', 'empty_trigger');
      this.report(tr.number, step, 'unmapped', ['empty trigger']);
      return this.placeholderTrigger(this.msg('unmapped_step', { op: this.label(step, 'Trigger') }));
    }
    const op = `${tr.provider}/${tr.name}`;
    const row = findRow(tr.provider, tr.name, 'trigger', step.input);
    if (!row || !('piece' in row.target)) {
      const why = unmappedReason(tr.provider, tr.name);
      const whyText = why ? this.msg(why.key, why.params ?? {}) : undefined;
      const [key, params] = whyText ? (['unmapped_trigger_reason', { op: opLabel(tr.provider, tr.name), reason: whyText }] as const) : (['unmapped_trigger', { op: opLabel(tr.provider, tr.name) }] as const);
      this.addReview('unmapped', tr.number, 'trigger', key, params);
      this.report(tr.number, step, 'unmapped', [`no trigger mapping for ${op}${whyText ? `: ${whyText}` : ''}`]);
      this.addNote(`**${this.msg(key, params)}**`, 'red');
      return this.placeholderTrigger(this.msg('unmapped_step', { op: this.label(step, opLabel(tr.provider, tr.name)) }));
    }
    this.resolver.lines.set(tr.as, { root: 'trigger', number: tr.number, ...(row.output ? { output: row.output } : {}) });
    const conv = this.converter(tr.number);
    const applied = applyRow(row, step, conv);
    const target = row.target;
    const reasons = this.rowNotes(row, tr.number, 'trigger', applied.notes);
    reasons.push(...this.fieldProblems(tr.number, 'trigger', conv.problems));
    const missing = missingRequired(target.piece, 'trigger', target.name, applied.input);
    if (missing.length) {
      this.addReview('placeholder', tr.number, 'trigger', 'missing_required', { number: tr.number, props: missing.join(', '), piece: pieceLabel(target.piece), action: target.name });
      reasons.push(`missing required: ${missing.join(', ')}`);
    }
    const exists = !!catalogOperation(target.piece, 'trigger', target.name);
    this.pieces.add(target.piece);
    this.providerPieces.set(normalizeProvider(tr.provider).canonical, target.piece);
    const status: OperationStatus = row.status === 'approximated' || conv.problems.some((p) => !p.blocking) ? 'approximated' : 'mapped';
    this.report(tr.number, step, status, reasons);
    // A trigger cannot have a formula step before it: formulas in trigger props are left for a human.
    return {
      name: 'trigger',
      displayName: this.label(step, catalogPiece(target.piece)?.displayName ?? target.name),
      type: 'PIECE_TRIGGER',
      valid: exists && missing.length === 0 && !conv.hasBlockingProblem && !conv.prelude(),
      lastUpdatedDate: FIXED_DATE,
      settings: {
        pieceName: target.piece,
        pieceVersion: this.version(target.piece),
        triggerName: target.name,
        input: applied.input,
        propertySettings: propertySettingsFor(applied.input),
      },
    };
  }

  /**
   * The importer needs a piece trigger. Without an equivalent, a webhook trigger stands in, marked invalid and
   * named "NOT MIGRATED", so the flow imports and the canvas shows what to replace.
   */
  private placeholderTrigger(displayName: string): Record<string, unknown> {
    const piece = '@activepieces/piece-webhook';
    this.pieces.add(piece);
    const input = { authType: 'none' };
    return {
      name: 'trigger',
      displayName,
      type: 'PIECE_TRIGGER',
      valid: false,
      lastUpdatedDate: FIXED_DATE,
      settings: { pieceName: piece, pieceVersion: this.version(piece), triggerName: 'catch_webhook', input, propertySettings: propertySettingsFor(input) },
    };
  }

  private version(piece: string): string {
    return pieceVersion(piece, this.options.pieceVersions) ?? '0.0.0';
  }

  private rowNotes(row: OperationRow, number: number, stepName: string, extra: Array<{ key: string; params?: Record<string, string | number> }>): string[] {
    const reasons: string[] = [];
    const all = [...(row.note ? [{ key: row.note }] : []), ...extra];
    for (const n of all) {
      const key = n.key as EngineMessageKey;
      const kind: ReviewItem['kind'] = key === 'subflow_link' ? 'subflow' : row.status === 'approximated' ? 'approximated' : 'note';
      this.addReview(kind, number, stepName, key, n.params ?? {});
      reasons.push(this.msg(key, n.params ?? {}));
      if (CANVAS_NOTE_KEYS.has(key)) this.addNote(this.msg(key, n.params ?? {}), 'orange');
    }
    return reasons;
  }

  private filterRouter(body: APStep | null): APStep {
    const tr = this.ir.trigger;
    const name = this.names.allocate('trigger_filter');
    const { step, prelude } = this.router(name, this.msg('trigger_filter'), [{ number: tr.number, step: tr.step, condition: tr.filter!, body: [] }], [body], null, tr.number, this.msg('filter_pass'));
    return chain([prelude, step])!;
  }

  // ---------- blocks

  private buildBlock(nodes: IRNode[]): APStep | null {
    const parts: Array<APStep | null> = [];
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i]!;
      parts.push(this.buildNode(node));
      if (node.kind === 'stop') {
        for (const later of nodes.slice(i + 1)) this.unreachable(later);
        break;
      }
    }
    return chain(parts);
  }

  private unreachable(node: IRNode): void {
    this.addReview('note', node.number, undefined, 'stop_unreachable', { number: node.number });
    if (node.kind === 'action') this.report(node.number, node.step, 'approximated', ['never runs: after a stop']);
  }

  private buildNode(node: IRNode): APStep | null {
    switch (node.kind) {
      case 'action':
        return this.buildAction(node.number, node.step);
      case 'if':
        return this.buildIf(node);
      case 'foreach':
        return this.buildForeach(node);
      case 'repeat':
        return this.buildRepeat(node);
      case 'try':
        return this.buildTry(node.number, node.body, node.handler);
      case 'stop':
        return this.buildStop(node.number, node.withError, node.reason);
      case 'unknown':
        return this.buildBlock(node.body);
    }
  }

  // ---------- actions

  private buildAction(number: number, step: WorkatoStep): APStep | null {
    const provider = String(step.provider ?? '');
    const opName = String(step.name ?? '');
    const variable = this.variables.steps.get(step);
    if (variable) return this.buildVariableStep(number, step, variable);
    const row = findRow(provider, opName, 'action', step.input);
    const name = this.names.allocate(`step_${number}`);
    this.stepNumbers.set(name, number);
    if (!row) return this.unmappedAction(number, step, name);
    const conv = this.converter(number);
    if ('code' in row.target) {
      const template = codeTemplate(row.target.code, step, conv, this.options.lang);
      const blocked = template.valid === false;
      const reasons = this.rowNotes(row, number, name, []);
      for (const note of template.notes ?? []) {
        this.addReview(blocked ? 'unmapped' : 'note', number, name, note.key, note.params ?? {});
        reasons.push(this.msg(note.key, note.params ?? {}));
      }
      if (blocked) this.addNote(`**${this.msg('unmapped_step', { op: opLabel(provider, opName) })}**\n\n${reasons.join(' ')}`, 'red');
      reasons.push(...this.fieldProblems(number, name, conv.problems));
      const approximated = row.status === 'approximated' || conv.problems.some((p) => !p.blocking);
      this.report(number, step, blocked ? 'unmapped' : approximated ? 'approximated' : 'mapped', reasons);
      const apStep = codeStep({ name, displayName: this.label(step, template.title), code: template.code, input: template.input, valid: !blocked && !conv.hasBlockingProblem });
      if (step.as) this.resolver.lines.set(String(step.as), { root: name, number });
      return chain([conv.prelude(), apStep]);
    }
    const target = row.target;
    const applied = applyRow(row, step, conv);
    const reasons = this.rowNotes(row, number, name, applied.notes);
    if (applied.dropped.length) {
      this.addReview('approximated', number, name, 'field_dropped', { number, fields: applied.dropped.join(', '), piece: pieceLabel(target.piece), action: target.name });
      reasons.push(`not carried: ${applied.dropped.join(', ')}`);
    }
    reasons.push(...this.fieldProblems(number, name, conv.problems));
    const missing = missingRequired(target.piece, 'action', target.name, applied.input);
    if (missing.length) {
      this.addReview('placeholder', number, name, 'missing_required', { number, props: missing.join(', '), piece: pieceLabel(target.piece), action: target.name });
      reasons.push(`missing required: ${missing.join(', ')}`);
    }
    const exists = !!catalogOperation(target.piece, 'action', target.name);
    const approximated = row.status === 'approximated' || applied.dropped.length > 0 || conv.problems.some((p) => !p.blocking);
    this.report(number, step, approximated ? 'approximated' : 'mapped', reasons);
    this.pieces.add(target.piece);
    if (!this.providerPieces.has(normalizeProvider(provider).canonical)) this.providerPieces.set(normalizeProvider(provider).canonical, target.piece);
    const apStep = pieceStep({
      name,
      displayName: this.label(step, `${pieceLabel(target.piece)}: ${target.name}`),
      pieceName: target.piece,
      pieceVersion: this.version(target.piece),
      actionName: target.name,
      input: applied.input,
      valid: exists && missing.length === 0 && !conv.hasBlockingProblem,
      schemas: propertySchemas(target.piece, target.name, applied.input, step),
    });
    if (step.as) this.resolver.lines.set(String(step.as), { root: name, number, ...(row.output ? { output: row.output } : {}) });
    return chain([conv.prelude(), apStep]);
  }

  private unmappedAction(number: number, step: WorkatoStep, name: string): APStep {
    const provider = String(step.provider ?? '');
    const opName = String(step.name ?? '');
    const op = opLabel(provider, opName);
    const conv = this.converter(number);
    const input = (conv.convert(step.input ?? {}, 'input') ?? {}) as Record<string, unknown>;
    const why = unmappedReason(provider, opName);
    const whyText = why ? this.msg(why.key, why.params ?? {}) : undefined;
    const message = this.msg('error_unmapped_code', { number, op });
    const code = `// pipe-migrate: Workato ${provider}/${opName} (step ${number}) has no equivalent in Pipefy Integrations.\n` +
      `export const code = async (inputs) => {\n  throw new Error(${JSON.stringify(message)});\n};\n`;
    const [key, params] = whyText ? (['unmapped_op_reason', { number, op, reason: whyText }] as const) : (['unmapped_op', { number, op }] as const);
    this.addReview('unmapped', number, name, key, params);
    this.addNote(`**${this.msg('unmapped_step', { op })}**\n\n${this.msg(key, params)}`, 'red');
    this.report(number, step, 'unmapped', [`no mapping for ${provider}/${opName}${whyText ? `: ${whyText}` : ''}`]);
    if (step.as) this.resolver.lines.set(String(step.as), { root: name, number });
    const placeholder = codeStep({ name, displayName: this.msg('unmapped_step', { op: this.label(step, op) }), code, input: input && typeof input === 'object' ? input : {}, valid: false });
    // The placeholder keeps the Workato values for whoever replaces it, so their formulas are computed too.
    return chain([conv.prelude(), placeholder])!;
  }

  // ---------- variables (Workato variables and lists)

  private buildVariableStep(number: number, step: WorkatoStep, plan: NonNullable<ReturnType<VariablePlan['steps']['get']>>): APStep | null {
    const conv = this.converter(number);
    const stepsOut: Array<APStep | null> = [];
    const reasons: string[] = [];
    if (plan.kind === 'static') {
      const name = this.names.allocate(`step_${number}`);
      this.stepNumbers.set(name, number);
      const values: Record<string, unknown> = {};
      for (const [field, raw] of Object.entries(plan.values)) {
        const v = conv.convert(raw, field);
        values[field] = v === SKIP ? null : v;
      }
      const code = `export const code = async (inputs) => {\n  return inputs;\n};\n`;
      stepsOut.push(codeStep({ name, displayName: this.label(step, this.msg('var_put', { name: plan.label })), code, input: values, valid: !conv.hasBlockingProblem }));
      if (step.as) this.resolver.lines.set(String(step.as), { root: name, number, ...(plan.outputRename ? { output: { rename: plan.outputRename } } : {}) });
    } else {
      for (const write of plan.writes) {
        const name = this.names.allocate(`step_${number}${plan.writes.length > 1 ? `_${write.field}` : ''}`);
        this.stepNumbers.set(name, number);
        const value = write.value === undefined ? (write.action === 'add_to_list' ? [] : '') : conv.convert(write.value, write.field);
        const extra = write.action === 'add_to_list' ? { value: [value === SKIP ? null : value], ignore_if_exists: false } : { value: value === SKIP ? '' : value };
        stepsOut.push(this.storagePiece(name, this.label(step, this.msg('var_put', { name: write.label })), write.action, write.key, extra, !conv.hasBlockingProblem));
      }
      if (step.as && plan.declares) this.resolver.lines.set(String(step.as), { root: 'trigger', number, storage: { key: plan.declares.keyPrefix, field: plan.declares.list ? 'list' : 'scalar' } });
    }
    reasons.push(...this.fieldProblems(number, `step_${number}`, conv.problems));
    this.report(number, step, plan.approximated ? 'approximated' : 'mapped', [...reasons, ...(plan.approximated ? [plan.approximated] : [])]);
    return chain([conv.prelude(), ...stepsOut]);
  }

  // ---------- if / elsif / else

  private buildIf(node: Extract<IRNode, { kind: 'if' }>): APStep {
    const name = this.names.allocate(`router_${node.number}`);
    this.stepNumbers.set(name, node.number);
    for (const extra of node.extraElse) this.addReview('note', extra, name, 'extra_else', { number: extra });
    const children = node.branches.map((b) => this.buildBlock(b.body));
    const otherwise = node.otherwise ? this.buildBlock(node.otherwise.body) : null;
    const summary = summarizeCondition(node.branches[0]!.condition, (v) => this.readable(v));
    const { step, prelude } = this.router(name, this.label(node.step, this.msg('router_if', { summary })), node.branches, children, otherwise, node.number);
    return chain([prelude, step])!;
  }

  /** One router with a CONDITION branch per Workato branch and a FALLBACK last (empty when there is no else). */
  private router(name: string, displayName: string, branches: IRBranch[], children: Array<APStep | null>, otherwise: APStep | null, number: number, firstName?: string): { step: APStep; prelude: APStep | null } {
    const conv = this.converter(number);
    let valid = true;
    const built = branches.map((b, i) => {
      const value = (v: string, side: string) => {
        const converted = conv.convertString(v, side);
        return converted === SKIP || converted === null || converted === undefined ? '' : typeof converted === 'string' ? converted : JSON.stringify(converted);
      };
      const result = convertCondition(b.condition, value);
      for (const op of result.unsupported) {
        this.addReview('placeholder', b.number, name, 'condition_unsupported', { number: b.number, operand: op });
        valid = false;
      }
      for (const a of result.approximated) this.addReview('approximated', b.number, name, 'condition_approximated', { number: b.number, operand: a.operand, detail: a.detail });
      if (!dnfComplete(result.dnf)) valid = false;
      const branchName = firstName && i === 0
        ? firstName
        : i === 0
          ? this.msg('branch_if')
          : this.label(b.step, this.msg('branch_elsif', { summary: summarizeCondition(b.condition, (v) => this.readable(v)) }));
      return { branchName, conditions: result.dnf.length ? result.dnf : [[{ operator: 'EXISTS', firstValue: '' }]] };
    });
    this.fieldProblems(number, name, conv.problems);
    if (conv.hasBlockingProblem) valid = false;
    const step = routerStep({
      name,
      displayName,
      executionType: 'EXECUTE_FIRST_MATCH',
      branches: [...built, { branchName: this.msg('branch_otherwise') }],
      children: [...children, otherwise],
      valid,
    });
    return { step, prelude: conv.prelude() };
  }

  // ---------- loops

  private buildForeach(node: Extract<IRNode, { kind: 'foreach' }>): APStep {
    const name = this.names.allocate(`loop_${node.number}`);
    this.stepNumbers.set(name, node.number);
    const conv = this.converter(node.number);
    const sourcePill = singlePill(stripInterp(node.source));
    let items = node.source ? conv.convertString(node.source.startsWith('#{') || node.source.startsWith('=') ? node.source : `#{${node.source}}`, 'items') : '';
    if (typeof items !== 'string') items = '';
    let valid = !!items && !conv.hasBlockingProblem;
    if (!valid) this.addReview('placeholder', node.number, name, 'foreach_no_source', { number: node.number });
    this.fieldProblems(node.number, name, conv.problems);
    const batch = String(node.step.repeat_mode ?? '') === 'batch';
    if (batch) this.addReview('approximated', node.number, name, 'foreach_batch', { number: node.number, size: String(node.step.batch_size ?? '?') });
    const itemsRef = /^\{\{([^{}]+)\}\}$/.exec(items as string)?.[1];
    const scope: LoopScope = { as: node.as, name, kind: 'foreach', ...(itemsRef ? { itemsRef } : {}), ...(sourcePill?.type === 'output' ? { source: sourcePill } : {}) };
    this.resolver.loops.push(scope);
    const body = this.buildBlock(node.body);
    this.resolver.loops.pop();
    if (!items) valid = false;
    const loop = loopStep({ name, displayName: this.label(node.step, this.msg('loop_foreach')), items: items as string, body, valid });
    return chain([conv.prelude(), loop])!;
  }

  /**
   * Workato's do-while has no direct equivalent. It runs as a bounded loop: each round checks a Storage flag,
   * runs the body, then evaluates the while condition and clears the flag when it fails.
   */
  private buildRepeat(node: Extract<IRNode, { kind: 'repeat' }>): APStep {
    const n = node.number;
    const rangeName = this.names.allocate(`repeat_${n}_rounds`);
    const initName = this.names.allocate(`repeat_${n}_start`);
    const loopName = this.names.allocate(`repeat_${n}`);
    const stateName = this.names.allocate(`repeat_${n}_state`);
    const gateName = this.names.allocate(`repeat_${n}_gate`);
    const checkName = this.names.allocate(`repeat_${n}_check`);
    const doneName = this.names.allocate(`repeat_${n}_done`);
    for (const s of [rangeName, initName, loopName, stateName, gateName, checkName, doneName]) this.stepNumbers.set(s, n);
    const key = `repeat_${n}_running`;
    const store = (name: string, title: string, action: string, input: Record<string, unknown>) => this.storagePiece(name, title, action, key, input);
    const range = codeStep({
      name: rangeName,
      displayName: this.msg('repeat_range', { max: REPEAT_MAX }),
      code: `export const code = async (inputs) => {\n  return { rounds: Array.from({ length: Number(inputs.max) }, (_, i) => i + 1) };\n};\n`,
      input: { max: REPEAT_MAX },
      valid: true,
    });
    const init = store(initName, this.msg('repeat_range', { max: REPEAT_MAX }), 'put', { value: 'yes' });
    this.resolver.loops.push({ as: node.as, name: loopName, kind: 'repeat' });
    const body = this.buildBlock(node.body);
    let check: APStep | null = null;
    if (node.until) {
      const done = store(doneName, this.msg('repeat_mark_done'), 'put', { value: 'no' });
      const whileNumber = node.whileNumber ?? n;
      const built = this.router(checkName, this.msg('repeat_check'), [{ number: whileNumber, step: { keyword: 'while_condition' }, condition: node.until, body: [] }], [null], done, whileNumber);
      check = chain([built.prelude, built.step]);
    } else {
      check = store(doneName, this.msg('repeat_mark_done'), 'put', { value: 'no' });
    }
    this.resolver.loops.pop();
    const state = store(stateName, this.msg('repeat_done_get'), 'get', {});
    const gate = routerStep({
      name: gateName,
      displayName: this.msg('repeat_gate'),
      executionType: 'EXECUTE_FIRST_MATCH',
      branches: [
        { branchName: this.msg('repeat_gate'), conditions: [[{ operator: 'TEXT_EXACTLY_MATCHES', firstValue: wrapRef(stateName), secondValue: 'yes', caseSensitive: true }]] },
        { branchName: this.msg('branch_otherwise') },
      ],
      children: [chain([body, check]), null],
      valid: true,
    });
    const loop = loopStep({ name: loopName, displayName: this.label(node.step, this.msg('repeat_range', { max: REPEAT_MAX })), items: wrapRef(refPath(rangeName, ['rounds'])), body: chain([state, gate]), valid: true });
    this.addReview('approximated', n, loopName, 'repeat_emulated', { number: n, max: REPEAT_MAX, name: rangeName });
    return chain([range, init, loop])!;
  }

  // ---------- try / catch

  /**
   * Workato's monitor block. Every step of the block that can fail continues on failure: its success branch holds
   * the rest of the block, its failure branch stores the error message (run scope). After the block, one router
   * runs the error handler when a message was stored; then the flow goes on, as Workato does after a catch.
   */
  private buildTry(number: number, body: IRNode[], handler: IRCatch | undefined): APStep | null {
    if (!handler || handler.body.length === 0) {
      if (handler) this.addReview('note', handler.number, undefined, 'catch_empty', { number: handler.number });
      return this.buildBlock(body);
    }
    const head = this.buildBlock(body);
    if (!head) return null;
    const failedKey = `try_${number}_failed`;
    const messageKey = `try_${number}_error`;
    let fallible = 0;
    let nested = false;
    const guard = (first: APStep | null, depth: number): APStep | null => {
      for (let cur: APStep | null = first; cur; ) {
        const next: APStep | null = (cur.nextAction as APStep | undefined) ?? null;
        if (cur.type === 'ROUTER' || cur.type === 'LOOP_ON_ITEMS') {
          if (Array.isArray(cur.children)) cur.children = (cur.children as Array<APStep | null>).map((c) => (c ? guard(c, depth + 1) : c));
          if (cur.firstLoopAction) cur.firstLoopAction = guard(cur.firstLoopAction as APStep, depth + 1) ?? undefined;
          cur = next;
          continue;
        }
        const helper = (cur.settings as Record<string, unknown>).pieceName === FLOW_HELPER;
        if ((cur.type === 'PIECE' || cur.type === 'CODE') && !helper) {
          fallible++;
          if (depth > 0) nested = true;
          const settings = cur.settings as Record<string, unknown>;
          settings.errorHandlingOptions = { continueOnFailure: { value: true }, retryOnFailure: { value: handler.maxRetries > 0 } };
          // The flag is a constant, so the handler runs even if the error text cannot be read; storing the text
          // may fail (an empty message) without stopping the flow.
          const flag = this.storeStep(`${cur.name}_failed`, this.msg('catch_store', { step: cur.displayName }), 'put', failedKey, { value: 'yes' });
          const text = this.storeStep(`${cur.name}_error`, this.msg('catch_store_message', { step: cur.displayName }), 'put', messageKey, { value: wrapRef(refPath(cur.name, ['error', 'message'])) });
          (text.settings as Record<string, unknown>).errorHandlingOptions = { continueOnFailure: { value: true }, retryOnFailure: { value: false } };
          const onFailure = chain([flag, text])!;
          const onSuccess = guard(next, depth);
          delete cur.nextAction;
          cur.continueOnFailureBranches = { ...(onSuccess ? { onSuccess } : {}), onFailure };
          return first;
        }
        cur = next;
      }
      return first;
    };
    const guarded = guard(head, 0);
    if (fallible === 0) {
      this.addReview('note', handler.number, undefined, 'catch_empty', { number: handler.number });
      return guarded;
    }
    if (nested) this.addReview('approximated', handler.number, undefined, 'catch_nested', { number: handler.number });
    if (handler.maxRetries > 0) this.addReview('approximated', handler.number, undefined, 'catch_retry', { number: handler.number, count: handler.maxRetries, interval: handler.retryInterval });
    const reset = this.storeStep(`try_${number}_start`, this.msg('catch_reset'), 'put', failedKey, { value: 'no' });
    const read = this.storeStep(`catch_${handler.number}_failed`, this.msg('catch_read'), 'get', failedKey, { defaultValue: 'no' });
    this.stepNumbers.set(reset.name, number);
    this.stepNumbers.set(read.name, handler.number);
    this.resolver.catches.push({ as: handler.as, messageKey });
    const handlerChain = this.buildBlock(handler.body);
    this.resolver.catches.pop();
    const routerName = this.names.allocate(`catch_${handler.number}`);
    this.stepNumbers.set(routerName, handler.number);
    const router = routerStep({
      name: routerName,
      displayName: this.label(handler.step, this.msg('catch_router')),
      executionType: 'EXECUTE_FIRST_MATCH',
      branches: [
        { branchName: this.msg('catch_failed'), conditions: [[{ operator: 'TEXT_EXACTLY_MATCHES', firstValue: wrapRef(read.name), secondValue: 'yes', caseSensitive: true }]] },
        { branchName: this.msg('branch_otherwise') },
      ],
      children: [handlerChain, null],
      valid: true,
    });
    return chain([reset, guarded, read, router]);
  }

  /** A Storage step at run scope (`input` = key, extra props, store_scope). The name is already allocated. */
  private storagePiece(name: string, displayName: string, action: string, key: string, extra: Record<string, unknown>, valid = true): APStep {
    this.pieces.add(STORE);
    return pieceStep({
      name,
      displayName,
      pieceName: STORE,
      pieceVersion: this.version(STORE),
      actionName: action,
      input: { key, ...extra, store_scope: 'RUN' },
      valid,
    });
  }

  private storeStep(preferred: string, displayName: string, action: 'put' | 'get', key: string, extra: Record<string, unknown>): APStep {
    return this.storagePiece(this.names.allocate(preferred), displayName, action, key, extra);
  }

  // ---------- stop

  private buildStop(number: number, withError: boolean, reason?: string): APStep {
    const name = this.names.allocate(`stop_${number}`);
    this.stepNumbers.set(name, number);
    this.pieces.add(FLOW_HELPER);
    if (!withError) {
      return pieceStep({ name, displayName: this.msg('stop_step'), pieceName: FLOW_HELPER, pieceVersion: this.version(FLOW_HELPER), actionName: 'stopFlow', input: {}, valid: true });
    }
    const conv = this.converter(number);
    const message = reason ? conv.convertString(reason, 'stop_reason') : 'Stopped';
    this.fieldProblems(number, name, conv.problems);
    const step = pieceStep({
      name,
      displayName: this.msg('fail_step'),
      pieceName: FLOW_HELPER,
      pieceVersion: this.version(FLOW_HELPER),
      actionName: 'failFlow',
      input: { message: message === SKIP || message === undefined || message === null || message === '' ? 'Stopped' : message },
      valid: !conv.hasBlockingProblem,
    });
    return chain([conv.prelude(), step])!;
  }
}

function dnfComplete(dnf: Dnf): boolean {
  if (dnf.length === 0) return false;
  const unaryOps = new Set(['EXISTS', 'DOES_NOT_EXIST', 'BOOLEAN_IS_TRUE', 'BOOLEAN_IS_FALSE', 'LIST_IS_EMPTY', 'LIST_IS_NOT_EMPTY']);
  return dnf.every((g) => g.every((c) => !!c.firstValue && (unaryOps.has(String(c.operator)) || (c.secondValue !== undefined && c.secondValue !== ''))));
}

function stripInterp(source: string): string {
  const m = /^#\{([\s\S]*)\}$/.exec(source.trim());
  return m ? m[1]! : source.startsWith('=') ? source.slice(1) : source;
}

export function opLabel(provider: string, name: string): string {
  const p = normalizeProvider(provider);
  return `${p.readable}/${name}`;
}

export function pieceLabel(piece: string): string {
  return catalogPiece(piece)?.displayName ?? piece.replace('@activepieces/piece-', '');
}

function pathLabel(path: PathElement[]): string {
  return path.map((p) => (typeof p === 'string' ? p : typeof p === 'number' ? String(p) : p.kind === 'current_item' ? 'item' : p.kind)).join('.') || 'value';
}


// Validates a written flow template with the official @activepieces/shared schemas and a dry-run import,
// plus the structural rules the schemas do not enforce (names, routers, operators, references, residue).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const shared: any = require('@activepieces/shared');

const OPERATORS = new Set(Object.values(shared.BranchOperator as Record<string, string>));
const UNARY = new Set(['EXISTS', 'DOES_NOT_EXIST', 'BOOLEAN_IS_TRUE', 'BOOLEAN_IS_FALSE', 'LIST_IS_EMPTY', 'LIST_IS_NOT_EMPTY']);
const NAME_RE = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const REF_PATH = /^\s*([A-Za-z_][A-Za-z0-9_]*)((?:\[(?:'(?:[^'\\]|\\.)*'|\d+)\])*)\s*$/;

type Step = Record<string, any>;

function childrenOf(step: Step): Array<[string, Step]> {
  const out: Array<[string, Step]> = [];
  if (step.firstLoopAction) out.push(['loop', step.firstLoopAction]);
  if (Array.isArray(step.children)) step.children.forEach((c: Step | null, i: number) => c && out.push([`branch${i}`, c]));
  const cof = step.continueOnFailureBranches;
  if (cof?.onSuccess) out.push(['onSuccess', cof.onSuccess]);
  if (cof?.onFailure) out.push(['onFailure', cof.onFailure]);
  return out;
}

export function allSteps(trigger: Step): Array<{ step: Step; loops: string[] }> {
  const list: Array<{ step: Step; loops: string[] }> = [];
  const visit = (head: Step, loops: string[]) => {
    for (let cur: Step | undefined = head; cur; cur = cur.nextAction) {
      list.push({ step: cur, loops });
      for (const [kind, c] of childrenOf(cur)) visit(c, kind === 'loop' ? [...loops, cur.name] : loops);
    }
  };
  visit(trigger, []);
  return list;
}

/** Every string nested in a value. */
export function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => strings(x, out));
  return out;
}

export interface FlowCheckResult {
  errors: string[];
  steps: number;
  importedValid: boolean | undefined;
}

export function checkTemplate(template: any): FlowCheckResult {
  const errors: string[] = [];
  if (typeof template?.name !== 'string' || !template.name) errors.push('wrapper: name missing');
  if (template?.type !== 'SHARED') errors.push('wrapper: type is not SHARED');
  const flow = template?.flows?.[0];
  if (!flow?.trigger) return { errors: [...errors, 'flows[0].trigger missing'], steps: 0, importedValid: undefined };
  const request = { displayName: flow.displayName, trigger: flow.trigger, schemaVersion: flow.schemaVersion, notes: flow.notes ?? null };
  const parsed = shared.ImportFlowRequest.safeParse(request);
  if (!parsed.success) errors.push('ImportFlowRequest: ' + JSON.stringify(parsed.error.issues.slice(0, 3)));

  const steps = allSteps(flow.trigger);
  const seen = new Set<string>();
  for (const { step, loops } of steps) {
    if (!NAME_RE.test(step.name ?? '')) errors.push(`bad step name ${step.name}`);
    if (seen.has(step.name)) errors.push(`duplicate step name ${step.name}`);
    if (typeof step.lastUpdatedDate !== 'string') errors.push(`${step.name}: lastUpdatedDate missing`);
    if (step !== flow.trigger) {
      const { nextAction, firstLoopAction, children, continueOnFailureBranches, ...single } = step;
      const r = shared.SingleActionSchema.safeParse(single);
      if (!r.success) errors.push(`${step.name}: SingleActionSchema ${JSON.stringify(r.error.issues.slice(0, 2))}`);
    }
    const settings = step.settings ?? {};
    if (step.type === 'PIECE' || step.type === 'PIECE_TRIGGER') {
      if (!/^\d+\.\d+\.\d+$/.test(settings.pieceVersion ?? '')) errors.push(`${step.name}: pieceVersion ${settings.pieceVersion}`);
    }
    if (step.type === 'ROUTER') {
      const branches = settings.branches ?? [];
      if (!Array.isArray(step.children) || step.children.length !== branches.length) errors.push(`${step.name}: children/branches length`);
      branches.forEach((b: any, i: number) => {
        if (b.branchType === 'FALLBACK' && i !== branches.length - 1) errors.push(`${step.name}: fallback not last`);
        for (const group of b.conditions ?? []) for (const c of group) {
          if (!OPERATORS.has(c.operator)) errors.push(`${step.name}: operator ${c.operator}`);
          if (step.valid && !c.firstValue) errors.push(`${step.name}: empty firstValue`);
          if (step.valid && !UNARY.has(c.operator) && !c.secondValue) errors.push(`${step.name}: empty secondValue`);
        }
      });
    }
    if (step.type === 'CODE' && !/export\s+const\s+code\s*=/.test(settings.sourceCode?.code ?? '')) errors.push(`${step.name}: code export`);
    const values = strings([settings.input ?? {}, settings.branches ?? [], settings.items ?? '']);
    for (const s of values) {
      if (/_dp\(|_\('data\.|#\{/.test(s)) errors.push(`${step.name}: Workato residue in "${s.slice(0, 60)}"`);
      for (const m of s.matchAll(/\{\{(.*?)\}\}/gs)) {
        const pm = REF_PATH.exec(m[1]!);
        if (!pm) {
          errors.push(`${step.name}: non-path reference {{${m[1]!.slice(0, 40)}}}`);
          continue;
        }
        const [, root, rest] = pm;
        if (/\['output'\]/.test(rest!)) errors.push(`${step.name}: writes ['output']`);
        if (root === 'connections' || root === 'variables') continue;
        if (!seen.has(root!)) errors.push(`${step.name}: reference to ${root} not defined before`);
        const target = steps.find((s) => s.step.name === root);
        if (target?.step.type === 'LOOP_ON_ITEMS' && /^\['(item|index)'\]/.test(rest!) && !loops.includes(root!) && step.name !== root)
          errors.push(`${step.name}: loop ${root} item used outside`);
      }
    }
    seen.add(step.name);
  }
  let importedValid: boolean | undefined;
  try {
    const empty = {
      id: 'v1', created: '', updated: '', flowId: 'f1', displayName: 'x', updatedBy: null, valid: false,
      schemaVersion: shared.LATEST_FLOW_SCHEMA_VERSION, agentIds: [], state: 'DRAFT', connectionIds: [], backupFiles: null, notes: [],
      trigger: { type: 'EMPTY', name: 'trigger', settings: {}, valid: false, displayName: 'Select Trigger', lastUpdatedDate: '2026-01-01T00:00:00.000Z' },
    };
    const out = shared.flowOperations.apply(empty, { type: shared.FlowOperationType.IMPORT_FLOW, request });
    const after = shared.flowStructureUtil.getAllSteps(out.trigger).length;
    if (after !== steps.length) errors.push(`dry-run import: ${steps.length} steps written, ${after} after import`);
    importedValid = out.valid;
  } catch (e) {
    errors.push('dry-run import threw: ' + String((e as Error).message).slice(0, 200));
  }
  return { errors, steps: steps.length, importedValid };
}

/**
 * Names written that the target catalog does not know: pieces, actions/triggers, and top-level input props
 * (`auth` aside). Checked against the shared catalog file itself when present, else the bundled subset.
 */
export function catalogViolations(template: any, catalog: { pieces: any[] }): string[] {
  const pieces = new Map(catalog.pieces.map((p: any) => [p.name, p]));
  const out: string[] = [];
  for (const { step } of allSteps(template.flows[0].trigger)) {
    if (step.type !== 'PIECE' && step.type !== 'PIECE_TRIGGER') continue;
    const s = step.settings;
    const piece: any = pieces.get(s.pieceName);
    if (!piece) {
      out.push(`${step.name}: piece ${s.pieceName}`);
      continue;
    }
    const kind = step.type === 'PIECE' ? 'actions' : 'triggers';
    const opName = step.type === 'PIECE' ? s.actionName : s.triggerName;
    const op = (piece[kind] ?? []).find((a: any) => a.name === opName);
    if (!op) {
      out.push(`${step.name}: ${s.pieceName} has no ${opName}`);
      continue;
    }
    const props = new Set(op.props.map((p: any) => p.name));
    for (const key of Object.keys(s.input ?? {})) if (key !== 'auth' && !props.has(key)) out.push(`${step.name}: ${s.pieceName}/${opName} has no prop ${key}`);
  }
  return out;
}

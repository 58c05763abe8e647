// Mermaid flowchart of the generated Activepieces flow (not of the Workato recipe): what the user will import.
// Pure and deterministic: the same template and review always give the same text.
import { translator, type Lang } from '../i18n/index.js';
import { diagramMessages } from '../i18n/messages/describe.js';
import { FLOW_HELPER, pieceLabel, STORE } from './flow/emit/context.js';
import { isBlocking } from './review.js';
import type { FlowTemplate, ReviewItem } from './types.js';

type Step = Record<string, unknown>;

/** An edge waiting for the next node: the node it leaves from, and how it is drawn. */
interface Exit {
  from: string;
  label?: string;
  /** dotted arrow (error paths, loop-backs) */
  dotted?: boolean;
  /** an error path: drawn dotted and red */
  error?: boolean;
}

const MAX_LABEL = 60;
const MAX_ROUTER_LABEL = 40;
const MAX_EDGE_LABEL = 30;
const MAX_DEPTH = 200;
const STEP_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
/** Words Mermaid's flowchart grammar reads as keywords when used as a node id. */
const RESERVED_IDS = new Set([
  'end', 'subgraph', 'graph', 'flowchart', 'direction', 'style', 'classdef', 'class', 'click', 'linkstyle',
  'default', 'call', 'href', 'callback', 'interpolate', 'accdescr', 'acctitle', 'tb', 'td', 'bt', 'rl', 'lr',
]);

export const DIAGRAM_CLASSES = {
  unmapped: 'fill:#fdecea,stroke:#c0392b,stroke-width:2px,stroke-dasharray:6 4,color:#7b241c',
  approximated: 'fill:#fff8e1,stroke:#b7791f,stroke-width:2px',
  disabled: 'fill:#eeeeee,stroke:#9e9e9e,stroke-dasharray:3 3,color:#616161',
} as const;

/**
 * Every other step (translated) in one fixed colour whatever the viewer's theme, so the legend can name it; the
 * legend's arrow entries are drawn in their arrow's colour and dash. Mermaid applies `classDef default` to every
 * node without a class of its own (mermaid-js flowchart docs, "Default class").
 */
export const DEFAULT_NODE_STYLE = 'fill:#ececff,stroke:#9370db,color:#333333';
const ERROR_COLOUR = '#c0392b';
/** Mermaid's own arrow colour (default theme): loop-back arrows keep it, only their dash tells them apart. */
const LOOP_COLOUR = '#333333';
const LEGEND_ARROW_STYLES = {
  legendError: `fill:#ffffff,stroke:${ERROR_COLOUR},stroke-width:2px,stroke-dasharray:2 2,color:${ERROR_COLOUR}`,
  legendLoop: `fill:#ffffff,stroke:${LOOP_COLOUR},stroke-width:2px,stroke-dasharray:2 2,color:${LOOP_COLOUR}`,
} as const;

/** Run-scope keys of a monitor block's error flag and message (emit/try.ts): the steps that store or read them. */
const ERROR_PLUMBING_KEY = /^try_\d+_(failed|error|ok)$/;
/** The router emit/try.ts puts after a branch or loop inside a monitor block: "go on only while nothing failed". */
const ERROR_GATE_NAME = /^try_\d+_go_on(_\d+)?$/;
/** Pieces of the flow's own machinery: their steps are not named after an app. */
const MACHINERY_PIECES: ReadonlySet<string> = new Set([STORE, FLOW_HELPER]);

/**
 * Escapes a label for a double-quoted Mermaid string: one line, at most `max` characters (an ellipsis marks
 * the cut), and the characters Mermaid or HTML would read (quotes, `#`, brackets, `<>`, `&`, backticks) as
 * numeric entity codes.
 */
export function mermaidLabel(text: string, max = MAX_LABEL): string {
  const flat = String(text)
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = flat.length > max ? [...flat] : [];
  const cut = chars.length > max ? chars.slice(0, max - 1).join('').trimEnd() + '…' : flat;
  return cut.replace(/["#&<>[\]{}()|`\\;]/g, (c) => `#${c.codePointAt(0)};`);
}

/**
 * Mermaid flowchart source of the generated flow (not of the Workato recipe). `actionWords` gives an app step whose
 * Workato action has no title of its own the description's words for it (describe/label.ts), instead of the
 * Activepieces action name its step carries.
 */
export function flowToMermaid(template: FlowTemplate, review: ReviewItem[], lang: Lang, actionWords?: (stepName: string) => string | undefined): string {
  const t = translator(diagramMessages, lang);
  const marked = new Set<string>();
  const approximated = new Set<string>();
  const callees = new Map<string, string>();
  for (const item of review ?? []) {
    if (!item?.stepName) continue;
    if ((item.code === 'subflow_link' || item.code === 'subflow_wired') && typeof item.params?.callee === 'string') callees.set(item.stepName, item.params.callee);
    if (isBlocking(item)) marked.add(item.stepName);
    else if (item.kind === 'approximated') approximated.add(item.stepName);
  }

  const nodeLines: string[] = [];
  const edges: string[] = [];
  const errorEdges: number[] = [];
  let loopBacks = 0;
  const classes = { unmapped: [] as string[], approximated: [] as string[], disabled: [] as string[] };
  const used = new Set<string>();
  const idOf = new Map<unknown, string>();
  const seen = new Set<unknown>();

  const allocate = (wanted: string): string => {
    let base = STEP_NAME.test(wanted) ? wanted : `n_${wanted.replace(/[^a-zA-Z0-9_]/g, '_')}`;
    if (RESERVED_IDS.has(base.toLowerCase())) base = `n_${base}`;
    let id = base;
    for (let i = 2; used.has(id); i++) id = `${base}__${i}`;
    used.add(id);
    return id;
  };

  const edge = (exit: Exit, to: string) => {
    const arrow = exit.dotted || exit.error ? '-.->' : '-->';
    const label = exit.label ? `|"${mermaidLabel(exit.label, MAX_EDGE_LABEL)}"|` : '';
    if (exit.error) errorEdges.push(edges.length);
    edges.push(`  ${exit.from} ${arrow}${label} ${to}`);
  };

  const nodeFor = (step: Step, indent: string): string => {
    const id = allocate(typeof step.name === 'string' && step.name ? step.name : 'step');
    idOf.set(step, id);
    const name = typeof step.name === 'string' ? step.name : '';
    const isMarked = marked.has(name);
    const display = nodeText(step, name, callees.get(name), t, actionWords);
    // Diamonds grow with their text: keep router labels shorter.
    const text = mermaidLabel(`${isMarked ? '⚠ ' : ''}${display}`, step.type === 'ROUTER' ? MAX_ROUTER_LABEL : MAX_LABEL);
    nodeLines.push(`${indent}${id}${shape(step, text)}`);
    if (isMarked) classes.unmapped.push(id);
    else if (step.skip === true) classes.disabled.push(id);
    else if (approximated.has(name)) classes.approximated.push(id);
    return id;
  };

  /** Draws a chain of steps reached from `entries`, returning the exits of its last step. */
  const chain = (first: unknown, entries: Exit[], indent: string, depth: number): Exit[] => {
    let current = asStep(first);
    let pending = entries;
    while (current) {
      if (seen.has(current) || depth > MAX_DEPTH) break;
      seen.add(current);
      pending = stepWithBody(current, pending, indent, depth);
      current = asStep(current.nextAction);
    }
    return pending;
  };

  const stepWithBody = (step: Step, entries: Exit[], indent: string, depth: number): Exit[] => {
    // The error flag and message a monitor block stores are plumbing: the arrows go through them to what follows.
    if (isErrorPlumbing(step)) return entries;
    const type = String(step.type ?? '');
    // So is the gate that lets the rest of a monitor block run only while nothing failed: the normal arrows go on to
    // the rest of the block, the error arrows past it to the error handler (its "else" branch is empty).
    if (type === 'ROUTER' && typeof step.name === 'string' && ERROR_GATE_NAME.test(step.name)) {
      const first = asStep(Array.isArray(step.children) ? step.children[0] : undefined);
      const normal = entries.filter((e) => !e.error);
      const errors = entries.filter((e) => e.error);
      return [...(first ? chain(first, normal, indent, depth + 1) : normal), ...errors];
    }
    if (type === 'LOOP_ON_ITEMS') {
      const sub = allocate(`loop_${String(step.name ?? 'body')}`);
      nodeLines.push(`${indent}subgraph ${sub} ["↻"]`);
      nodeLines.push(`${indent}  direction TB`);
      const id = nodeFor(step, indent + '  ');
      for (const e of entries) edge(e, id);
      const bodyExits = chain(step.firstLoopAction, [{ from: id, label: t('each_item') }], indent + '  ', depth + 1);
      nodeLines.push(`${indent}end`);
      for (const e of bodyExits) {
        if (e.from === id) continue; // empty body: no loop-back edge onto itself
        if (!e.error) loopBacks++;
        edge({ ...e, dotted: true }, id);
      }
      return [{ from: id, label: t('loop_done') }];
    }
    const id = nodeFor(step, indent);
    for (const e of entries) edge(e, id);
    if (type === 'ROUTER') {
      const settings = (step.settings ?? {}) as Step;
      const branches = Array.isArray(settings.branches) ? (settings.branches as unknown[]) : [];
      const children = Array.isArray(step.children) ? (step.children as unknown[]) : [];
      const exits: Exit[] = [];
      const count = Math.max(branches.length, children.length);
      for (let i = 0; i < count; i++) {
        const branch = (branches[i] ?? {}) as Step;
        const label = typeof branch.branchName === 'string' && branch.branchName.trim() ? branch.branchName : t('branch', { n: i + 1 });
        const child = asStep(children[i]);
        if (child) exits.push(...chain(child, [{ from: id, label }], indent, depth + 1));
        else exits.push({ from: id, label });
      }
      return exits.length > 0 ? exits : [{ from: id }];
    }
    const cof = asStep(step.continueOnFailureBranches);
    if (cof && (cof.onSuccess || cof.onFailure)) {
      const success = cof.onSuccess ? chain(cof.onSuccess, [{ from: id, label: t('on_success') }], indent, depth + 1) : [{ from: id, label: t('on_success') }];
      const failure = cof.onFailure
        ? chain(cof.onFailure, [{ from: id, label: t('on_error'), error: true }], indent, depth + 1)
        : [{ from: id, label: t('on_error'), error: true }];
      return [...success, ...failure];
    }
    if (isTerminal(step)) return [];
    return [{ from: id }];
  };

  const flow = template?.flows?.[0];
  const trigger = asStep(flow?.trigger);
  const out = ['flowchart TD'];
  if (!trigger) {
    out.push(`  empty["${mermaidLabel(t('empty_flow'))}"]`);
    return out.join('\n') + '\n';
  }
  const triggerId = allocate(typeof trigger.name === 'string' && trigger.name ? trigger.name : 'trigger');
  const triggerName = typeof trigger.name === 'string' ? trigger.name : 'trigger';
  const triggerMarked = marked.has(triggerName);
  const triggerText =
    trigger.type === 'EMPTY' ? t('no_trigger') : typeof trigger.displayName === 'string' && trigger.displayName.trim() ? trigger.displayName : t('trigger');
  nodeLines.push(`  ${triggerId}(["${mermaidLabel(`${triggerMarked ? '⚠ ' : '⚡ '}${triggerText}`)}"])`);
  if (triggerMarked) classes.unmapped.push(triggerId);
  else if (approximated.has(triggerName)) classes.approximated.push(triggerId);
  seen.add(trigger);

  const last = chain(trigger.nextAction, [{ from: triggerId }], '  ', 0);
  // Labelled exits at the very end (an empty branch, an error path) would vanish: give them an end node.
  if (last.some((e) => e.label)) {
    const endId = allocate('flow_end');
    nodeLines.push(`  ${endId}(("${mermaidLabel(t('end'))}"))`);
    for (const e of last) edge(e, endId);
  }

  out.push(...nodeLines, ...edges);
  const legendLines = legend(classes, errorEdges.length > 0, loopBacks > 0, t, allocate);
  out.push(...legendLines);
  if (legendLines.length > 0) out.push(`  classDef default ${DEFAULT_NODE_STYLE}`);
  for (const [name, style] of Object.entries(DIAGRAM_CLASSES)) {
    const ids = classes[name as keyof typeof classes];
    if (ids.length === 0) continue;
    out.push(`  classDef ${name} ${style}`);
    out.push(`  class ${[...ids].sort().join(',')} ${name}`);
  }
  for (const [name, style] of Object.entries(LEGEND_ARROW_STYLES)) {
    const ids = legendLines.filter((l) => l.includes(`:::${name}`)).length;
    if (ids > 0) out.push(`  classDef ${name} ${style}`);
  }
  if (errorEdges.length > 0) out.push(`  linkStyle ${errorEdges.join(',')} stroke:${ERROR_COLOUR},color:${ERROR_COLOUR}`);
  return out.join('\n') + '\n';
}

type DiagramT = (key: 'legend' | 'legend_translated' | 'legend_unmapped' | 'legend_approximated' | 'legend_disabled' | 'legend_error' | 'legend_loop') => string;

/**
 * One legend node per colour the diagram uses (styled with that colour, the translated steps' colour first), and
 * one per kind of dotted arrow (drawn in that arrow's colour and dash).
 */
function legend(classes: Record<keyof typeof DIAGRAM_CLASSES, string[]>, errors: boolean, loops: boolean, t: DiagramT, allocate: (wanted: string) => string): string[] {
  const items: string[] = [];
  const ids = new Map<string, string>();
  const id = (key: string) => ids.get(key) ?? (ids.set(key, allocate(key)), ids.get(key)!);
  for (const name of Object.keys(DIAGRAM_CLASSES) as Array<keyof typeof DIAGRAM_CLASSES>) {
    if (classes[name].length > 0) items.push(`    ${id(`legend_${name}`)}["${mermaidLabel(t(`legend_${name}`), 80)}"]`);
  }
  if (errors) items.push(`    ${id('legend_error')}["${mermaidLabel(t('legend_error'), 80)}"]:::legendError`);
  if (loops) items.push(`    ${id('legend_loop')}["${mermaidLabel(t('legend_loop'), 80)}"]:::legendLoop`);
  if (items.length === 0) return [];
  items.unshift(`    ${id('legend_translated')}["${mermaidLabel(t('legend_translated'), 80)}"]`);
  for (const name of Object.keys(DIAGRAM_CLASSES) as Array<keyof typeof DIAGRAM_CLASSES>) {
    if (classes[name].length > 0) classes[name].push(id(`legend_${name}`));
  }
  return [`  subgraph ${allocate('legend')} ["${mermaidLabel(t('legend'))}"]`, '    direction LR', ...items, '  end'];
}

/** A node's text: a called flow by its name, an app's step with the app's name, the step's own name otherwise. */
function nodeText(step: Step, name: string, callee: string | undefined, t: (key: 'unnamed_step' | 'call_flow', params?: Record<string, string>) => string, actionWords?: (stepName: string) => string | undefined): string {
  if (callee !== undefined && isSubflowCall(step)) return t('call_flow', { name: callee });
  const display = typeof step.displayName === 'string' && step.displayName.trim() ? step.displayName.trim() : name || t('unnamed_step');
  if (step.type !== 'PIECE') return display;
  const { piece } = pieceAction(step);
  if (!piece || MACHINERY_PIECES.has(piece)) return display;
  const words = name ? actionWords?.(name) : undefined;
  if (words) return words;
  const app = pieceLabel(piece);
  return display.toLowerCase().includes(app.toLowerCase()) ? display : `${app}: ${display}`;
}

function isErrorPlumbing(step: Step): boolean {
  if (step.type !== 'PIECE' || step.continueOnFailureBranches) return false;
  const settings = (step.settings ?? {}) as Step;
  const key = ((settings.input ?? {}) as Step).key;
  return settings.pieceName === STORE && typeof key === 'string' && ERROR_PLUMBING_KEY.test(key);
}

function asStep(value: unknown): Step | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Step) : undefined;
}

function shape(step: Step, text: string): string {
  switch (step.type) {
    case 'ROUTER':
      return `{"${text}"}`;
    case 'LOOP_ON_ITEMS':
      return `{{"${text}"}}`;
    case 'CODE':
      return `[/"${text}"/]`;
    default:
      if (isTerminal(step)) return `((("${text}")))`;
      if (isSubflowCall(step)) return `[["${text}"]]`;
      return `["${text}"]`;
  }
}

function pieceAction(step: Step): { piece: string; action: string } {
  const s = (step.settings ?? {}) as Step;
  return { piece: String(s.pieceName ?? ''), action: String(s.actionName ?? '') };
}

/** Steps after which the run ends: the flow helper's stop/fail actions. */
function isTerminal(step: Step): boolean {
  if (step.type !== 'PIECE') return false;
  const { action } = pieceAction(step);
  return /^(stop|fail)_?flow$/i.test(action);
}

function isSubflowCall(step: Step): boolean {
  if (step.type !== 'PIECE') return false;
  const { piece, action } = pieceAction(step);
  return /subflows?$/.test(piece) && /^call_?flow$/i.test(action);
}

// recipe_description.md brought up to date after `pipe-migrate code apply|check` changed code steps: the folder has
// no recipe to describe again (only fetched recipes keep recipe.json), so the parts that tell the translation's
// state are rewritten in place from the new routing report: each changed step's status in the step list, its
// checklist item, the summary's routing sentence and counts, the run-time check and the step's mark in the diagram.
// Pure: the same text and reports give the same result.
import { translator, LANGS, type Lang } from '../../i18n/index.js';
import { describeMessages, diagramMessages } from '../../i18n/messages/describe.js';
import { DEFAULT_NODE_STYLE, DIAGRAM_CLASSES, mermaidLabel } from '../diagram.js';
import type { OperationReport, RecipeFacts, RoutingReport } from '../types.js';
import { routingSentence, verificationLines } from './index.js';
import { statusWords } from './steps.js';
import { code, mdText, readablePills, type T } from './words.js';

/** A code step that changed: its Workato step number and its name in the flow. */
export interface ChangedStep {
  workatoStep: number;
  stepName: string;
}

type Outcome = keyof RecipeFacts['operations'];

export function updatedDescription(markdown: string, before: RoutingReport, after: RoutingReport, changed: readonly ChangedStep[]): string {
  const lang = descriptionLanguage(markdown);
  if (!lang) return markdown;
  const t: T = translator(describeMessages, lang);
  let lines = markdown.split('\n');
  const moves: Array<[Outcome, Outcome]> = [];
  for (const step of changed) {
    const old = before.operations.find((o) => o.step === step.workatoStep);
    const now = after.operations.find((o) => o.step === step.workatoStep);
    if (!old || !now) continue;
    const wasBlocked = setStepStatus(lines, t, step.workatoStep, old, now);
    moves.push([old.status === 'unmapped' ? 'unmapped' : wasBlocked ? 'blocked' : old.status, now.status]);
    setChecklistItem(lines, t, step, now);
    setDiagramMark(lines, step.stepName, now.status !== 'mapped', lang);
  }
  lines = setChecklistFallback(lines, t, after);
  setSummary(lines, t, after, moves);
  return setVerification(lines, t, after).join('\n');
}

/** The language the description was written in: the one whose section titles it has. */
export function descriptionLanguage(markdown: string): Lang | undefined {
  return LANGS.find((l) => markdown.includes(`\n## ${describeMessages[l].h_steps}\n`) && markdown.includes(`\n## ${describeMessages[l].h_todo}\n`));
}

/** Lines from a `## title` heading to the next one (exclusive): [start, end). */
function section(lines: string[], title: string): [number, number] | undefined {
  const start = lines.indexOf(`## ${title}`);
  if (start < 0) return undefined;
  let end = start + 1;
  while (end < lines.length && !lines[end]!.startsWith('## ')) end++;
  return [start, end];
}

/** Replaces the status at the end of the step's line; returns whether it said the step needed a human. */
function setStepStatus(lines: string[], t: T, number: number, old: OperationReport, now: OperationReport): boolean {
  const range = section(lines, t('h_steps'));
  if (!range) return false;
  const prefix = new RegExp(`^\\s*- \\*\\*#${number}\\*\\* `);
  for (let i = range[0]; i < range[1]; i++) {
    const line = lines[i]!;
    if (!prefix.test(line)) continue;
    for (const blocked of [true, false]) {
      const suffix = ` — ${statusWords(old, t, blocked)}`;
      if (!line.endsWith(suffix)) continue;
      lines[i] = line.slice(0, -suffix.length) + ` — ${statusWords(now, t)}`;
      return blocked && old.status !== 'unmapped';
    }
  }
  return false;
}

/** The step's checklist item (with the items under it) says what routing.json says of it now, or goes away. */
function setChecklistItem(lines: string[], t: T, step: ChangedStep, now: OperationReport): void {
  const range = section(lines, t('h_todo'));
  if (!range) return;
  const head = `- [ ] **#${step.workatoStep}**`;
  let at = -1;
  for (let i = range[0]; i < range[1]; i++) if (lines[i] === head || lines[i]!.startsWith(`${head} `)) at = at < 0 ? i : at;
  let end = at;
  if (at >= 0) while (end + 1 < range[1] && lines[end + 1]!.startsWith('  - ')) end++;
  const item = now.status === 'mapped' || !now.reason ? [] : [`${head} ${code(step.stepName)} — ${mdText(readablePills(now.reason), 400)}`];
  if (at >= 0) lines.splice(at, end - at + 1, ...item);
  else if (item.length) lines.splice(firstItemAfter(lines, range, step.workatoStep), 0, ...item);
}

/** Where a new item for step `number` goes: before the first item of a later step or of no step. */
function firstItemAfter(lines: string[], range: [number, number], number: number): number {
  let last = lines[range[0] + 1] === '' ? range[0] + 2 : range[0] + 1;
  for (let i = range[0] + 1; i < range[1]; i++) {
    const line = lines[i]!;
    if (!line.startsWith('- ')) continue;
    const m = /^- \[ \] \*\*#(\d+)\*\*/.exec(line);
    if (!m || Number(m[1]) > number) return i;
    last = i + 1;
    while (last < range[1] && lines[last]!.startsWith('  - ')) last++;
  }
  return last;
}

/** A checklist left without items says what the summary says: blocked for a reason, or nothing to do. */
function setChecklistFallback(lines: string[], t: T, after: RoutingReport): string[] {
  const range = section(lines, t('h_todo'));
  if (!range) return lines;
  const none = t('todo_none');
  const blockedPrefix = `- [ ] ${t('todo_blocked', { reason: '\u0000' }).split('\u0000')[0]}`;
  const body = lines.slice(range[0] + 1, range[1]).filter((l) => l !== '' && l !== none && !l.startsWith(blockedPrefix));
  if (body.length > 0) return lines.filter((l, i) => !(i > range[0] && i < range[1] && (l === none || l.startsWith(blockedPrefix))));
  const blocked = after.routing === 'manual_revision' && after.blocked_reason ? after.blocked_reason : '';
  const only = blocked ? `- [ ] ${t('todo_blocked', { reason: mdText(readablePills(blocked), 400) })}` : none;
  return [...lines.slice(0, range[0] + 1), '', only, '', ...lines.slice(range[1])];
}

/** The summary paragraph ends with the routing sentence: written again with the moved steps' counts. */
function setSummary(lines: string[], t: T, after: RoutingReport, moves: ReadonlyArray<[Outcome, Outcome]>): void {
  const at = lines.findIndex((l, i) => i > 0 && l !== '');
  if (at < 0) return;
  const line = lines[at]!;
  const manual = t('summary_manual', { reason: '\u0000' }).split('\u0000')[0]!;
  const start = Math.max(line.lastIndexOf(manual), line.lastIndexOf(t('summary_ready')));
  if (start < 0) return;
  const counts = oldCounts(line.slice(start), t);
  if (!counts) return;
  for (const [from, to] of moves) {
    counts[from] = Math.max(0, counts[from] - 1);
    counts[to]++;
  }
  const range = section(lines, t('h_todo'));
  const todo = range ? lines.slice(range[0], range[1]).filter((l) => l.startsWith('- [ ]')).length : 0;
  lines[at] = line.slice(0, start) + routingSentence(after, counts, t, todo);
}

const COUNTED = ['total', 'mapped', 'approximated', 'human', 'unmapped'] as const;

/** The counts the routing sentence gave, read back through its own templates (with steps not translated, or none). */
function oldCounts(sentence: string, t: T): RecipeFacts['operations'] | undefined {
  for (const key of ['summary_counts_unmapped', 'summary_counts'] as const) {
    const names: Array<(typeof COUNTED)[number]> = [];
    const marks = Object.fromEntries(COUNTED.map((name, i) => [name, String.fromCharCode(1 + i)]));
    const pattern = t(key, marks)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/[\u0001-\u0005]/g, (c) => {
        names.push(COUNTED[c.charCodeAt(0) - 1]!);
        return '(\\d+)';
      });
    const m = new RegExp(pattern).exec(sentence);
    if (!m) continue;
    const read = { total: 0, mapped: 0, approximated: 0, human: 0, unmapped: 0 };
    names.forEach((name, i) => (read[name] = Number(m[i + 1])));
    return { mapped: read.mapped, approximated: read.approximated, blocked: Math.max(0, read.human - read.unmapped), unmapped: read.unmapped };
  }
  return { mapped: 0, approximated: 0, blocked: 0, unmapped: 0 };
}

/** The run-time check section from routing.json's (fresh or stale) result, placed before the diagram. */
function setVerification(lines: string[], t: T, after: RoutingReport): string[] {
  const range = section(lines, t('h_verify'));
  const fresh = after.verification ? [`## ${t('h_verify')}`, '', ...verificationLines(after.verification, t), ''] : [];
  if (range) return [...lines.slice(0, range[0]), ...fresh, ...lines.slice(range[1])];
  const diagram = lines.indexOf(`## ${t('h_diagram')}`);
  return diagram < 0 ? lines : [...lines.slice(0, diagram), ...fresh, ...lines.slice(diagram)];
}

/** The step's ⚠ mark and red class in the Mermaid diagram, with the legend entry the class needs. */
function setDiagramMark(lines: string[], stepName: string, marked: boolean, lang: Lang): void {
  const block = mermaidBlock(lines);
  if (!block) return;
  const [open, close] = block;
  const node = new RegExp(`^(\\s+${stepName.replace(/[^\w]/g, '\\$&')}(?:\\[\\[|\\[/|\\(\\(\\(|\\{\\{|\\[|\\(\\[|\\{)")(⚠ )?`);
  const at = lines.findIndex((l, i) => i > open && i < close && node.test(l));
  const m = at < 0 ? null : node.exec(lines[at]!);
  // not drawn (error plumbing), or already as it should be
  if (!m || !!m[2] === marked) return;
  lines[at] = `${m[1]}${marked ? '⚠ ' : ''}${lines[at]!.slice(m[0].length)}`;
  const classAt = lines.findIndex((l, i) => i > open && i < close && /^ {2}class \S+ unmapped$/.test(l));
  if (classAt < 0) {
    if (marked) addUnmappedClass(lines, open, close, stepName, lang);
    return;
  }
  const ids = lines[classAt]!.trim().split(' ')[1]!.split(',').filter((id) => id !== stepName);
  if (marked) ids.push(stepName);
  if (ids.some((id) => id !== 'legend_unmapped')) lines[classAt] = `  class ${ids.sort().join(',')} unmapped`;
  else dropUnmappedLegend(lines, open, classAt);
}

/** [line of ```mermaid, line of its closing ```], when the description has the diagram. */
function mermaidBlock(lines: string[]): [number, number] | undefined {
  const open = lines.indexOf('```mermaid');
  if (open < 0) return undefined;
  let close = open + 1;
  while (close < lines.length && lines[close] !== '```') close++;
  return [open, close];
}

/** The first step in the red class: its legend entry (the legend too, if there was none) and its class lines. */
function addUnmappedClass(lines: string[], open: number, close: number, stepName: string, lang: Lang): void {
  const d = translator(diagramMessages, lang);
  const entry = `    legend_unmapped["${mermaidLabel(d('legend_unmapped'), 80)}"]`;
  const translated = lines.findIndex((l, i) => i > open && i < close && /^ {4}legend_translated\[/.test(l));
  const styles = lines.findIndex((l, i) => i > open && i < close && /^ {2}(classDef|class|linkStyle) /.test(l));
  const at = styles < 0 ? close : styles;
  const classes = [`  classDef unmapped ${DIAGRAM_CLASSES.unmapped}`, `  class ${['legend_unmapped', stepName].sort().join(',')} unmapped`];
  if (translated >= 0) {
    const def = lines.findIndex((l, i) => i > open && i < close && /^ {2}classDef default /.test(l));
    lines.splice(def >= 0 ? def + 1 : at, 0, ...classes);
    lines.splice(translated + 1, 0, entry);
    return;
  }
  const legend = [`  subgraph legend ["${mermaidLabel(d('legend'))}"]`, '    direction LR', `    legend_translated["${mermaidLabel(d('legend_translated'), 80)}"]`, entry, '  end'];
  lines.splice(at, 0, ...legend, `  classDef default ${DEFAULT_NODE_STYLE}`, ...classes);
}

/** No step left in the red class: its class lines and legend entry go, and the legend if nothing else is in it. */
function dropUnmappedLegend(lines: string[], open: number, classAt: number): void {
  lines.splice(classAt, 1);
  const close = mermaidBlock(lines)![1];
  const remove = new Set<number>();
  for (let i = open + 1; i < close; i++) if (/^ {2}classDef unmapped /.test(lines[i]!) || /^ {4}legend_unmapped\[/.test(lines[i]!)) remove.add(i);
  const legendStart = lines.findIndex((l, i) => i > open && i < close && /^ {2}subgraph legend /.test(l));
  if (legendStart >= 0) {
    let legendEnd = legendStart + 1;
    while (legendEnd < close && lines[legendEnd] !== '  end') legendEnd++;
    const entries = lines.slice(legendStart + 2, legendEnd).filter((_line, k) => !remove.has(legendStart + 2 + k));
    if (entries.length === 1 && /^ {4}legend_translated\[/.test(entries[0]!)) {
      for (let i = legendStart; i <= legendEnd; i++) remove.add(i);
      for (let i = open + 1; i < close; i++) if (/^ {2}classDef default /.test(lines[i]!)) remove.add(i);
    }
  }
  for (const i of [...remove].sort((a, b) => b - a)) lines.splice(i, 1);
}

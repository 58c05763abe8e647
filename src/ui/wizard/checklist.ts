// What the import checklist says for one translation: this recipe's own "to check" items and only the advice that
// fits its flow. Decided from the engine's data (diagnostic codes, the flow's pieces, the recipe facts), never from text.
import { isBlockingDiagnostic, renderMessage, type Diagnostic } from '../../engine/diagnostics.js';
import { visitSteps } from '../../engine/flow/steps.js';
import type { EngineMessageKey } from '../../i18n/messages/engine.js';
import type { TranslationResult } from '../../engine/types.js';
import type { Lang } from '../../i18n/index.js';
import { PIPEFY_PIECE } from './summary.js';

const HTTP_PIECE = '@activepieces/piece-http';

/** Diagnostics that ask the admin to do something in Pipefy after the import (variables, webhook URLs, flows to link). */
const TODO_CODES: ReadonlySet<EngineMessageKey> = new Set<EngineMessageKey>([
  'variable_create',
  'webhook_new_url',
  'api_endpoint_url',
  'pubsub_as_webhook',
  'pubsub_publish',
  'genie_as_callable',
  'subflow_link',
  'subflow_wired',
  'table_create',
]);

export interface ChecklistItem {
  step?: number;
  text: string;
  blocking: boolean;
}

export interface ChecklistPlan {
  /** this recipe's own items: steps to fix first, then what to create or update in Pipefy; each step once */
  todo: ChecklistItem[];
  ready: boolean;
  /** the flow starts on a Pipefy card event (the card tips apply) */
  pipefyTrigger: boolean;
  /** the flow has an HTTP Request step */
  httpStep: boolean;
  /** the flow reads or writes Pipefy pipes, phases, fields or tables */
  touchesPipefy: boolean;
  /** a Pipefy step has no connection id yet (the Service Account advice applies) */
  pipefyConnectionMissing: boolean;
  /** some connector has no connection id yet */
  connectionsMissing: boolean;
}

function flowPieces(result: TranslationResult): { trigger: string; all: Set<string> } {
  const head = result.template.flows?.[0]?.trigger as Record<string, unknown> | undefined;
  const all = new Set<string>();
  let trigger = '';
  visitSteps(head, (step) => {
    const piece = (step.settings as { pieceName?: unknown } | undefined)?.pieceName;
    if (typeof piece !== 'string') return;
    if (step === head) trigger = piece;
    all.add(piece);
  });
  return { trigger, all };
}

/**
 * Blocking diagnostics first (one line per step: the first reason), then the action items, each text once and each
 * step on one line (a step's action item joins that step's line, blocked or not).
 */
function todoItems(diagnostics: readonly Diagnostic[], lang: Lang): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const blockedSteps = new Set<number>();
  const texts = new Set<string>();
  const push = (d: Diagnostic, blocking: boolean) => {
    const text = renderMessage(d, lang);
    if (texts.has(text)) return;
    texts.add(text);
    const same = d.step === undefined ? undefined : items.find((i) => i.step === d.step);
    if (same) same.text = `${same.text} ${text}`;
    else items.push({ ...(d.step !== undefined ? { step: d.step } : {}), text, blocking });
  };
  for (const d of diagnostics) {
    if (!isBlockingDiagnostic(d)) continue;
    if (d.step !== undefined) {
      if (blockedSteps.has(d.step)) continue;
      blockedSteps.add(d.step);
    }
    push(d, true);
  }
  for (const d of diagnostics) {
    // On a blocked step the action item joins its line: what to do there (e.g. the flow to link) is the fix.
    if (TODO_CODES.has(d.code)) push(d, false);
  }
  return items;
}

export function checklistPlan(result: TranslationResult, lang: Lang): ChecklistPlan {
  const pieces = flowPieces(result);
  const missing = result.connections.missing;
  return {
    todo: todoItems(result.diagnostics, lang),
    ready: result.routing.routing === 'ipaas_ready',
    pipefyTrigger: pieces.trigger === PIPEFY_PIECE,
    httpStep: pieces.all.has(HTTP_PIECE),
    touchesPipefy: result.facts.pipefy.length > 0,
    pipefyConnectionMissing: missing.includes(PIPEFY_PIECE),
    connectionsMissing: missing.length > 0,
  };
}

// What the engine smoke test requires of a translation: a flow with a translated trigger and a routing.
import type { TranslationResult } from '../engine/types.js';

/** The problem with a smoke translation, or undefined when it is good enough. */
export function smokeProblem(result: TranslationResult | undefined): string | undefined {
  const flow = result?.template?.flows?.[0];
  if (!result || !flow) return 'no flow';
  const trigger = flow.trigger as { type?: unknown } | undefined;
  // A placeholder (a marked webhook standing in for an untranslated trigger) is not good enough here.
  if (!trigger || typeof trigger.type !== 'string' || !result.facts?.triggerTranslated) return 'no trigger';
  const routing = result.routing?.routing;
  if (routing !== 'ipaas_ready' && routing !== 'manual_revision') return 'no routing';
  return undefined;
}

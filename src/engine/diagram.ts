// Placeholder until the diagram issue: a minimal Mermaid flowchart of the generated flow.
import type { Lang } from '../i18n/index.js';
import type { FlowTemplate, ReviewItem } from './types.js';

/** Mermaid flowchart source of the generated flow (not of the Workato recipe). */
export function flowToMermaid(template: FlowTemplate, _review: ReviewItem[], _lang: Lang): string {
  const trigger = template.flows[0]?.trigger as { displayName?: string } | undefined;
  return `flowchart TD\n  trigger(["${String(trigger?.displayName ?? 'trigger').replace(/"/g, "'")}"])\n`;
}

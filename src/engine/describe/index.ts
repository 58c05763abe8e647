// Placeholder until the description issue: a short description so the file is always written.
import type { Lang } from '../../i18n/index.js';
import type { ConnectionReport, FlowTemplate, NormalizedRecipe, ReviewItem, RoutingReport } from '../types.js';

export interface DescriptionInput {
  recipe: NormalizedRecipe;
  template: FlowTemplate;
  routing: RoutingReport;
  review: ReviewItem[];
  connections: ConnectionReport;
  mermaid: string;
}

export function describeRecipe(input: DescriptionInput, _lang: Lang): string {
  const lines = [`# ${input.recipe.name}`, '', `Routing: ${input.routing.routing}`, ''];
  for (const item of input.review) lines.push(`- [ ] ${item.step !== undefined ? `#${item.step} ` : ''}${item.text}`);
  lines.push('', '```mermaid', input.mermaid.trimEnd(), '```', '');
  return lines.join('\n');
}

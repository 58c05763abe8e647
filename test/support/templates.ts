// Hand-built flow templates for the description and diagram tests: a webhook trigger and the given first step.
import type { FlowTemplate } from '../../src/engine/types.js';

export const DATE = '2026-01-01T00:00:00.000Z';

export function webhookTemplate(first?: Record<string, unknown>, options: { name?: string; triggerName?: string } = {}): FlowTemplate {
  const name = options.name ?? 'Test flow';
  return {
    name,
    type: 'SHARED',
    flows: [
      {
        displayName: name,
        valid: true,
        schemaVersion: '20',
        notes: [],
        trigger: {
          name: 'trigger',
          type: 'PIECE_TRIGGER',
          displayName: options.triggerName ?? 'Catch Webhook',
          valid: true,
          lastUpdatedDate: DATE,
          settings: { pieceName: '@activepieces/piece-webhook', pieceVersion: '0.1.29', triggerName: 'catch_webhook', input: { authType: 'none' }, propertySettings: {} },
          ...(first ? { nextAction: first } : {}),
        },
      },
    ],
  };
}

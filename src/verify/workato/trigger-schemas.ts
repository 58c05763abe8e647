// Output schemas of Workato triggers whose exported step carries none (custom connectors such as Pipefy's), for the
// event generator: only the fields whose type matters, each citing where it was read. The recipe's own datapills
// add every other field it reads (events.ts, ensurePath).
import { normalizeProvider } from '../../engine/mapping/providers.js';
import type { WorkatoStep } from '../../engine/types.js';

const KNOWN: Record<string, unknown[]> = {
  // Pipefy card ids are numbers: the card.move webhook's card is { id: 123456, title, pipe_id }
  // (williangoncalvespipefy/activepieces packages/pieces/pipefy/src/lib/triggers/card-moved-trigger.ts sampleData;
  // shared/research/updates-2026-11.md "Pipefy piece trigger payloads"). The event is about that card: its id is
  // always there (`present`, sample.ts), also in the event with every other field blank.
  'pipefy/card_move': [{ name: 'card', type: 'object', properties: [{ name: 'id', type: 'integer', present: true }, { name: 'title', type: 'string' }, { name: 'pipe_id', type: 'string' }] }],
};

/** The known output schema of a trigger that exports none, or undefined. */
export function knownTriggerSchema(trigger: WorkatoStep): unknown[] | undefined {
  const key = `${normalizeProvider(String(trigger.provider ?? '')).canonical}/${String(trigger.name ?? '')}`;
  return Object.prototype.hasOwnProperty.call(KNOWN, key) ? structuredClone(KNOWN[key]) : undefined;
}

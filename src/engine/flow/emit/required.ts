// The required props of a piece step nothing fills, said as what to fill in: each prop and the action in the
// user's words (src/i18n/messages/targets.ts), a readable form of the name where we have no words.
import { message, type MessageRef } from '../../diagnostics.js';
import { engineMessages, type EngineMessageKey } from '../../../i18n/messages/engine.js';
import { catalogProp } from '../../mapping/catalog.js';
import { pieceLabel } from './context.js';

const CHOICES: ReadonlySet<string> = new Set(['DROPDOWN', 'STATIC_DROPDOWN', 'MULTI_SELECT_DROPDOWN', 'STATIC_MULTI_SELECT_DROPDOWN']);

interface Target {
  piece: string;
  kind: 'action' | 'trigger';
  name: string;
}

/** The review text (`missing_required`) and the routing reason (`reason_missing_required`) for these props. */
export function missingRequiredMessages(number: number, target: Target, missing: readonly string[]): { review: MessageRef; reason: MessageRef } {
  const props = propList(target, missing);
  const choose = missing.every((p) => CHOICES.has(catalogProp(target.piece, target.kind, target.name, p)?.type ?? ''));
  return {
    review: message('missing_required', {
      number,
      piece: pieceLabel(target.piece),
      action: operationWords(target.piece, target.name),
      todo: message(choose ? 'required_choose' : 'required_fill', { props }),
    }),
    reason: message('reason_missing_required', { props }),
  };
}

/** The piece's action or trigger in the user's words, for any message that names it. */
export function operationWords(piece: string, name: string): MessageRef | string {
  return words([`action.${short(piece)}.${name}`], name);
}

function propList(target: Target, missing: readonly string[]): MessageRef | string {
  const piece = short(target.piece);
  const labels = missing.map((p) => words([`prop.${piece}.${target.name}.${p}`, `prop.${piece}.${p}`, `prop.${p}`], p));
  let list = labels[labels.length - 1] ?? '';
  for (let i = labels.length - 2; i >= 0; i--) list = message('required_list', { item: labels[i]!, rest: list });
  return list;
}

/** The first of `keys` the catalogue has, as a message; else `name` made readable. */
function words(keys: string[], name: string): MessageRef | string {
  const key = keys.find((k) => Object.prototype.hasOwnProperty.call(engineMessages.en, k));
  return key ? message(key as EngineMessageKey) : readable(name);
}

function short(piece: string): string {
  return piece.replace(/^@activepieces\/piece-/, '');
}

/** `record_id` -> `Record id`, `sheetId` -> `Sheet id`, `tables-find-records` -> `Tables find records`. */
function readable(name: string): string {
  const text = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : name;
}

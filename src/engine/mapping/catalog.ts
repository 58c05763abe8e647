// The target catalog: which pieces, actions, triggers and props exist on Pipefy's Integrations instance.
import { CATALOG_PIECES } from './catalog.generated.js';

export type PropType = string;

export interface CatalogProp {
  name: string;
  type: PropType;
  required: boolean;
}

export interface CatalogOperation {
  name: string;
  props: CatalogProp[];
}

export interface CatalogPiece {
  name: string;
  displayName: string;
  version: string;
  auth: string | null;
  actions: CatalogOperation[];
  triggers: CatalogOperation[];
}

const byName = new Map(CATALOG_PIECES.map((p) => [p.name, p]));

export function catalogPiece(name: string): CatalogPiece | undefined {
  return byName.get(name);
}

export function catalogOperation(piece: string, kind: 'action' | 'trigger', name: string): CatalogOperation | undefined {
  const p = byName.get(piece);
  return (kind === 'action' ? p?.actions : p?.triggers)?.find((op) => op.name === name);
}

export function catalogProp(piece: string, kind: 'action' | 'trigger', op: string, prop: string): CatalogProp | undefined {
  return catalogOperation(piece, kind, op)?.props.find((p) => p.name === prop);
}

export function allCatalogPieces(): readonly CatalogPiece[] {
  return CATALOG_PIECES;
}

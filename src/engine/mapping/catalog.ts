// The target catalog: which pieces, actions, triggers and props exist on Pipefy's Integrations instance.
// The data is catalog.json beside this file (written by scripts/bundle-catalog.mjs); its type is declared here.
import { readFileSync } from 'node:fs';

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

/** The shape of catalog.json. */
export interface CatalogFile {
  source: string;
  snapshotAt: string;
  instanceVersion: string;
  pieces: CatalogPiece[];
}

let loaded: { file: CatalogFile; byName: Map<string, CatalogPiece> } | undefined;

/**
 * Read once, on the first look-up. The file ships inside the package (tsc copies it to dist/ next to this module),
 * so this is package data, not user I/O; a JSON file parses faster than the same data as a TypeScript module and
 * `import ... with { type: 'json' }` is not available on Node 18.17.
 */
function catalog(): NonNullable<typeof loaded> {
  if (!loaded) {
    const file = JSON.parse(readFileSync(new URL('./catalog.json', import.meta.url), 'utf8')) as CatalogFile;
    loaded = { file, byName: new Map(file.pieces.map((p) => [p.name, p])) };
  }
  return loaded;
}

export function catalogPiece(name: string): CatalogPiece | undefined {
  return catalog().byName.get(name);
}

export function catalogOperation(piece: string, kind: 'action' | 'trigger', name: string): CatalogOperation | undefined {
  const p = catalog().byName.get(piece);
  return (kind === 'action' ? p?.actions : p?.triggers)?.find((op) => op.name === name);
}

export function catalogProp(piece: string, kind: 'action' | 'trigger', op: string, prop: string): CatalogProp | undefined {
  return catalogOperation(piece, kind, op)?.props.find((p) => p.name === prop);
}

export function allCatalogPieces(): readonly CatalogPiece[] {
  return catalog().file.pieces;
}

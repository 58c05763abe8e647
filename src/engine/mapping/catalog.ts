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

/**
 * How each piece opens in catalog.json. scripts/bundle-catalog.mjs writes it with JSON.stringify(data, null, 1): every
 * element of `pieces` starts with the line `  {` and then its `"name"` line, and ends with the line `  }` (or `  },`).
 * JSON strings hold no raw line break, so no other line reads like those. test/catalog.test.ts holds the file to it.
 */
const PIECE_OPEN = '\n  {\n   "name": ';
const PIECE_CLOSE = '\n  }';

export interface Loaded {
  text: string;
  /** where each piece's JSON is in `text`, in file order */
  spans: Map<string, { start: number; end: number }>;
  parsed: Map<string, CatalogPiece>;
}

let loaded: Loaded | undefined;

/**
 * Read once, on the first look-up; each piece is parsed when first asked for (a translation needs a few of the 48,
 * and parsing the whole 240 KB cost about a millisecond). The file ships inside the package (tsc copies it to dist/
 * next to this module), so this is package data, not user I/O; `import ... with { type: 'json' }` is not available
 * on Node 18.17.
 */
function catalog(): Loaded {
  loaded ??= indexCatalog(readFileSync(new URL('./catalog.json', import.meta.url), 'utf8'));
  return loaded;
}

/**
 * Finds each piece's place in the text. A text in another layout (tsc's copy of the file in dist/engine, which it
 * re-indents, read by the scripts and the bench) is parsed whole instead: every piece is then found all the same.
 */
export function indexCatalog(text: string): Loaded {
  const spans = new Map<string, { start: number; end: number }>();
  const parsed = new Map<string, CatalogPiece>();
  for (let at = text.indexOf(PIECE_OPEN); at !== -1; at = text.indexOf(PIECE_OPEN, at + 1)) {
    const nameStart = at + PIECE_OPEN.length;
    const name = JSON.parse(text.slice(nameStart, text.indexOf(',\n', nameStart))) as string;
    spans.set(name, { start: at + 1, end: text.indexOf(PIECE_CLOSE, nameStart) + PIECE_CLOSE.length });
  }
  if (spans.size === 0) {
    for (const piece of (JSON.parse(text) as CatalogFile).pieces) {
      spans.set(piece.name, { start: 0, end: 0 });
      parsed.set(piece.name, piece);
    }
  }
  return { text, spans, parsed };
}

export function catalogPiece(name: string, from: Loaded = catalog()): CatalogPiece | undefined {
  const { text, spans, parsed } = from;
  let piece = parsed.get(name);
  if (!piece) {
    const span = spans.get(name);
    if (!span) return undefined;
    piece = JSON.parse(text.slice(span.start, span.end)) as CatalogPiece;
    parsed.set(name, piece);
  }
  return piece;
}

export function catalogOperation(piece: string, kind: 'action' | 'trigger', name: string): CatalogOperation | undefined {
  const p = catalogPiece(piece);
  return (kind === 'action' ? p?.actions : p?.triggers)?.find((op) => op.name === name);
}

export function catalogProp(piece: string, kind: 'action' | 'trigger', op: string, prop: string): CatalogProp | undefined {
  return catalogOperation(piece, kind, op)?.props.find((p) => p.name === prop);
}

export function allCatalogPieces(): readonly CatalogPiece[] {
  return [...catalog().spans.keys()].map((name) => catalogPiece(name)!);
}

// Piece versions written into flows. One table: the catalog snapshot's version, then newer evidence about the
// target instance, then the user's overrides (--piece-version name=x.y.z).
import { catalogPiece } from './catalog.js';
import { own } from '../lookup.js';

/**
 * Versions newer than the catalog snapshot that the target instance is known to run: Pipefy's own kit later pins
 * these. Props are still checked against the snapshot.
 */
export const PIECE_VERSION_OVERRIDES: Readonly<Record<string, string>> = {
  '@activepieces/piece-pipefy': '0.2.4',
  '@activepieces/piece-subflows': '0.7.0',
};

/**
 * schemaVersion values a translated flow may carry. The flow uses bare step references and sets lastUpdatedDate
 * on every step, so it fits 18 (lastUpdatedDate required) to 21; from 22 the server expects nested
 * `step_N['output']` references and would skip the migration that rewrites them
 * (activepieces packages/server/api/src/app/flows/flow-version/migrations/index.ts; shared/research/activepieces.md §1.3).
 */
export const SUPPORTED_SCHEMA_VERSIONS: readonly string[] = ['18', '19', '20', '21'];

/** A piece the overrides may name: in the target catalog, or pinned above. */
export function isKnownPiece(piece: string): boolean {
  return Object.prototype.hasOwnProperty.call(PIECE_VERSION_OVERRIDES, piece) || catalogPiece(piece) !== undefined;
}

const EXACT = /^\d+\.\d+\.\d+$/;

export function isExactVersion(v: string): boolean {
  return EXACT.test(v);
}

export function pieceVersion(piece: string, user: Record<string, string> = {}): string | undefined {
  return own(user, piece) ?? own(PIECE_VERSION_OVERRIDES, piece) ?? catalogPiece(piece)?.version;
}

/** Parses `name=x.y.z` overrides; a short name gets the `@activepieces/piece-` prefix. */
export function parsePieceVersionOverrides(values: string[]): { overrides: Record<string, string>; invalid: string[] } {
  const overrides: Record<string, string> = {};
  const invalid: string[] = [];
  for (const raw of values) {
    const m = /^\s*([^=\s]+)\s*=\s*(\S+)\s*$/.exec(raw);
    if (!m || !isExactVersion(m[2]!)) {
      invalid.push(raw);
      continue;
    }
    const name = m[1]!.startsWith('@') ? m[1]! : `@activepieces/piece-${m[1]!.replace(/^piece-/, '')}`;
    overrides[name] = m[2]!;
  }
  return { overrides, invalid };
}

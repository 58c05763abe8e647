// Connection hints ("Connection: <id>", "Conexão Slack: <id>", one per line or several) and their binding to
// every step of the matching piece, wherever it sits in the flow.
import { catalogPiece } from './mapping/catalog.js';
import { normalizeProvider } from './mapping/providers.js';
import { mapSteps, visitSteps } from './flow/steps.js';
import type { ConnectionReport } from './types.js';

export interface ConnectionHint {
  id: string;
  /** text between the keyword and the colon: a connector name, when given */
  label?: string;
}

const KEYWORD = /^\s*(?:[-*•]\s*)?(?:\*\*)?\s*(conex(?:ão|ao|ões|oes)|conexi[oó]n(?:es)?|connections?)\b([^:\n]*?)(?:\*\*)?\s*:\s*(.*)$/i;
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{2,80}$/;

function cleanId(raw: string): string {
  return raw.trim().replace(/^[`'"*[_<(]+/, '').replace(/[`'"*\])>.,;]+$/, '').trim();
}

function splitIds(text: string): string[] {
  return text
    .split(/\s*(?:[,;]|\s(?:and|e|y)\s)\s*/i)
    .map(cleanId)
    .filter((id) => id && ID.test(id) && !/^https?:/i.test(id));
}

/** Parses free text (chat lines, --connection values) into hints; duplicates dropped, order kept. */
export function parseConnectionHints(text: string): ConnectionHint[] {
  const hints: ConnectionHint[] = [];
  let openLabel: string | undefined | null = null; // null: not inside a keyword list
  for (const line of text.split(/\r?\n/)) {
    const m = KEYWORD.exec(line);
    if (m) {
      const label = m[2]!.replace(/\*\*/g, '').trim() || undefined;
      const ids = splitIds(m[3]!);
      ids.forEach((id) => hints.push({ id, ...(label ? { label } : {}) }));
      openLabel = ids.length === 0 ? label : null;
      continue;
    }
    if (openLabel !== null && line.trim()) {
      const ids = splitIds(line.replace(/^\s*[-*•]\s*/, ''));
      if (ids.length) {
        ids.forEach((id) => hints.push({ id, ...(openLabel ? { label: openLabel } : {}) }));
        continue;
      }
    }
    if (!line.trim()) openLabel = null;
  }
  const seen = new Set<string>();
  return hints.filter((h) => {
    const key = `${h.label ?? ''}\u0000${h.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The piece a label names: a piece name or display name, or a Workato connector spelling (raw or normalised)
 * whose steps were translated to that piece (`providerPieces`: canonical provider -> piece).
 */
export function pieceForLabel(label: string, pieces: readonly string[], providerPieces: ReadonlyMap<string, string>): string | undefined {
  const wanted = fold(label);
  if (!wanted) return undefined;
  for (const piece of pieces) {
    const short = fold(piece.replace('@activepieces/piece-', ''));
    const display = fold(catalogPiece(piece)?.displayName ?? '');
    if (wanted === short || wanted === display) return piece;
  }
  const viaProvider = providerPieces.get(normalizeProvider(label.trim()).canonical);
  if (viaProvider && pieces.includes(viaProvider)) return viaProvider;
  const loose = pieces.filter((p) => {
    const short = fold(p.replace('@activepieces/piece-', ''));
    return short.includes(wanted) || wanted.includes(short);
  });
  return loose.length === 1 ? loose[0] : undefined;
}

function needsAuth(piece: string): boolean {
  const auth = catalogPiece(piece)?.auth;
  return auth !== null && auth !== undefined;
}

export interface BoundConnections<S> {
  /** a new flow: the given one with `input.auth` on every step of each bound piece */
  trigger: S;
  report: ConnectionReport;
}

/**
 * Binds hints to pieces: every step of a bound piece (trigger, branches, loops, error paths) reads the
 * connection. Unlabelled ids go to the only piece that needs a connection, or to Pipefy when it is one of several.
 * Returns a new flow; the given one is not changed.
 */
export function bindConnections<S extends Record<string, unknown>>(trigger: S, hints: ConnectionHint[], providerPieces: ReadonlyMap<string, string> = new Map()): BoundConnections<S> {
  const stepsByPiece = new Map<string, Array<Record<string, unknown>>>();
  visitSteps(trigger, (step) => {
    const settings = step.settings as Record<string, unknown> | undefined;
    const piece = settings?.pieceName;
    if ((step.type === 'PIECE' || step.type === 'PIECE_TRIGGER') && typeof piece === 'string' && needsAuth(piece)) {
      const list = stepsByPiece.get(piece) ?? [];
      list.push(step);
      stepsByPiece.set(piece, list);
    }
  });
  const authPieces = [...stepsByPiece.keys()].sort();
  const report: ConnectionReport = { bound: [], unmatched: [], missing: [] };
  const boundPieces = new Set<string>();
  const connectionOf = new Map<string, string>();
  const bind = (hint: ConnectionHint, piece: string) => {
    const steps = stepsByPiece.get(piece) ?? [];
    connectionOf.set(piece, hint.id);
    boundPieces.add(piece);
    report.bound.push({ id: hint.id, piece, ...(hint.label ? { label: hint.label } : {}), steps: steps.map((s) => String(s.name)) });
  };
  const unlabelled: ConnectionHint[] = [];
  for (const hint of hints) {
    if (!hint.label) {
      unlabelled.push(hint);
      continue;
    }
    const piece = pieceForLabel(hint.label, authPieces, providerPieces);
    if (piece && !boundPieces.has(piece)) bind(hint, piece);
    else report.unmatched.push({ id: hint.id, label: hint.label });
  }
  for (const hint of unlabelled) {
    const open = authPieces.filter((p) => !boundPieces.has(p));
    const piece = open.length === 1 ? open[0] : open.includes('@activepieces/piece-pipefy') ? '@activepieces/piece-pipefy' : undefined;
    if (piece) bind(hint, piece);
    else report.unmatched.push({ id: hint.id });
  }
  report.missing = authPieces.filter((p) => !boundPieces.has(p));
  if (connectionOf.size === 0) return { trigger, report };
  const bound = mapSteps(trigger, (step) => {
    const settings = step.settings as Record<string, Record<string, unknown>> | undefined;
    const id = typeof settings?.pieceName === 'string' && (step.type === 'PIECE' || step.type === 'PIECE_TRIGGER') ? connectionOf.get(settings.pieceName) : undefined;
    if (id === undefined || !settings) return step;
    return {
      ...step,
      settings: { ...settings, input: { ...settings.input, auth: `{{connections['${id}']}}` }, propertySettings: { ...settings.propertySettings, auth: { type: 'MANUAL' } } },
    };
  });
  return { trigger: bound, report };
}

// Small helpers shared by the token exchange and the GraphQL call.
import { toolVersion } from '../version.js';

export function userAgent(): string {
  try {
    return `pipe-migrate/${toolVersion()}`;
  } catch {
    return 'pipe-migrate';
  }
}

/**
 * Errors raised while connecting: the request cannot have reached the server. Anything else (a reset,
 * a closed socket, a timeout) may have happened after the server received the request.
 */
const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

export type TransportFailure =
  | { kind: 'timeout'; reason: string }
  | { kind: 'connect'; reason: string }
  | { kind: 'dropped'; reason: string };

function errorCode(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const code = (value as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  const nested = (value as { errors?: unknown }).errors;
  if (Array.isArray(nested)) {
    for (const item of nested) {
      const inner = errorCode(item);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** What went wrong with a fetch that did not produce a usable response. Never includes request data. */
export function describeTransportFailure(error: unknown): TransportFailure {
  const name = error && typeof error === 'object' ? (error as { name?: unknown }).name : undefined;
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout', reason: 'timeout' };
  const cause = error && typeof error === 'object' ? (error as { cause?: unknown }).cause : undefined;
  const code = errorCode(cause) ?? errorCode(error);
  if (code && CONNECT_CODES.has(code)) return { kind: 'connect', reason: code };
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return { kind: 'timeout', reason: code };
  return { kind: 'dropped', reason: code ?? 'connection closed' };
}

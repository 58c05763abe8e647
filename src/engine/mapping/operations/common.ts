// Helpers shared by the connector row files: one place for the shapes every connector repeats.
import type { OperationRow, PropRule } from '../types.js';

export const HTTP_PIECE = '@activepieces/piece-http';

type Extra = Omit<OperationRow, 'provider' | 'names' | 'kind' | 'target'>;

/**
 * Workato's custom action outputs the response body's fields; a custom API call (and the HTTP piece) outputs
 * `{ status, headers, body }` (src/engine/mapping/outputs/core.ts), so its readers go through `body`.
 */
const HTTP_BODY = { prefix: ['body'] };

/** Row builders bound to one provider and piece. */
export function rowsFor(provider: string, piece: string) {
  return {
    action: (names: string[], name: string, extra: Extra = {}): OperationRow => ({ provider, names, kind: 'action', target: { piece, name }, ...extra }),
    trigger: (names: string[], name: string, extra: Extra = {}): OperationRow => ({ provider, names, kind: 'trigger', target: { piece, name }, ...extra }),
    /** `__adhoc_http_action` (Workato's custom action) -> the piece's custom API call. */
    custom: (extra: Extra = {}): OperationRow => ({ provider, names: ['__adhoc_http_action'], kind: 'action', target: { piece, name: 'custom_api_call' }, shape: 'custom_action', output: HTTP_BODY, ...extra }),
    /** Operations reached through the custom API call with a known REST path (see API_PATHS in shapers/api-calls.ts). */
    apiPath: (names: string[], extra: Extra = {}): OperationRow => ({
      provider, names, kind: 'action', target: { piece, name: 'custom_api_call' }, shape: 'api_path', status: 'approximated', output: HTTP_BODY, ...extra,
    }),
  };
}

/** `__adhoc_http_action` of a connector whose piece has no custom API call: a plain HTTP request. */
export function customViaHttp(provider: string): OperationRow {
  return { provider, names: ['__adhoc_http_action'], kind: 'action', target: { piece: HTTP_PIECE, name: 'send_request' }, shape: 'custom_action_http', status: 'approximated', output: HTTP_BODY };
}

export const list = (from: string | string[]): PropRule => ({ from, as: 'list' });
export const num = (from: string | string[], dflt?: number): PropRule => ({ from, as: 'number', ...(dflt !== undefined ? { default: dflt } : {}) });
export const bool = (from: string | string[], dflt?: boolean): PropRule => ({ from, as: 'boolean', ...(dflt !== undefined ? { default: dflt } : {}) });
export const str = (from: string | string[], dflt?: string): PropRule => ({ from, as: 'string', ...(dflt !== undefined ? { default: dflt } : {}) });

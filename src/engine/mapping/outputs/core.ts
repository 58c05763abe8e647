// Output shapes of Activepieces core pieces that reach an external service (HTTP, Tables, Sub Flows calls) and of
// the triggers. Pieces with no external service (Storage, JSON, responses, stop) are run by the runtime model.
import { asRecord, httpResponse, type OutputShape } from './types.js';

export const CORE_OUTPUTS: readonly OutputShape[] = [
  {
    piece: '@activepieces/piece-http', name: 'send_request', kind: 'action',
    // The piece returns httpClient's response as { status, headers, body }.
    source: 'activepieces/activepieces packages/pieces/community/http/src/lib/actions/send-http-request-action.ts (run)',
    output: httpResponse,
  },
  {
    piece: '@activepieces/piece-tables', name: 'tables-find-records', kind: 'action',
    // response.body.data.map(formatRecord): a list of records { id, cells: { <field>: { value } } }
    // (formatRecord's exact fields per shared/research/updates-2026-11.md; the data is that list).
    source: 'activepieces/activepieces packages/pieces/community/tables/src/lib/actions/find-records.ts (run)',
    output: (data) => (Array.isArray(data) ? data : asRecord(data).data ?? []),
  },
  {
    piece: '@activepieces/piece-subflows', name: 'callFlow', kind: 'action',
    // With waitForResponse the resumed step returns { status, data } from the callee's Return Response
    // (callee posts { status: 'success', data: response }); the app data is the callee's response value.
    source: 'npm @activepieces/piece-subflows@0.6.3 src/index.js (callFlow run, RESUME branch)',
    output: (data, input) => (input.waitForResponse === true ? { status: 'success', data } : data),
  },
  {
    piece: '@activepieces/piece-webhook', name: 'catch_webhook', kind: 'trigger',
    // run() returns [context.payload]; the payload of a webhook is { body, headers, queryParams }.
    source: 'npm @activepieces/piece-webhook@0.1.29 src/lib/triggers/catch-hook.js (run)',
    output: (data) => {
      const r = asRecord(data);
      return { body: r.body ?? {}, headers: r.headers ?? {}, queryParams: r.queryParams ?? {} };
    },
  },
  {
    piece: '@activepieces/piece-subflows', name: 'callableFlow', kind: 'trigger',
    // run() returns [payload.body], which the caller built as { data: <payload>, callbackUrl }.
    source: 'npm @activepieces/piece-subflows@0.6.3 src/index.js (callableFlow run; dispatchToSubflow body)',
    output: (data) => ({ data, callbackUrl: 'model://callback' }),
  },
];

/** Every piece's `custom_api_call` comes from pieces-common and returns { status, headers, body }. */
export const CUSTOM_API_CALL_SOURCE =
  'activepieces/activepieces packages/pieces/community/common/src/lib/helpers/index.ts (createCustomApiCallAction run → handleBinaryResponse)';

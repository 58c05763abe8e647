// Workato platform built-ins: scheduler, webhooks, API platform, HTTP, recipe functions, logger, delays.
import type { OperationRow } from '../types.js';

const WEBHOOK = '@activepieces/piece-webhook';
const SUBFLOWS = '@activepieces/piece-subflows';

const WEBHOOK_EVENT = { payload: ['body'], params: ['queryParams'], headers: ['headers'] };
const API_REQUEST = { request: ['body'], params: ['queryParams'], 'context.headers': ['headers'] };
// Workato's HTTP v2 output: `response` (the fields of a JSON response), `body`, `headers`, `status_code`; the HTTP
// piece answers { status, headers, body } (outputs/core.ts). Heads not listed are read in the body.
const HTTP_RESPONSE = { response: ['body'], body: ['body'], headers: ['headers'], status_code: ['status'] };

export const CORE_ROWS: OperationRow[] = [
  // Triggers
  { provider: 'clock', names: ['scheduled_event', 'scheduled_trigger', 'timer'], kind: 'trigger',
    target: { piece: '@activepieces/piece-schedule', name: 'cron_expression' }, shape: 'schedule' },
  // Workato's webhook event has `payload`, `params` (query) and `headers`; the webhook piece's { body, queryParams,
  // headers } (docs.workato.com/connectors/workato-webhooks/config.html, output; outputs/core.ts). Header names
  // arrive lower-cased (Node's IncomingMessage.headers). Fields read at the root are the body's (hand-written recipes).
  { provider: 'workato_webhooks', names: ['new_event'], kind: 'trigger', target: { piece: WEBHOOK, name: 'catch_webhook' },
    fixed: { authType: 'none' }, output: { rename: WEBHOOK_EVENT, prefix: ['body'], lowercaseUnder: ['headers'] }, note: 'webhook_new_url' },
  // An API request: body under `request`, query under `params`, headers under `context.headers` (Respond to API
  // request output, docs.workato.com/api-mgmt/api-recipes/action-response-to-api-request.html: Context, Request headers).
  // The endpoint's request and response schemas describe the payload and the answer (the webhook takes any body):
  // settings of the endpoint, not inputs the trigger loses.
  { provider: 'workato_api_platform', names: ['receive_request'], kind: 'trigger', target: { piece: WEBHOOK, name: 'catch_webhook' },
    fixed: { authType: 'none' }, output: { rename: API_REQUEST, lowercaseUnder: ['headers'] }, note: 'api_endpoint_url', ignore: ['request', 'response'] },
  { provider: 'workato_service', names: ['receive_request'], kind: 'trigger', target: { piece: WEBHOOK, name: 'catch_webhook' },
    fixed: { authType: 'none' }, output: { rename: API_REQUEST, lowercaseUnder: ['headers'] }, status: 'approximated', note: 'api_endpoint_url',
    ignore: ['request', 'response'] },
  { provider: 'workato_pub_sub', names: ['subscribe_to_topic'], kind: 'trigger', target: { piece: WEBHOOK, name: 'catch_webhook' },
    fixed: { authType: 'none' }, output: { prefix: ['body'] }, status: 'approximated', note: 'pubsub_as_webhook' },
  { provider: 'workato_recipe_function', names: ['execute'], kind: 'trigger', target: { piece: SUBFLOWS, name: 'callableFlow' },
    shape: 'callable_trigger', output: { rename: { parameters: ['data'] } } },
  { provider: 'workato_genie', names: ['start_workflow'], kind: 'trigger', target: { piece: SUBFLOWS, name: 'callableFlow' },
    shape: 'callable_trigger', output: { rename: { parameters: ['data'] } }, status: 'approximated', note: 'genie_as_callable' },
  { provider: 'workato_skill', names: ['start_workflow'], kind: 'trigger', target: { piece: SUBFLOWS, name: 'callableFlow' },
    shape: 'callable_trigger', output: { rename: { parameters: ['data'] } }, status: 'approximated', note: 'genie_as_callable' },

  // Actions
  // Returns end the Workato job. The webhook piece stops itself with `respond: 'stop'` (shapers.ts); the sub-flow
  // piece's returnResponse only posts to the caller's callback and the run goes on (activepieces/activepieces
  // packages/pieces/community/subflows/src/lib/actions/respond.ts), so a flow-helper stopFlow follows it
  // (packages/pieces/community/flow-helper/src/lib/actions/stop-flow.ts: context.run.stop()).
  { provider: 'workato_api_platform', names: ['return_response'], kind: 'action', target: { piece: WEBHOOK, name: 'return_response' },
    shape: 'http_response', endsRun: 'self' },
  { provider: 'workato_recipe_function', names: ['return_result'], kind: 'action', target: { piece: SUBFLOWS, name: 'returnResponse' },
    shape: 'return_result', endsRun: 'stop_after' },
  { provider: 'workato_genie', names: ['workflow_return_result'], kind: 'action', target: { piece: SUBFLOWS, name: 'returnResponse' },
    shape: 'return_result', endsRun: 'stop_after' },
  { provider: 'workato_skill', names: ['workflow_return_result'], kind: 'action', target: { piece: SUBFLOWS, name: 'returnResponse' },
    shape: 'return_result', endsRun: 'stop_after' },
  // Workato gives the callee's result under `result`; callFlow waiting for the response answers { status, data }
  // (src/engine/mapping/outputs/core.ts), so `result.x` is read as `data.x`.
  { provider: 'workato_recipe_function', names: ['call_recipe'], kind: 'action', target: { piece: SUBFLOWS, name: 'callFlow' },
    shape: 'call_recipe', output: { rename: { result: ['data'] } } },
  { provider: 'workato_recipe_function', names: ['call_recipe_async'], kind: 'action', target: { piece: SUBFLOWS, name: 'callFlow' },
    shape: 'call_recipe_async' },
  { provider: 'rest', names: ['make_request_v2', 'make_request'], kind: 'action', target: { piece: '@activepieces/piece-http', name: 'send_request' },
    shape: 'http_request', output: { rename: HTTP_RESPONSE, prefix: ['body'], lowercaseUnder: ['headers'] } },
  { provider: 'clock', names: ['wait_for_interval'], kind: 'action', target: { piece: '@activepieces/piece-delay', name: 'delayFor' },
    shape: 'delay_interval' },
  { provider: 'clock', names: ['wait_until_time'], kind: 'action', target: { piece: '@activepieces/piece-delay', name: 'delay_until' },
    props: { delayUntilTimestamp: { from: ['time', 'wait_until'] } } },
  { provider: 'logger', names: ['log_message'], kind: 'action', target: { code: 'logger' } },
];

// Shapers of Workato's own operations: scheduler, callable recipes, HTTP, delays, Pub/Sub.
import { cronFromSchedule } from '../schedule.js';
import { done, headersOf, keep, obj, str, type Shaper, type ShaperArgs } from './kit.js';
import { sampleText } from '../../escape.js';
import { schemaFields } from '../../schema.js';

/** Nested objects deeper than this get no sample: a recipe's schema is untrusted and may nest without end. */
const SAMPLE_DEPTH = 12;

/** Workato schema fields (a JSON string or an array) -> sample values, for callable flow example data. */
export function sampleFromSchema(schema: unknown, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (depth > SAMPLE_DEPTH) return out;
  for (const field of schemaFields(Array.isArray(schema) || typeof schema === 'string' ? schema : [])) {
    const name = str(field.name);
    if (!name) continue;
    const type = str(field.type);
    if (type === 'object') out[name] = sampleFromSchema(field.properties ?? [], depth + 1);
    else if (type === 'array') out[name] = field.properties ? [sampleFromSchema(field.properties, depth + 1)] : [];
    else if (type === 'integer' || type === 'number') out[name] = 1;
    else if (type === 'boolean') out[name] = true;
    else out[name] = sampleText(str(field.label) || name);
  }
  return out;
}

/** The archive of a workspace run's flows (src/output/workspace/write.ts), whose import wires the call steps. */
const WORKSPACE_ZIP = 'flows.zip';

/**
 * Sub Flows' callFlow names its callee by `flowId`, the called flow's externalId (the piece's dropdown offers
 * `flow.externalId ?? flow.id`; research/activepieces.md, piece-subflows). A workspace run knows the called recipe's
 * flow: its template's `metadata.externalId`, which the dashboard import of several flows replaces by the new
 * flow's id in every imported flow (src/engine/workspace/calls.ts). Otherwise the user picks the flow by hand.
 */
function callRecipe({ raw, step, conv, callees }: ShaperArgs, wait: boolean) {
  const callee = obj(raw.flow_id);
  const label = str(callee.name) || str(obj(step.dynamicPickListSelection).flow_id) || str(raw.flow_id);
  const payload = keep(conv.convert(raw.parameters ?? {}, 'parameters')) ?? {};
  const link = typeof step.number === 'number' ? callees?.[step.number] : undefined;
  if (link) return done({ flowId: link.externalId, mode: 'simple', flowProps: { payload }, waitForResponse: wait }, [{ key: 'subflow_wired', params: { callee: link.name, zip: WORKSPACE_ZIP } }]);
  return done({ mode: 'simple', flowProps: { payload }, waitForResponse: wait }, [{ key: 'subflow_link', params: { callee: label || '?' } }]);
}

/** Where Workato's HTTP request keeps its query parameters (an object, or a list of name/value pairs). */
const HTTP_QUERY_KEYS = ['request_params', 'query_params', 'url_params', 'params', 'query'];
/** Request fields the HTTP row reads (method, URL, headers, body and its content type). */
const HTTP_REQUEST_READ = new Set(['method', 'url', 'headers', 'body', 'request_body', 'payload', 'content_type']);
/** Step fields read, or about the answer and the job rather than the request sent (response parsing, retries). */
const HTTP_STEP_READ = new Set(['request', 'url', 'request_name', 'response', 'wait_for_response', 'disable_retries', 'completion_threshold_seconds', 'enable_streaming']);

function queryParams(value: unknown, conv: ShaperArgs['conv']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const pairs = Array.isArray(value) ? value.map(obj).map((p) => [str(p.name ?? p.key ?? p.param), p.value] as const) : Object.entries(obj(value));
  for (const [name, v] of pairs) if (name) out[name] = keep(conv.convert(v, `queryParams.${name}`)) ?? '';
  return out;
}

export const PLATFORM_SHAPERS = {
  schedule: ({ raw }) => {
    const { cron, timezone, notes } = cronFromSchedule(raw);
    return done({ cronExpression: cron ?? '', timezone }, notes);
  },

  callable_trigger: ({ raw }) =>
    done({ mode: 'simple', exampleData: { sampleData: sampleFromSchema(raw.parameters_schema_json ?? raw.parameters_schema) } }),

  // A Return result with no result field answers nil; the Sub Flows piece sends `response.response` as the callee's
  // data (activepieces/activepieces packages/pieces/community/subflows/src/lib/actions/respond.ts), so null says nil.
  return_result: ({ raw, conv }) =>
    done({ mode: 'simple', response: { response: raw.result === undefined ? null : (keep(conv.convert(raw.result, 'result')) ?? {}) } }),

  call_recipe: (args) => callRecipe(args, true),
  call_recipe_async: (args) => callRecipe(args, false),

  http_response: ({ raw, conv }) => {
    const status = Number(str(raw.http_status_code) || '200');
    // Respond to API request ends the Workato job: 'stop' answers and ends the run (return-response.ts, run.stop).
    return done({
      respond: 'stop',
      responseType: 'json',
      fields: {
        status: Number.isFinite(status) ? status : 200,
        headers: headersOf(raw.headers, conv),
        body: keep(conv.convert(raw.response ?? {}, 'response')) ?? {},
      },
    });
  },

  http_request: ({ raw, conv }) => {
    const request = obj(raw.request);
    const method = (str(request.method) || 'GET').toUpperCase();
    const url = keep(conv.convert(request.url ?? raw.url ?? '', 'url')) ?? '';
    const input: Record<string, unknown> = { method, url, headers: headersOf(request.headers, conv), queryParams: {}, authType: 'none' };
    const body = request.body ?? request.request_body ?? request.payload;
    // Query parameters given as such: the HTTP piece's queryParams (an OBJECT prop of the catalog's send_request).
    const queryKey = HTTP_QUERY_KEYS.find((k) => request[k] !== undefined && request[k] !== '');
    if (queryKey) input.queryParams = queryParams(request[queryKey], conv);
    if (body !== undefined && body !== '' && method !== 'GET' && method !== 'HEAD') {
      const converted = keep(conv.convert(body, 'body'));
      const json = str(request.content_type).includes('json') || typeof converted === 'object';
      input.body_type = json ? 'json' : 'raw';
      input.body = { data: converted };
    } else if (body && typeof body === 'object' && !queryKey) {
      input.queryParams = keep(conv.convert(body, 'queryParams')) ?? {};
    }
    // Every other request field is reported: the step is then not `mapped` and the check names the value.
    const dropped = [
      ...Object.keys(request).filter((k) => !HTTP_REQUEST_READ.has(k) && k !== queryKey && request[k] !== '' && request[k] !== undefined).map((k) => `request.${k}`),
      ...Object.keys(raw).filter((k) => !HTTP_STEP_READ.has(k) && !k.startsWith('_') && raw[k] !== '' && raw[k] !== undefined),
    ];
    return done(input, [{ key: 'http_connection' }], dropped);
  },

  delay_interval: ({ raw, conv }) => {
    const given = raw.interval ?? raw.wait_for ?? raw.seconds;
    const unit = str(raw.time_unit ?? raw.unit).toLowerCase();
    const known = ['seconds', 'minutes', 'hours', 'days'].includes(unit) ? unit : 'seconds';
    const amount = Number(str(given) || '0');
    if (Number.isFinite(amount)) return done({ unit: known, delayFor: amount });
    // A datapill or formula: its value at run time (the Delay piece's NUMBER prop converts the resolved text).
    return done({ unit: known, delayFor: keep(conv.convert(given, 'delayFor')) ?? 0 });
  },

  adhoc_http: ({ raw, conv }) => {
    const verb = (str(raw.verb) || 'get').toUpperCase();
    const data = obj(obj(raw.input).data);
    const converted = obj(keep(conv.convert(data, 'input.data')));
    const input: Record<string, unknown> = { url: { url: keep(conv.convert(str(raw.path), 'path')) ?? '' }, method: verb, headers: {}, queryParams: {} };
    if (verb === 'GET' || verb === 'DELETE') input.queryParams = converted;
    else {
      input.body_type = 'json';
      input.body = { data: converted };
    }
    return done(input, [{ key: 'adhoc_path', params: { path: str(raw.path), verb } }]);
  },

  pipefy_graphql: ({ raw, conv }) => {
    const query = raw.query ?? raw.api_call ?? obj(raw.input).query ?? raw.input;
    return done({
      url: { url: 'https://api.pipefy.com/graphql' },
      method: 'POST',
      headers: {},
      queryParams: {},
      body_type: 'json',
      body: { data: { query: keep(conv.convert(query ?? '', 'query')) ?? '' } },
    });
  },

  /** Workato Pub/Sub publish -> an HTTP POST to the subscriber flow's webhook (the topic trigger became one). */
  pubsub_publish: ({ raw, conv }) => {
    const message = keep(conv.convert(raw.message ?? raw.payload ?? raw.event ?? {}, 'message')) ?? {};
    return done(
      { method: 'POST', url: '', headers: {}, queryParams: {}, authType: 'none', body_type: 'json', body: { data: message } },
      [{ key: 'pubsub_publish', params: { topic: str(obj(raw.topic_id).name) || str(raw.topic_id) || '?' } }],
    );
  },
} satisfies Record<string, Shaper>;

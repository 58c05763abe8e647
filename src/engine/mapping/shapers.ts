// Named shapers: the few operations whose target input is built, not mapped key by key.
import type { WorkatoStep } from '../types.js';
import { SKIP, type FieldConverter } from '../flow/values.js';
import type { AppliedRow } from './apply.js';
import { cronFromSchedule } from './schedule.js';
import type { OperationRow } from './types.js';

export interface ShaperArgs {
  row: OperationRow;
  step: WorkatoStep;
  raw: Record<string, unknown>;
  conv: FieldConverter;
}

type Shaper = (args: ShaperArgs) => AppliedRow;

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const done = (input: Record<string, unknown>, notes: AppliedRow['notes'] = [], dropped: string[] = []): AppliedRow => ({ input, notes, dropped });
const keep = (v: unknown) => (v === SKIP ? undefined : v);

/** Workato schema fields (a JSON string or an array) -> sample values, for callable flow example data. */
export function sampleFromSchema(schema: unknown): Record<string, unknown> {
  let fields: unknown = schema;
  if (typeof schema === 'string') {
    try {
      fields = JSON.parse(schema);
    } catch {
      return {};
    }
  }
  const out: Record<string, unknown> = {};
  for (const f of Array.isArray(fields) ? fields : []) {
    const field = obj(f);
    const name = str(field.name);
    if (!name) continue;
    const type = str(field.type);
    if (type === 'object') out[name] = sampleFromSchema(field.properties ?? []);
    else if (type === 'array') out[name] = field.properties ? [sampleFromSchema(field.properties)] : [];
    else if (type === 'integer' || type === 'number') out[name] = 1;
    else if (type === 'boolean') out[name] = true;
    else out[name] = str(field.label) || name;
  }
  return out;
}

function headersOf(value: unknown, conv: FieldConverter): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (Array.isArray(value)) {
    for (const h of value) {
      const header = obj(h);
      const name = str(header.header ?? header.name ?? header.key);
      if (name) out[name] = keep(conv.convert(header.value, `headers.${name}`)) ?? '';
    }
  } else for (const [k, v] of Object.entries(obj(value))) out[k] = keep(conv.convert(v, `headers.${k}`)) ?? '';
  return out;
}

const SHAPERS: Record<string, Shaper> = {
  schedule: ({ raw }) => {
    const { cron, timezone, notes } = cronFromSchedule(raw);
    return done({ cronExpression: cron ?? '', timezone }, notes);
  },

  callable_trigger: ({ raw }) =>
    done({ mode: 'simple', exampleData: { sampleData: sampleFromSchema(raw.parameters_schema_json ?? raw.parameters_schema) } }),

  return_result: ({ raw, conv }) => done({ mode: 'simple', response: { response: keep(conv.convert(raw.result ?? {}, 'result')) ?? {} } }),

  call_recipe: (args) => callRecipe(args, true),
  call_recipe_async: (args) => callRecipe(args, false),

  http_response: ({ raw, conv }) => {
    const status = Number(str(raw.http_status_code) || '200');
    return done({
      respond: 'respond',
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
    if (body !== undefined && body !== '' && method !== 'GET' && method !== 'HEAD') {
      const converted = keep(conv.convert(body, 'body'));
      const json = str(request.content_type).includes('json') || typeof converted === 'object';
      input.body_type = json ? 'json' : 'raw';
      input.body = { data: converted };
    } else if (body && typeof body === 'object') {
      input.queryParams = keep(conv.convert(body, 'queryParams')) ?? {};
    }
    return done(input, [{ key: 'http_connection' }]);
  },

  delay_interval: ({ raw }) => {
    const amount = Number(str(raw.interval ?? raw.wait_for ?? raw.seconds) || '0');
    const unit = str(raw.time_unit ?? raw.unit).toLowerCase();
    const known = ['seconds', 'minutes', 'hours', 'days'].includes(unit) ? unit : 'seconds';
    return done({ unit: known, delayFor: Number.isFinite(amount) ? amount : 0 });
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
};

function callRecipe({ raw, step, conv }: ShaperArgs, wait: boolean): AppliedRow {
  const callee = obj(raw.flow_id);
  const label = str(callee.name) || str(obj(step.dynamicPickListSelection).flow_id) || str(raw.flow_id);
  const payload = keep(conv.convert(raw.parameters ?? {}, 'parameters')) ?? {};
  return done({ mode: 'simple', flowProps: { payload }, waitForResponse: wait }, [{ key: 'subflow_link', params: { callee: label || '?' } }]);
}

export function runShaper(name: string, args: ShaperArgs): AppliedRow {
  const shaper = SHAPERS[name];
  if (!shaper) throw new Error(`unknown shaper ${name}`);
  return shaper(args);
}

export const SHAPER_NAMES = Object.keys(SHAPERS);

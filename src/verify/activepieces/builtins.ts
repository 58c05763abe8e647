// Pieces the model runs itself (no external service): Storage, webhook and sub-flow responses, stop/fail, delays,
// JSON.
// Each returns the step output and how it affects the run (stop hook, respond hook).
import type { StorageState, StoreScope } from './types.js';

export interface BuiltinContext {
  storage: StorageState;
  runId: string;
  triggerPiece: string;
}

export interface BuiltinResult {
  output: unknown;
  /** run.stop(): the engine sets the verdict to SUCCEEDED with this stop response and runs nothing more */
  stop?: { response?: unknown };
  /** a response sent to the caller (webhook HTTP reply or sub-flow callback), the run going on */
  respond?: unknown;
}

type Builtin = (input: Record<string, any>, ctx: BuiltinContext) => BuiltinResult; // eslint-disable-line @typescript-eslint/no-explicit-any

// Storage: npm @activepieces/piece-store@0.6.20 src/index.js (executeStoragePut/Get/Append/RemoveValue, getScopeAndKey).

/** getScopeAndKey: COLLECTION and FLOW as they are; RUN is FLOW with the key `run_<runId>/<key>`. */
function scoped(input: Record<string, unknown>, ctx: BuiltinContext): { scope: StoreScope; key: string } {
  const key = String(input.key ?? '');
  // validateZod: key is a string of at most 128 characters
  if (key.length > 128) throw new Error(JSON.stringify({ errors: { key: 'Too big: expected string to have <=128 characters' } }));
  if (input.store_scope === 'RUN') return { scope: 'FLOW', key: `run_${ctx.runId}/${key}` };
  return { scope: input.store_scope === 'FLOW' ? 'FLOW' : 'COLLECTION', key };
}

const own = (map: Record<string, unknown>, key: string) => (Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined);
const put = (map: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });

const BUILTINS: Record<string, Record<string, Builtin>> = {
  '@activepieces/piece-store': {
    // executeStoragePut: store.put(key, value) returns the value; `value` is SHORT_TEXT, so already a string.
    put: (input, ctx) => {
      const { scope, key } = scoped(input, ctx);
      put(ctx.storage[scope], key, input.value);
      return { output: input.value };
    },
    // executeStorageGet: store.get(key) ?? defaultValue
    get: (input, ctx) => {
      const { scope, key } = scoped(input, ctx);
      return { output: own(ctx.storage[scope], key) ?? input.defaultValue };
    },
    // executeStorageRemoveValue: delete, then { success: true }
    remove_value: (input, ctx) => {
      const { scope, key } = scoped(input, ctx);
      delete ctx.storage[scope][key];
      return { output: { success: true } };
    },
    // executeStorageAppend: text appended with the separator; '' or nil value leaves the stored text as it is
    append: (input, ctx) => {
      const { scope, key } = scoped(input, ctx);
      const current = own(ctx.storage[scope], key) || '';
      if (typeof current !== 'string') throw new Error(`Key ${input.key} is not a string`);
      if (input.value === '' || input.value === null || input.value === undefined) return { output: current };
      const separator = String(input.separator || '').replace(/\\n/g, '\n');
      const next = current + (current.length > 0 ? separator : '') + input.value;
      put(ctx.storage[scope], key, next);
      return { output: next };
    },
  },
  '@activepieces/piece-webhook': {
    // return_response: { status, headers, body } with a JSON body parsed from text; respond 'stop' calls
    // run.stop, 'respond' calls run.respond, absent calls neither. Source: npm @activepieces/piece-webhook@0.1.29
    // src/lib/actions/return-response.js (run). The engine sends the HTTP reply only when the flow's trigger is
    // the same piece (packages/engine/src/lib/handler/piece-executor.ts, isSamePiece).
    return_response: (input, ctx) => {
      const fields = (input.fields ?? {}) as Record<string, unknown>;
      const response: Record<string, unknown> = { status: fields.status ?? 200, headers: fields.headers ?? {} };
      // switch (responseType): json parses text or makes a JSON round trip (praseToJson), raw keeps the body,
      // redirect answers 301 with a Location header; an absent type sets no body at all
      if (input.responseType === 'json') response.body = typeof fields.body === 'string' ? JSON.parse(fields.body) : JSON.parse(JSON.stringify(fields.body) ?? 'undefined');
      else if (input.responseType === 'raw') response.body = fields.body;
      else if (input.responseType === 'redirect') {
        response.status = 301;
        response.headers = { ...(response.headers as object), Location: ensureProtocol(String(fields.body)) };
        response.body = fields.body;
      }
      const sent = ctx.triggerPiece === '@activepieces/piece-webhook' ? response : undefined;
      if (input.respond === 'stop') return { output: response, stop: { response: sent } };
      if (input.respond === 'respond') return { output: response, respond: sent };
      return { output: response };
    },
  },
  '@activepieces/piece-subflows': {
    // returnResponse posts { status: 'success', data } to the caller's callback and returns the response; it does
    // not stop the run. Source: npm @activepieces/piece-subflows@0.6.3 src/index.js (returnResponse run) and
    // activepieces/activepieces packages/pieces/community/subflows/src/lib/actions/respond.ts.
    returnResponse: (input, ctx) => {
      const response = (input.response as Record<string, unknown> | undefined)?.response;
      return { output: response, respond: ctx.triggerPiece === '@activepieces/piece-subflows' ? response : undefined };
    },
  },
  '@activepieces/piece-flow-helper': {
    // stopFlow: run.stop() with no response; output { success, message }. Source: activepieces/activepieces
    // packages/pieces/community/flow-helper/src/lib/actions/stop-flow.ts
    stopFlow: () => ({ output: { success: true, message: 'Flow stopped successfully.' }, stop: {} }),
    // getRunId returns { id: context.run.id, url: <instance>/projects/<project>/runs/<run id> }.
    // Source: …/flow-helper/src/lib/actions/get-run-id.ts
    getRunId: (_input, ctx) => ({ output: { id: ctx.runId, url: `model://projects/model-project/runs/${ctx.runId}` } }),
    // failFlow throws the message. Source: …/flow-helper/src/lib/actions/fail-flow.ts
    failFlow: (input) => {
      throw new Error(String(input.message ?? ''));
    },
  },
  '@activepieces/piece-delay': {
    // After the wait (a pause and resume, or a short sleep) delayFor returns { delayForInMs, success }; a negative
    // amount fails its zod check. The wait itself is not modelled: the run goes on at once. Source: npm
    // @activepieces/piece-delay@0.3.26 src/lib/actions/delay-for-action.js (run, calculateDelayInMs).
    delayFor: (input) => {
      const amount = input.delayFor as number;
      if (!(amount >= 0)) throw new Error(JSON.stringify({ errors: { delayFor: 'Number must be greater than or equal to 0' } }));
      return { output: { delayForInMs: amount * (DELAY_UNITS[String(input.unit ?? 'seconds')] ?? 1000), success: true } };
    },
    // delay_until returns { delayTill: Date, success } (a Date, serialised as ISO text). Source: …/delay-until-action.js
    delay_until: (input) => ({ output: { delayTill: new Date(String(input.delayUntilTimestamp)).toJSON(), success: true } }),
  },
  '@activepieces/piece-json': {
    // convert_text_to_json returns JSON.parse(text). Source: activepieces/activepieces
    // packages/pieces/community/json/src/lib/actions/convert-text-to-json.ts
    convert_text_to_json: (input) => ({ output: JSON.parse(String(input.text ?? input.text_object ?? '')) }),
  },
};


const ensureProtocol = (url: string) => (url.startsWith('http://') || url.startsWith('https://') ? url : `https://${url}`);

const DELAY_UNITS: Record<string, number> = { seconds: 1000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

export function builtin(piece: string, action: string): Builtin | undefined {
  const actions = Object.prototype.hasOwnProperty.call(BUILTINS, piece) ? BUILTINS[piece]! : undefined;
  return actions && Object.prototype.hasOwnProperty.call(actions, action) ? actions[action] : undefined;
}

export function emptyStorage(): StorageState {
  return { COLLECTION: {}, FLOW: {} };
}

export function copyStorage(s: StorageState | undefined): StorageState {
  return s ? { COLLECTION: { ...s.COLLECTION }, FLOW: { ...s.FLOW } } : emptyStorage();
}

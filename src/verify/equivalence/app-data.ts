// What the external app (or the caller) really sent, read back from the output Workato gave a step. Both runtimes
// see the same underlying data, each through its own shape: Workato's view is the interpreter's sampled output,
// the Activepieces view is that data passed through the piece's output shape (src/engine/mapping/outputs).
// Data: one row per Workato trigger/operation whose output is not the app's data itself; every other operation's
// output is taken as the data unchanged.
import { columnLetter } from '../../engine/mapping/output-keys.js';
import { asRecord } from '../../engine/mapping/outputs/types.js';

type ToData = (workatoOutput: unknown) => unknown;

const SLACK_EVENTS = new Set(['reaction_added', 'reaction_removed', 'app_mention', 'message', 'channel_created', 'team_join']);

// Node lower-cases the names of received headers (IncomingMessage.headers), which the webhook piece passes on.
const lowerKeys = (v: unknown) => Object.fromEntries(Object.entries(asRecord(v)).map(([k, x]) => [k.toLowerCase(), x]));
const webhookRequest = (body: unknown, headers: unknown, query: unknown) => ({ body: body ?? {}, headers: lowerKeys(headers), queryParams: query ?? {} });
const without = (o: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

const ROWS: Record<string, ToData> = {
  // A Workato webhook event: the body under `payload`, the query under `params`, the headers under `headers`; fields
  // at the root are read as the body's (the mapping row renames the first three and prefixes the rest with `body`).
  'trigger workato_webhooks/new_event': (out) => {
    const o = asRecord(out);
    return webhookRequest({ ...without(o, ['payload', 'params', 'headers']), ...asRecord(o.payload) }, o.headers, o.params);
  },
  // An API endpoint request: body under `request`, query parameters under `params`, headers under
  // `context.headers` (research/workato.md §2, receive_request input; issue 13, output shapes).
  'trigger workato_api_platform/receive_request': (out) => {
    const o = asRecord(out);
    return webhookRequest(o.request, asRecord(o.context).headers, o.params);
  },
  'trigger workato_service/receive_request': (out) => {
    const o = asRecord(out);
    return webhookRequest(o.request, asRecord(o.context).headers, o.params);
  },
  // Slack's event trigger keys its output by the event (`reaction_added.item.channel`; the mapping rows rename that
  // key away); the piece reads the Events API envelope's `event` (src/engine/mapping/outputs/apps.ts).
  'trigger slack/new_event': (out) => {
    const o = asRecord(out);
    const key = Object.keys(o).find((k) => SLACK_EVENTS.has(k));
    return { event: key ? o[key] : out };
  },
  // A callable recipe's datapills are its caller's parameters; the caller posts them as the sub-flow payload.
  'trigger workato_recipe_function/execute': (out) => asRecord(out).parameters ?? {},
  'trigger workato_genie/start_workflow': (out) => asRecord(out).parameters ?? {},
  'trigger workato_skill/start_workflow': (out) => asRecord(out).parameters ?? {},
  // Salesforce search lists the records under the object's name; the query API answers { totalSize, done, records }.
  'action salesforce/search_sobjects': (out) => {
    const o = asRecord(out);
    const records = Object.values(o).find(Array.isArray) ?? [];
    return { totalSize: records.length, done: true, records };
  },
  // HTTP v2: `response` holds the fields of a JSON body (`body` the body itself), `headers` and `status_code`.
  'action rest/make_request_v2': httpResponse,
  'action rest/make_request': httpResponse,
  // A recipe call's output is the callee's answer under `result`; that answer is what the called flow responds.
  'action workato_recipe_function/call_recipe': (out) => asRecord(out).result ?? {},
};

/** A Google Sheets row event: Workato's `columns.col_<n>` are the cells of columns 1..n, `row_number` the row. */
function sheetRow(out: unknown): unknown {
  const o = asRecord(out);
  const values: Record<string, unknown> = {};
  for (const [key, cell] of Object.entries(asRecord(o.columns))) {
    const m = /^col_(\d+)$/.exec(key);
    if (m && Number(m[1]) >= 1) values[columnLetter(Number(m[1]) - 1)] = cell;
  }
  return { row: o.row_number, values };
}

/**
 * A Gmail new-email event: the mail Workato read (subject, attachments with `filename`, `mime_type`, `size`, the
 * thread id) as the piece holds it (attachments stored as files { fileName, mimeType, size }).
 */
function gmailEvent(out: unknown): unknown {
  const o = asRecord(out);
  const attachments = Array.isArray(o.attachments) ? o.attachments.map(asRecord) : [];
  return {
    message: { subject: o.subject, attachments: attachments.map((a) => ({ fileName: a.filename, mimeType: a.mime_type, size: a.size })) },
    thread: { data: { id: o.thread_id } },
  };
}

/**
 * Pipefy's card.move webhook data: the action, the phases and who moved the card, and a card with only id, title and
 * pipe_id (shared/research/updates-2026-11.md "Pipefy piece trigger payloads"); Workato's connector read the whole
 * card, so its other fields are not in the event.
 */
function pipefyCardMove(out: unknown): unknown {
  const o = asRecord(out);
  const card = asRecord(o.card);
  const data: Record<string, unknown> = { action: 'card.move' };
  for (const key of ['from', 'to', 'moved_by']) if (o[key] !== undefined) data[key] = o[key];
  data.card = Object.fromEntries(['id', 'title', 'pipe_id'].filter((k) => card[k] !== undefined).map((k) => [k, card[k]]));
  return data;
}

/** The first list among Workato's output keys (or the output itself when it is a list). */
const listUnder = (...keys: string[]): ToData => (out) => {
  if (Array.isArray(out)) return out;
  const o = asRecord(out);
  for (const k of keys) if (Array.isArray(o[k])) return o[k];
  return [];
};

/**
 * By the flow step's target (`piece action`, or `piece trigger`), whatever the Workato operation's spelling: the app
 * data is a part of Workato's output (the listing behind a list action's output key, read by the mapping rows'
 * output renames), or the event as the trigger's piece receives it.
 */
const BY_TARGET: Record<string, ToData> = {
  '@activepieces/piece-google-sheets google-sheets-new-or-updated-row': sheetRow,
  '@activepieces/piece-gmail gmail_new_email_received': gmailEvent,
  '@activepieces/piece-pipefy cardMoved': pipefyCardMove,
  '@activepieces/piece-sftp listFolderContents': listUnder('files', 'list', 'contents'),
  '@activepieces/piece-amazon-s3 list-files': listUnder('objects', 'files', 'contents'),
  // The rows Workato selected, as Run a Query answers them (the job's own details are not Workato's).
  '@activepieces/piece-google-bigquery run_query': (out) => {
    const rows = listUnder('rows')(out) as unknown[];
    return { rows, row_count: rows.length, total_rows: rows.length, bytes_processed: '0', job_id: null, cache_hit: false };
  },
  // A record read by id: the query Find record runs answers it as the one item of `records`.
  '@activepieces/piece-salesforce find_record': (out) => ({ totalSize: 1, done: true, records: [out] }),
};

function httpResponse(out: unknown): unknown {
  const o = asRecord(out);
  const body = o.response !== undefined && o.response !== null ? o.response : o.body !== undefined ? o.body : without(o, ['headers', 'status_code']);
  return { status: o.status_code ?? 200, headers: lowerKeys(o.headers), body };
}

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Flow actions that answer with the whole HTTP response (`{ status, headers, body }`): a Workato action that became
 * one of them saw only the response body, so its output is that body of a successful response.
 */
const WHOLE_RESPONSE = (piece: string, action: string) => action === 'custom_api_call' || (piece === '@activepieces/piece-http' && action === 'send_request');

/**
 * The app data behind Workato's output of `provider/name` (a trigger event or an action output), as the flow's
 * step `target` (piece and action, or trigger) receives it.
 */
export function appData(kind: 'trigger' | 'action', provider: string, name: string, workatoOutput: unknown, target?: { piece: string; action: string }): unknown {
  const key = `${kind} ${provider}/${name}`;
  if (has(ROWS, key)) return ROWS[key]!(workatoOutput);
  if (target && WHOLE_RESPONSE(target.piece, target.action)) return { status: 200, headers: {}, body: workatoOutput };
  const byTarget = target ? BY_TARGET[`${target.piece} ${target.action}`] : undefined;
  if (byTarget) return byTarget(workatoOutput);
  return workatoOutput;
}

/**
 * The card Pipefy's GraphQL `card(id)` answers for the card Workato's trigger read: the same card, its fields (keyed
 * by field id in Workato's output) as Pipefy's list `[{ name, field: { id }, value }]`
 * (williangoncalvespipefy/activepieces packages/pieces/pipefy/src/lib/common/graphql-requests.ts,
 * buildGetCardWithFieldsByIdRequest).
 */
function pipefyFetchedCard(triggerOutput: unknown): unknown {
  const card = asRecord(asRecord(triggerOutput).card);
  const fields = card.fields;
  const list = Array.isArray(fields) ? fields : Object.entries(asRecord(fields)).map(([id, value]) => ({ name: id, field: { id }, value }));
  return { ...card, fields: list };
}

/** By the flow's enrichment step target (OperationRow.enrich): the object it fetches, from Workato's trigger output. */
const ENRICHED: Record<string, ToData> = {
  '@activepieces/piece-pipefy getCardById': pipefyFetchedCard,
};

/** What the step fetching the trigger's object (OperationRow.enrich) receives, or undefined for an unknown target. */
export function enrichedData(target: { piece: string; action: string }, workatoTriggerOutput: unknown): unknown {
  const key = `${target.piece} ${target.action}`;
  return has(ENRICHED, key) ? ENRICHED[key]!(workatoTriggerOutput) : undefined;
}

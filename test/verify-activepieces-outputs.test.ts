// Piece output shapes (src/engine/mapping/outputs): each row exists in the target catalog and cites its source;
// the runtime model shapes app data with them and reports actions whose shape is unknown.
import { describe, expect, it } from 'vitest';
import { catalogOperation } from '../src/engine/mapping/catalog.js';
import { allOutputShapes, outputShape } from '../src/engine/mapping/outputs/index.js';
import { modelGaps, triggerOutput } from '../src/verify/activepieces/index.js';
import { flow, piece, router, run, sent, slack } from './support/ap-runtime.js';
import { webhookTemplate } from './support/templates.js';

const shape = (p: string, name: string, kind: 'action' | 'trigger' = 'action') => outputShape(p, kind, name)!;

describe('output shape rows', () => {
  it('name a piece action or trigger of the target catalog and cite where they were read', () => {
    for (const row of allOutputShapes()) {
      expect([row.piece, row.name, catalogOperation(row.piece, row.kind, row.name) !== undefined]).toEqual([row.piece, row.name, true]);
      expect(row.source).toMatch(/packages\/pieces|npm @activepieces\/piece-/);
    }
  });

  it('HTTP and every custom_api_call give { status, headers, body }', () => {
    const response = { status: 404, headers: { a: '1' }, body: { error: 'x' }, extra: true };
    expect(shape('@activepieces/piece-http', 'send_request').output(response, {})).toEqual({ status: 404, headers: { a: '1' }, body: { error: 'x' } });
    expect(shape('@activepieces/piece-okta', 'custom_api_call').output(response, {})).toEqual({ status: 404, headers: { a: '1' }, body: { error: 'x' } });
  });

  it('callFlow waiting for the response gives { status, data }; the webhook trigger { body, headers, queryParams }', () => {
    expect(shape('@activepieces/piece-subflows', 'callFlow').output({ found: true }, { waitForResponse: true })).toEqual({ status: 'success', data: { found: true } });
    expect(shape('@activepieces/piece-webhook', 'catch_webhook', 'trigger').output({ body: { a: 1 } }, {})).toEqual({ body: { a: 1 }, headers: {}, queryParams: {} });
  });

  it('Tables find-records and Jira search give the list itself; ChatGPT gives the answer text', () => {
    const records = [{ id: 'r1', cells: { name: { value: 'x' } } }];
    expect(shape('@activepieces/piece-tables', 'tables-find-records').output(records, {})).toEqual(records);
    expect(shape('@activepieces/piece-jira-cloud', 'search_issues').output({ issues: [{ key: 'A-1' }, { key: 'A-2' }] }, { maxResults: 1 })).toEqual([{ key: 'A-1' }]);
    expect(shape('@activepieces/piece-openai', 'ask_chatgpt').output({ choices: [{ message: { content: 'hi' } }] }, {})).toBe('hi');
  });

  it('Gmail get mail gives the parsed mail under the id it was asked for', () => {
    expect(shape('@activepieces/piece-gmail', 'gmail_get_mail').output({ subject: 'Hi', attachments: [{ filename: 'a.pdf' }] }, { message_id: 'm1' }))
      .toEqual({ id: 'm1', subject: 'Hi', attachments: [{ filename: 'a.pdf' }] });
  });

  it('the Google Sheets row trigger gives { row, values } keyed by column letter, empty cells as empty text', () => {
    // google-sheets/src/lib/triggers/new-or-updated-row.trigger.ts run: { row: row + 1, values: { [columnToLabel(c)]: cell ?? '' } }
    expect(shape('@activepieces/piece-google-sheets', 'google-sheets-new-or-updated-row', 'trigger').output({ row: 4, values: { A: 'Ana', B: null, C: 'a@yahoo.com' } }, {}))
      .toEqual({ row: 4, values: { A: 'Ana', B: '', C: 'a@yahoo.com' } });
  });

  it('the Gmail new email trigger gives { message, thread } with the attachments stored as files', () => {
    // gmail/src/lib/triggers/new-email.ts pollRecentMessages: { message: { ...parsed, attachments: convertAttachment(...) }, thread }
    const mail = { message: { subject: 'Hi', attachments: [{ fileName: 'a.pdf', mimeType: 'application/pdf', size: 3, data: 'file://a' }] }, thread: { data: { id: 't1' } } };
    expect(shape('@activepieces/piece-gmail', 'gmail_new_email_received', 'trigger').output(mail, {})).toEqual(mail);
    expect(shape('@activepieces/piece-gmail', 'gmail_new_email_received', 'trigger').output({ message: { subject: 'x' } }, {}))
      .toEqual({ message: { subject: 'x', attachments: [] }, thread: {} });
  });

  it("Pipefy's card moved trigger gives the card.move webhook data under data", () => {
    // research: Pipefy's migrator reads trigger['data']['card'][...]; the webhook data is { action, from, to, moved_by, card }
    const data = { action: 'card.move', to: { id: 555, name: 'Review' }, card: { id: 7, title: 'C', pipe_id: 'p' } };
    expect(shape('@activepieces/piece-pipefy', 'cardMoved', 'trigger').output(data, {})).toEqual({ data });
  });

  it('an unknown piece action has no shape (never guessed)', () => {
    expect(outputShape('@activepieces/piece-gmail', 'action', 'send_email')).toBeUndefined();
  });
});

describe('shapes inside a run', () => {
  it('a later step reads the HTTP body under body, not the raw API answer', () => {
    const http = piece('step_1', '@activepieces/piece-http', 'send_request', { method: 'GET', url: 'https://x.test', headers: {}, queryParams: {}, authType: 'none', body_type: 'none' });
    const detail = run(flow(http, slack('step_2', "{{step_1['body']['id']}}/{{step_1['id']}}")), {}, (call) => (call.step === 'step_1' ? { status: 200, headers: {}, body: { id: 9 } } : { ok: true }));
    expect(sent(detail)).toEqual(['9/']);
    expect(detail.calls[0]).toMatchObject({ runtime: 'activepieces', app: '@activepieces/piece-http', operation: 'send_request', step: 'step_1' });
  });

  it('an action with no known shape reads as nothing and is reported', () => {
    const mail = piece('step_1', '@activepieces/piece-gmail', 'send_email', { receiver: ['a@b.c'], subject: 's', body: 'b' });
    const detail = run(flow(mail, slack('step_2', "id={{step_1['id']}}")), {}, () => ({ id: 'sent-1' }));
    expect(sent(detail)).toEqual(['id=']);
    expect(detail.unmodelled).toEqual([{ step: 'step_1', what: 'no known output shape for @activepieces/piece-gmail send_email: its output reads as nothing' }]);
  });

  it('modelGaps finds on every path, without running, the actions and references the model cannot reproduce', () => {
    const mail = piece('step_2', '@activepieces/piece-gmail', 'send_email', { receiver: ["{{variables['BOX']}}"], subject: 's', body: 'b' });
    const template = flow(router('step_1', [{ conditions: [[{ operator: 'EXISTS', firstValue: "{{trigger['body']['never']}}" }]], then: mail }]), slack('step_3', 'x'));
    expect(modelGaps(template)).toEqual([
      { step: 'step_2', what: "project variable not modelled: {{variables['BOX']}}" },
      { step: 'step_2', what: 'no known output shape for @activepieces/piece-gmail send_email' },
    ]);
    // the run itself never reaches step_2
    expect(run(template).unmodelled).toEqual([]);
  });

  it('triggerOutput shapes event data for a known trigger and says when it does not know one', () => {
    expect(triggerOutput(webhookTemplate(), { body: { x: 1 } })).toEqual({ known: true, output: { body: { x: 1 }, headers: {}, queryParams: {} } });
    const pipefy = webhookTemplate();
    (pipefy.flows[0]!.trigger as Record<string, any>).settings = { pieceName: '@activepieces/piece-pipefy', triggerName: 'cardLate', input: {} };
    expect(triggerOutput(pipefy, { card: {} })).toEqual({ known: false, output: { card: {} } });
  });
});

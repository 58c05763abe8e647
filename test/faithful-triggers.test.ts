// Trigger output shapes: a later step that reads a field of the trigger's event receives, in the flow, the value the
// recipe read. Each fragment's flow failed before its fix (the trigger's output shape was unknown to the check, and the
// references read Workato's tree: `columns.col_3`, `attachments`, `card.fields`). Shapes: src/engine/mapping/outputs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { normalizeRecipe } from '../src/engine/recipe.js';
import { verifyFlow } from '../src/verify/equivalence.js';
import { corpusFiles, hasCorpus, readCorpus } from './support/corpus.js';
import { callNames, runTranslated, runWorkato, translate, type Translated } from './support/faithful.js';
import { checkTemplate } from './support/flow-check.js';
import { action, dp, ifStep, cond, elseStep, PIPEFY, pipefyCardMoved, type Step } from './support/recipes.js';

const PIPEFY_PIECE = '@activepieces/piece-pipefy';
const post = (as: string, message: string) => action('slack', 'post_message_to_channel', as, { channel: 'C1', message });
const texts = (run: { calls: ReadonlyArray<{ input: Record<string, unknown> }> }, key: string) => run.calls.map((c) => c.input[key]);
const fieldCauses = (t: Translated) => t.result.diagnostics.filter((d) => d.code === 'field_unsupported').map((d) => `${d.step} ${JSON.stringify(d.params ?? d)}`);
const verdictOf = (t: Translated) => verifyFlow(normalizeRecipe(t.raw, 'fragment'), t.template);

describe('Google Sheets new or updated row', () => {
  const sheet = (block: Step[]): Step => ({
    keyword: 'trigger', provider: 'google_sheets', name: 'updated_spreadsheet_row_v4_2', as: 'trg',
    input: { spreadsheet: 'sheet-1', sheet: 'Sheet2', watchfield: '3' },
    extended_output_schema: [
      { name: 'columns', type: 'object', properties: [{ name: 'col_1', label: 'First Name', type: 'string' }, { name: 'col_3', label: 'Email Address', type: 'string' }] },
      { name: 'row_number', type: 'integer' },
    ],
    block,
  });
  const cell = (n: number) => dp('google_sheets', 'trg', ['columns', `col_${n}`]);

  it('a cell read as columns.col_<n> is the row value of column letter n; row_number is the row', () => {
    const t = translate(sheet([post('s1', `${cell(1)} <${cell(3)}> at row ${dp('google_sheets', 'trg', ['row_number'])}`)]));
    expect(JSON.stringify(t.template)).toContain("{{trigger['values']['C']}}");
    const flow = runTranslated(t, { row: 4, values: { A: 'Ana', B: 'Lima', C: 'ana@gmail.com' } });
    expect(texts(flow, 'text')).toEqual(['Ana <ana@gmail.com> at row 4']);
    const workato = runWorkato(t, { columns: { col_1: 'Ana', col_3: 'ana@gmail.com' }, row_number: 4 });
    expect(texts(workato, 'message')).toEqual(['Ana <ana@gmail.com> at row 4']);
    expect(verdictOf(t).verdict).toBe('equivalent');
  });

  it('the column Workato monitored (watchfield, from 1; 0 for all) is the trigger column, by letter', () => {
    expect(translate(sheet([post('s1', 'x')])).template.flows[0]!.trigger.settings.input).toMatchObject({ trigger_column: 'C' });
    const all = sheet([post('s1', 'x')]);
    all.input = { spreadsheet: 'sheet-1', sheet: 'Sheet2', watchfield: '0' };
    expect(translate(all).template.flows[0]!.trigger.settings.input).toMatchObject({ trigger_column: 'all_columns' });
  });

  it('a trigger condition on a cell filters on the same value', () => {
    const trigger = sheet([post('s1', `new ${cell(3)}`)]);
    trigger.filter = { type: 'compound', operand: 'or', conditions: [cond('contains', cell(3), '@gmail.com')] };
    const t = translate(trigger);
    expect(texts(runTranslated(t, { row: 2, values: { A: 'x', C: 'b@gmail.com' } }), 'text')).toEqual(['new b@gmail.com']);
    expect(runTranslated(t, { row: 2, values: { A: 'x', C: 'b@corp.com' } }).calls).toEqual([]);
    expect(verdictOf(t).verdict).toBe('equivalent');
  });

  it('the sheet name is not in the event: a pill into it is flagged, not left reading nothing', () => {
    const t = translate(sheet([post('s1', `sheet ${dp('google_sheets', 'trg', ['sheet_name'])}`)]));
    expect(JSON.stringify(t.template)).not.toContain("trigger['sheet_name']");
    expect(fieldCauses(t).join('\n')).toContain('sheet_name');
  });
});

describe('Gmail new email', () => {
  const mail = (block: Step[]): Step => ({ keyword: 'trigger', provider: 'gmail', name: 'new_email', as: 'trg', input: {}, block });

  it('the subject and each attachment name are read from the parsed mail (attachments stored as files)', () => {
    const each: Step = {
      keyword: 'foreach', as: 'att', input: {}, source: dp('gmail', 'trg', ['attachments']),
      block: [post('s2', `${dp('gmail', 'trg', ['subject'])}: ${dp('foreach', 'att', ['filename'])}`)],
    };
    const t = translate(mail([each]));
    const event = { message: { subject: 'Invoices', attachments: [{ fileName: 'a.pdf', mimeType: 'application/pdf', size: 3 }, { fileName: 'b.pdf' }] }, thread: { data: { id: 't1' } } };
    expect(texts(runTranslated(t, event), 'text')).toEqual(['Invoices: a.pdf', 'Invoices: b.pdf']);
    const workato = runWorkato(t, { subject: 'Invoices', attachments: [{ filename: 'a.pdf' }, { filename: 'b.pdf' }] });
    expect(texts(workato, 'message')).toEqual(['Invoices: a.pdf', 'Invoices: b.pdf']);
    expect(verdictOf(t).verdict).toBe('equivalent');
  });

  it("the first attachment's name outside a loop reads the first stored file", () => {
    const t = translate(mail([post('s1', dp('gmail', 'trg', ['attachments', { path_element_type: 'current_item' } as never, 'filename']))]));
    expect(texts(runTranslated(t, { message: { attachments: [{ fileName: 'a.pdf' }] } }), 'text')).toEqual(['a.pdf']);
  });

  it("Workato's email id (Gmail's message id) is not in the event: the step that reads it is flagged", () => {
    const t = translate(mail([action('gmail', 'get_email', 'get', { id: dp('gmail', 'trg', ['id']) })]));
    expect(JSON.stringify(t.template)).not.toContain("trigger['id']");
    expect(fieldCauses(t).join('\n')).toContain('message_id');
    expect(t.result.routing.routing).toBe('manual_revision');
  });

  it('a Workato mail field with no known counterpart in the event is flagged, not left reading nothing', () => {
    const t = translate(mail([post('s1', `${dp('gmail', 'trg', ['subject'])} / ${dp('gmail', 'trg', ['snippet'])}`)]));
    expect(JSON.stringify(t.template)).not.toContain("trigger['snippet']");
    expect(fieldCauses(t).join('\n')).toContain('snippet');
  });
});

describe('Pipefy card moved', () => {
  it("the card's id and title are read from the card.move event under data", () => {
    const t = translate(pipefyCardMoved([post('s1', `Card ${dp(PIPEFY, 'trg', ['card', 'title'])}, id ${dp(PIPEFY, 'trg', ['card', 'id'])}`)]));
    const flow = runTranslated(t, { action: 'card.move', to: { id: 555 }, card: { id: 7, title: 'Offer', pipe_id: '301' } });
    expect(texts(flow, 'text')).toEqual(['Card Offer, id 7']);
    expect(verdictOf(t).verdict).toBe('equivalent');
  });

  it('a card field the webhook does not carry: the card is fetched after the trigger and its fields read by id', () => {
    const approved = dp(PIPEFY, 'trg', ['card', 'fields', 'approved']);
    const t = translate(pipefyCardMoved([ifStep([cond('equals_to', approved, 'Yes')], [post('s2', 'approved'), elseStep([post('s4', 'rejected')])])]));
    const fetch = t.template.flows[0]!.trigger.nextAction as unknown as { name: string; settings: { pieceName: string; actionName: string; input: unknown }; nextAction: { type: string; name: string } };
    expect([fetch.settings.pieceName, fetch.settings.actionName]).toEqual([PIPEFY_PIECE, 'getCardById']);
    expect(fetch.settings.input).toEqual({ cardId: "{{trigger['data']['card']['id']}}" });
    expect(fetch.nextAction.type).toBe('CODE');
    expect(JSON.stringify(t.template)).toContain(`{{${fetch.nextAction.name}['card']['fields']['approved']}}`);
    // the fetched card as Pipefy's GraphQL answers it: fields are a list of { name, field { id }, value }
    const card = (value: string) => ({ id: 7, title: 'Offer', fields: [{ name: 'Approved?', field: { id: 'approved' }, value }, { name: 'Other', field: { id: 'other' }, value: 'x' }] });
    const event = { action: 'card.move', card: { id: 7, title: 'Offer', pipe_id: '301' } };
    for (const [value, text] of [['Yes', 'approved'], ['No', 'rejected']] as const) {
      const flow = runTranslated(t, event, (call) => (call.operation === 'getCardById' ? card(value) : {}));
      expect(callNames(flow)).toEqual([`${PIPEFY_PIECE}/getCardById`, '@activepieces/piece-slack/send_channel_message']);
      expect(flow.calls[0]!.input).toMatchObject({ cardId: 7 });
      expect(texts(flow, 'text').slice(1)).toEqual([text]);
      expect(texts(runWorkato(t, { card: { id: 7, title: 'Offer', fields: { approved: value } } }), 'message')).toEqual([text]);
    }
    // the extra call is declared by the trigger's row (enrich), not ignored
    const verification = verdictOf(t);
    expect(verification.verdict).toBe('equivalent');
    expect(verification.allowed).toContainEqual({ step: 0, field: '(call) getCardById', note: 'enrich_trigger_fetched' });
    expect(t.result.routing.routing).not.toBe('manual_revision');
    // what routing.json says of that call, in each language: in words, without the action's internal name
    for (const [lang, words] of [['en', 'right after the trigger'], ['pt', 'logo depois do gatilho'], ['es', 'justo después del disparador']] as const) {
      const texts = translateRecipe(t.raw, { lang }).routing.verification!.approximations.map((a) => a.text);
      expect(texts.some((text) => text.includes(words))).toBe(true);
      expect(texts.join('\n')).not.toContain('getCardById');
    }
  });

  it('a card attribute beyond the webhook is read from the fetched card, without a reshaping step', () => {
    const t = translate(pipefyCardMoved([post('s1', `due ${dp(PIPEFY, 'trg', ['card', 'due_date'])} for ${dp(PIPEFY, 'trg', ['card', 'title'])}`)]));
    const fetch = t.template.flows[0]!.trigger.nextAction as unknown as { name: string; nextAction: { name: string; type: string } };
    expect(fetch.nextAction.type).toBe('PIECE');
    expect(JSON.stringify(t.template)).toContain(`due {{${fetch.name}['data']['card']['due_date']}} for {{trigger['data']['card']['title']}}`);
    const flow = runTranslated(t, { card: { id: 7, title: 'Offer', pipe_id: '301' } }, (call) => (call.operation === 'getCardById' ? { id: 7, due_date: '2026-02-01' } : {}));
    expect(texts(flow, 'text').slice(1)).toEqual(['due 2026-02-01 for Offer']);
    expect(verdictOf(t).verdict).toBe('equivalent');
  });

  it("a trigger condition on a card field filters on the fetched card's field", () => {
    const trigger = pipefyCardMoved([post('s1', `ok ${dp(PIPEFY, 'trg', ['card', 'title'])}`)]);
    trigger.filter = { type: 'compound', operand: 'and', conditions: [cond('equals_to', dp(PIPEFY, 'trg', ['card', 'fields', 'approved']), 'Yes')] };
    const t = translate(trigger);
    const card = (value: string) => (call: { operation: string }) => (call.operation === 'getCardById' ? { id: 7, fields: [{ name: 'A', field: { id: 'approved' }, value }] } : {});
    const event = { card: { id: 7, title: 'Offer', pipe_id: '301' } };
    expect(texts(runTranslated(t, event, card('Yes')), 'text').slice(1)).toEqual(['ok Offer']);
    expect(texts(runTranslated(t, event, card('No')), 'text').slice(1)).toEqual([]);
    expect(verdictOf(t).verdict).toBe('equivalent');
  });

  it('a card field read from deep inside a step input still brings the fetch (the scan uses no call stack per level)', () => {
    let deep: unknown = dp(PIPEFY, 'trg', ['card', 'due_date']);
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const step = post('s1', `ok ${dp(PIPEFY, 'trg', ['card', 'title'])}`);
    (step.input as Record<string, unknown>).attachments = deep;
    const result = translateRecipe({ name: 'Deep input', code: pipefyCardMoved([step]) } as never, { lang: 'en' });
    expect(JSON.stringify(result.template.flows[0]!.trigger.nextAction)).toContain('getCardById');
  });

  it("a trigger input nested thousands of levels deep is compared and reported without overflowing the stack", () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 5_000; i++) deep = [deep];
    const trigger = pipefyCardMoved([post('s1', `ok ${dp(PIPEFY, 'trg', ['card', 'title'])}`)]);
    trigger.input = { ...(trigger.input as Record<string, unknown>), zz_deep: deep };
    const result = translateRecipe({ name: 'Deep trigger input', code: trigger } as never, { lang: 'en' });
    expect(result.routing.verification).toBeDefined();
  });

  it('a recipe that reads only what the webhook carries gets no extra call', () => {
    const t = translate(pipefyCardMoved([post('s1', `Card ${dp(PIPEFY, 'trg', ['card', 'title'])}, id ${dp(PIPEFY, 'trg', ['card', 'id'])}`)]));
    expect(JSON.stringify(t.template)).not.toContain('getCardById');
    expect(verdictOf(t).allowed).toEqual([]);
  });
});

describe('the example recipe', () => {
  it('reads card.fields.approved and is equivalent once the card is fetched', () => {
    const raw = JSON.parse(readFileSync(new URL('../examples/pipefy-card-moved.recipe.json', import.meta.url), 'utf8'));
    const result = translateRecipe(raw, { lang: 'en' });
    expect(checkTemplate(result.template).errors).toEqual([]);
    expect(result.routing.verification!.verdict).toBe('equivalent');
    expect(JSON.stringify(result.template)).toContain('getCardById');
  });
});

describe('the corpus recipes with these triggers', () => {
  const find = (part: string) => corpusFiles().find((f) => f.includes(part));

  it.skipIf(!hasCorpus)('the Sheets recipe is equivalent; the Gmail recipe differs only where its steps are flagged', () => {
    const sheets = translateRecipe(readCorpus(find('send_an_email_when_non_business_domain')!), { lang: 'en' });
    expect(sheets.routing.verification!.verdict).toBe('equivalent');
    const gmail = translateRecipe(readCorpus(find('upload_gmail_attachments_to_google_drive')!), { lang: 'en' });
    expect(gmail.routing.verification!.verdict).toBe('different');
    expect(gmail.routing.verification!.not_proven).toEqual([]);
    expect(gmail.routing.routing).toBe('manual_revision');
    const flagged = gmail.routing.operations.filter((o) => o.codes?.includes('field_unsupported')).map((o) => o.step);
    for (const d of gmail.routing.verification!.differences) expect(flagged).toContain(d.step);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeRecipe, type DescriptionInput } from '../src/engine/describe/index.js';
import { flowToMermaid } from '../src/engine/diagram.js';
import { translateRecipe } from '../src/engine/index.js';
import { checkTemplate } from './support/flow-check.js';
import type { ConfigLine, FlowTemplate, OperationReport, ReviewItem, WorkatoStep } from '../src/engine/types.js';
import { workatoSteps } from '../src/engine/tree.js';
import { LANGS, type Lang } from '../src/i18n/index.js';
import { DATE, webhookTemplate } from './support/templates.js';

const CORPUS = fileURLToPath(new URL('../../shared/corpus/workato/', import.meta.url));
const EXAMPLE = fileURLToPath(new URL('../examples/pipefy-card-moved.recipe.json', import.meta.url));
const corpusFiles = existsSync(CORPUS) ? readdirSync(CORPUS).filter((f) => f.endsWith('.json')).sort() : [];


function template(name: string): FlowTemplate {
  const slack = { name: 'step_1', type: 'PIECE', displayName: 'Send message', valid: true, lastUpdatedDate: DATE,
    settings: { pieceName: '@activepieces/piece-slack', pieceVersion: '0.17.9', actionName: 'send_channel_message', input: {}, propertySettings: {} } };
  return webhookTemplate(slack, { name });
}

interface Built {
  input: DescriptionInput;
  unmapped: number[];
  numbers: number[];
}

/**
 * A DescriptionInput built straight from a recipe file (no engine): every action is an operation, odd-numbered
 * actions are "unmapped". With `withReview`, each unmapped step also gets a review item.
 */
function build(json: Record<string, unknown>, withReview: boolean): Built {
  const code = json.code as WorkatoStep;
  const operations: OperationReport[] = [];
  const review: ReviewItem[] = [];
  const unmapped: number[] = [];
  const numbers: number[] = [];
  for (const { step: s, disabled: skipped } of workatoSteps(code)) {
    if (typeof s.number === 'number' && !skipped) numbers.push(s.number);
    if ((s.keyword !== 'action' && s.keyword !== 'trigger') || typeof s.number !== 'number' || skipped) continue;
    const status = s.keyword === 'action' && s.number % 2 === 1 ? 'unmapped' : 'mapped';
    operations.push({ step: s.number, provider: String(s.provider), name: String(s.name), status, ...(status === 'unmapped' ? { reason: 'no equivalent' } : {}) });
    if (status === 'unmapped') {
      unmapped.push(s.number);
      if (withReview) review.push({ kind: 'unmapped', step: s.number, stepName: `step_${s.number}`, text: `Rebuild ${String(s.provider)}/${String(s.name)}` });
    }
  }
  const tpl = template(String(json.name));
  const input: DescriptionInput = {
    recipe: { name: String(json.name), description: typeof json.description === 'string' ? json.description : undefined, code, config: (json.config ?? []) as ConfigLine[], shape: 'export' },
    template: tpl,
    routing: { routing: 'ipaas_ready', operations },
    review,
    connections: { bound: [], unmatched: [], missing: [] },
    mermaid: flowToMermaid(tpl, review, 'en'),
  };
  return { input, unmapped, numbers };
}

/** The expected "when …" text for the corpus triggers, per language. */
function expectedTrigger(code: WorkatoStep, lang: Lang): string {
  const key = `${code.provider}/${code.name}`;
  const table: Record<string, Record<Lang, string>> = {
    'workato_api_platform/receive_request': {
      en: 'when an HTTP request arrives at its API endpoint',
      pt: 'quando uma requisição HTTP chega ao seu endpoint de API',
      es: 'cuando llega una solicitud HTTP a su endpoint de API',
    },
    'workato_recipe_function/execute': {
      en: 'when another flow calls it, with parameters ',
      pt: 'quando outro fluxo o chama, com os parâmetros ',
      es: 'cuando otro flujo lo llama, con los parámetros ',
    },
    'workato_genie/start_workflow': {
      en: 'when an AI agent starts it, with parameters contract_name, contract_content',
      pt: 'quando um agente de IA o inicia, com os parâmetros contract_name, contract_content',
      es: 'cuando un agente de IA lo inicia, con los parámetros contract_name, contract_content',
    },
  };
  if (table[key]) return table[key]![lang];
  return { en: 'when ', pt: 'quando ', es: 'cuando ' }[lang];
}

const HEADINGS: Record<Lang, string[]> = {
  en: ['## Trigger', '## Steps', '## Apps and connections', '## Pipes, phases and fields', '## What needs a human', '## Diagram'],
  pt: ['## Gatilho', '## Passos', '## Apps e conexões', '## Pipes, fases e campos', '## O que precisa de uma pessoa', '## Diagrama'],
  es: ['## Disparador', '## Pasos', '## Apps y conexiones', '## Pipes, fases y campos', '## Lo que necesita a una persona', '## Diagrama'],
};

describe.skipIf(corpusFiles.length === 0)('describeRecipe on the corpus', () => {
  for (const file of corpusFiles) {
    for (const lang of LANGS) {
      it(`${lang}: ${file}`, () => {
        const json = JSON.parse(readFileSync(CORPUS + file, 'utf8')) as Record<string, unknown>;
        const withReview = corpusFiles.indexOf(file) % 2 === 0;
        const { input, unmapped, numbers } = build(json, withReview);
        const md = describeRecipe(input, lang);
        expect(md.startsWith(`# ${String(json.name).replace(/\|/g, '\\|')}\n`)).toBe(true);
        for (const h of HEADINGS[lang]) expect(md).toContain(`\n${h}\n`);
        // the trigger sentence, in the summary and in the Trigger section
        const code = json.code as WorkatoStep;
        const when = expectedTrigger(code, lang);
        const starts = { en: 'This automation starts ', pt: 'Esta automação começa ', es: 'Esta automatización comienza ' }[lang];
        expect(md).toContain(starts + when);
        const triggerLine = md.split('\n').find((l) => l.startsWith('- **#0** '));
        expect(triggerLine).toBeDefined();
        expect(triggerLine!).toContain(when);
        // every step, by its Workato number
        for (const n of numbers) expect(md).toContain(`**#${n}**`);
        // one checklist item per unmapped step, pointing to the step
        const checklist = md.slice(md.indexOf(HEADINGS[lang][4]!), md.indexOf(HEADINGS[lang][5]!));
        for (const n of unmapped) expect(checklist).toMatch(new RegExp(`^- \\[ \\] \\*\\*#${n}\\*\\*`, 'm'));
        expect(checklist.match(/^- \[ \]/gm)?.length ?? 0).toBe(unmapped.length);
        // statuses come from the routing
        const status = { en: '❌ not translated: no equivalent', pt: '❌ não traduzido: no equivalent', es: '❌ sin traducir: no equivalent' }[lang];
        if (unmapped.length > 0) expect(md).toContain(status);
        // the diagram, embedded for GitHub
        expect(md).toContain('```mermaid\n' + input.mermaid.trimEnd() + '\n```\n');
        // deterministic
        expect(describeRecipe(JSON.parse(JSON.stringify(input)) as DescriptionInput, lang)).toBe(md);
      });
    }
  }

  it('describes control flow in words (control-flow-examples)', () => {
    const file = corpusFiles.find((f) => f.includes('control-flow-examples'));
    if (!file) return;
    const { input } = build(JSON.parse(readFileSync(CORPUS + file, 'utf8')) as Record<string, unknown>, true);
    const md = describeRecipe(input, 'en');
    expect(md).toContain('- **#1** If `parameters.status` of the trigger equals `"');
    expect(md).toMatch(/^ {2}- \*\*#2\*\* If /m);
    expect(md).toMatch(/^ {4}- \*\*#3\*\* Job log: write a message to the job log/m);
    expect(md).toMatch(/^ {2}- \*\*#5\*\* Otherwise:$/m);
    expect(md).toContain('**#22** Stop the job: `"Required field \'status\' was not provided"`.');
    expect(md).toMatch(/\*\*#19\*\* If `parameters.status` of the trigger is present:/);
    expect(md).toContain('or');
  });

  it('describes try/catch with retries and calls to other flows (check_in_guest, fun_003)', () => {
    const checkIn = corpusFiles.find((f) => f.includes('check_in_guest'));
    const fun = corpusFiles.find((f) => f.includes('fun_003'));
    if (!checkIn || !fun) return;
    const md = describeRecipe(build(JSON.parse(readFileSync(CORPUS + checkIn, 'utf8')) as Record<string, unknown>, true).input, 'en');
    expect(md).toContain('- **#1** Try these steps:');
    expect(md).toMatch(/^ {2}- \*\*#2\*\* Recipe functions: call the flow “Search contact by email”/m);
    expect(md).toMatch(/^ {4}- \*\*#4\*\* API platform: answer the HTTP request with status `404`/m);
    expect(md).toMatch(/^- \*\*#16\*\* If one of them fails/m);
    expect(md).toContain('when an HTTP request arrives at its API endpoint, with fields guest_email, check_in_date');
    const md2 = describeRecipe(build(JSON.parse(readFileSync(CORPUS + fun, 'utf8')) as Record<string, unknown>, true).input, 'pt');
    expect(md2).toContain('Okta');
    expect(md2).toMatch(/\*\*#7\*\* Se `erro.message` de #6 contém `"404 Not Found"`:/);
  });

  it('lists apps with their Workato connections (upload_gmail_attachments)', () => {
    const file = corpusFiles.find((f) => f.includes('upload_gmail_attachments'));
    if (!file) return;
    const md = describeRecipe(build(JSON.parse(readFileSync(CORPUS + file, 'utf8')) as Record<string, unknown>, false).input, 'es');
    expect(md).toContain('- **Gmail** (`gmail`): disparador; paso #2. Conexión en Workato: “Sample1 \\| Gmail”.');
    expect(md).toContain('- **Google Drive** (`google_drive`): paso #3.');
    expect(md).toContain('**#1** Para cada elemento de `attachments` del disparador:');
  });
});

function example(): Record<string, unknown> {
  return JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, unknown>;
}

function withTrigger(trigger: Partial<WorkatoStep>, block: WorkatoStep[] = []): Record<string, unknown> {
  return { name: 'Synthetic', code: { number: 0, keyword: 'trigger', as: 'trg', input: {}, block, ...trigger }, config: [] };
}

function describeOne(json: Record<string, unknown>, lang: Lang, patch: Partial<DescriptionInput> = {}): string {
  const { input } = build(json, true);
  return describeRecipe({ ...input, ...patch }, lang);
}

describe('describeRecipe: trigger sentences', () => {
  it('Pipefy card moved (the bundled example)', () => {
    expect(describeOne(example(), 'en')).toContain('This automation starts when a card moves to phase 555 in pipe 301.');
    expect(describeOne(example(), 'pt')).toContain('Esta automação começa quando um card é movido para a fase 555 no pipe 301.');
    expect(describeOne(example(), 'es')).toContain('Esta automatización comienza cuando una tarjeta se mueve a la fase 555 en el pipe 301.');
    expect(describeOne(example(), 'en')).toContain('- **#0** It starts when a card moves to phase 555 in pipe 301.');
    expect(describeOne(example(), 'en')).toContain('  - In Workato: Pipefy: New card moved in Pipefy.');
  });

  it('other Pipefy triggers, whatever the provider spelling', () => {
    const pipefy = (name: string, input: Record<string, unknown>, provider = 'pipefy') => describeOne(withTrigger({ provider, name, input }), 'en');
    expect(pipefy('card_create', { pipe_id: '301' })).toContain('when a card is created in pipe 301');
    expect(pipefy('card_field_update', { pipe_id: '301', field_ids: 'status,owner' }, 'new_connector_6_connector_186728_1628717731')).toContain(
      'when the field status or owner of a card is updated in pipe 301',
    );
    expect(pipefy('card_done', { pipe_id: '301' }, 'pipefy_oem')).toContain('when a card is finished in pipe 301');
    expect(pipefy('card_overdue', { pipe_id: '301' })).toContain('when a card becomes overdue in pipe 301');
    expect(pipefy('card_move', { pipe_id: '301', to_phase_ids: ['555', '556'] })).toContain('when a card moves to phase 555 or 556 in pipe 301');
    expect(pipefy('card_move', { pipe_id: '301' })).toContain('when a card moves to another phase in pipe 301');
    expect(pipefy('record_create', { table_id: 'T1' })).toContain('when a record is created in database T1');
    expect(pipefy('card_create', {})).toContain('when a card is created in pipe (not set)');
    expect(describeOne(withTrigger({ provider: 'pipefy', name: 'card_create', input: { pipe_id: '301' } }), 'pt')).toContain('quando um card é criado no pipe 301');
  });

  it('schedules: units, times, time zones and cron expressions', () => {
    const clock = (input: Record<string, unknown>, lang: Lang = 'en') => describeOne(withTrigger({ provider: 'clock', name: 'scheduled_event', input }), lang);
    const daily = { time_unit: 'days', trigger_every: '1', trigger_at: '09:00', timezone: 'America/Sao_Paulo' };
    expect(clock(daily)).toContain('starts every day at 09:00 America/Sao_Paulo.');
    expect(clock(daily, 'pt')).toContain('começa todos os dias às 09:00 America/Sao_Paulo.');
    expect(clock(daily, 'es')).toContain('comienza todos los días a las 09:00 America/Sao_Paulo.');
    expect(clock({ time_unit: 'minutes', trigger_every: '15' })).toContain('starts every 15 minutes.');
    expect(clock({ time_unit: 'minutes', trigger_every: '1' })).toContain('starts every minute.');
    expect(clock({ time_unit: 'hours', trigger_every: '2', timezone: 'UTC' })).toContain('starts every 2 hours UTC.');
    expect(clock({ time_unit: 'days', trigger_every: '3', trigger_at: '2024-05-01T18:30:00-03:00' })).toContain('starts every 3 days at 18:30.');
    expect(clock({ time_unit: 'weeks', trigger_every: '1', days_of_week: 'mon,wed', trigger_at: '8:05 PM' })).toContain('starts every week on Monday and Wednesday at 20:05.');
    expect(clock({ time_unit: 'months', trigger_every: '1', day_of_month: '1', trigger_at: '07:00' })).toContain('starts every month on day 1 at 07:00.');
    expect(clock({ time_unit: 'custom_schedule', cron_expression: '0 9 * * *', timezone: 'America/Sao_Paulo' })).toContain('every day at 09:00 America/Sao_Paulo');
    expect(clock({ time_unit: 'custom_schedule', cron_expression: '30 8 * * 1-5' })).toContain('every week on weekdays at 08:30');
    expect(clock({ time_unit: 'custom_schedule', cron_expression: '*/10 * * * *' })).toContain('every 10 minutes');
    expect(clock({ time_unit: 'custom_schedule', cron_expression: '0 9-17 * * *' })).toContain('on the schedule `0 9-17 * * *`');
  });

  it('webhooks, API endpoints, recipe functions and the generic fallback', () => {
    expect(describeOne(withTrigger({ provider: 'workato_webhooks', name: 'new_event', input: { webhook_suffix: 'orders' } }), 'en')).toContain(
      'when an HTTP request arrives at its webhook address (`/orders`)',
    );
    const params = JSON.stringify([{ name: 'a', type: 'string' }, { name: 'b', type: 'string' }]);
    expect(describeOne(withTrigger({ provider: 'workato_recipe_function', name: 'execute', input: { parameters_schema_json: params } }), 'en')).toContain(
      'when another flow calls it, with parameters a, b',
    );
    expect(describeOne(withTrigger({ provider: 'workato_recipe_function', name: 'execute', input: {} }), 'es')).toContain('cuando otro flujo lo llama.');
    // Workato spells BigQuery's provider google_big_query; the brand is written as Google writes it
    expect(describeOne(withTrigger({ provider: 'google_big_query', name: 'new_row', input: {} }), 'en')).toContain('Google BigQuery');
    expect(describeOne(withTrigger({ provider: 'salesforce', name: 'updated_custom_object', input: {} }), 'en')).toContain(
      'when Salesforce: updated custom object',
    );
    expect(
      describeOne(withTrigger({ provider: 'acme_connector_123_456', name: 'new_thing', description: 'New <span class="provider">thing</span> in <span>Acme</span>' }), 'pt'),
    ).toContain('quando Acme (conector personalizado): New thing in Acme');
  });

  it('trigger conditions (filter)', () => {
    const md = describeOne(
      withTrigger({
        provider: 'workato_webhooks',
        name: 'new_event',
        filter: { type: 'compound', operand: 'and', conditions: [{ operand: 'present', lhs: "#{_('data.workato_webhooks.trg.email')}", rhs: '' }] },
      }),
      'en',
    );
    expect(md).toContain('  - Only when `email` of the trigger is present.');
  });
});

describe('describeRecipe: content', () => {
  it('the Pipefy example: steps, branches, pipes/phases/fields read and written', () => {
    const md = describeOne(example(), 'en');
    expect(md).toContain('- **#1** If `card.fields.approved` of the trigger equals `"Yes"`:');
    expect(md).toContain('  - **#2** Slack: post message to channel — “Tell the team”');
    expect(md).toContain('- **#3** Otherwise:');
    expect(md).toContain('  - **#4** Pipefy: update a card');
    expect(md).toContain('| Pipes | `301` (#0) | `301` (#4) |');
    expect(md).toContain('| Phases | `555` (#0) | `556` (#4) |');
    expect(md).toContain('| Fields | `approved` (#1) | `status` (#4) |');
    expect(describeOne(example(), 'pt')).toContain('| Fases | `555` (#0) | `556` (#4) |');
  });

  it('disabled steps are listed as disabled, without their inside', () => {
    const json = withTrigger({ provider: 'workato_webhooks', name: 'new_event' }, [
      { number: 1, keyword: 'action', provider: 'logger', name: 'log_message', input: {} },
      {
        number: 2,
        keyword: 'if',
        skip: true,
        input: { type: 'compound', operand: 'and', conditions: [] },
        block: [{ number: 3, keyword: 'action', provider: 'slack', name: 'post_message', input: {} }],
      },
    ]);
    const md = describeOne(json, 'en');
    expect(md).toContain('- **#2** If (no condition): — disabled in Workato, not translated (with 1 step inside)');
    expect(md).not.toContain('**#3**');
  });

  it('loops, repeat/while, stops with errors, formulas and text templates', () => {
    const json = withTrigger({ provider: 'workato_webhooks', name: 'new_event' }, [
      {
        number: 1,
        keyword: 'foreach',
        as: 'loop1',
        source: "#{_('data.workato_webhooks.trg.items')}",
        repeat_mode: 'batch',
        batch_size: '10',
        input: {},
        block: [{ number: 2, keyword: 'action', provider: 'logger', name: 'log_message', input: { message: "Item #{_('data.foreach.loop1.sku')}" } }],
      },
      {
        number: 3,
        keyword: 'repeat',
        as: 'rep',
        input: {},
        block: [
          { number: 4, keyword: 'action', provider: 'rest', name: 'make_request_v2', input: { request: { method: 'get', url: 'https://example.com/x' } } },
          { number: 5, keyword: 'while_condition', input: { type: 'compound', operand: 'or', conditions: [{ operand: 'greater_than', lhs: "=_('data.rest.x.count') + 1", rhs: '3' }, { operand: 'is_true', lhs: 'x', rhs: '' }] } },
        ],
      },
      { number: 6, keyword: 'stop', input: { stop_with_error: 'true', stop_reason: 'Bad <input> | *now*' } },
    ]);
    const md = describeOne(json, 'en');
    expect(md).toContain('- **#1** For each batch of 10 items of `items` of the trigger:');
    expect(md).toContain('- **#3** Repeat:');
    expect(md).toContain('  - **#4** HTTP: HTTP request `GET https://example.com/x`');
    expect(md).toContain('  - **#5** … and repeat while `={count} + 1` (formula) is greater than `"3"` or `"x"` is true');
    expect(md).toContain('- **#6** Stop the job with an error: `"Bad <input> | *now*"`.');
  });

  it('connections: bound, missing, unmatched, and a checklist item for each one to create', () => {
    const json = example();
    const { input } = build(json, false);
    const tpl = input.template;
    const md = describeRecipe(
      {
        ...input,
        template: tpl,
        connections: {
          bound: [{ id: 'conn_pipefy', piece: '@activepieces/piece-pipefy', label: 'Pipefy prod', steps: ['step_4'] }],
          unmatched: [{ id: 'zzz' }],
          missing: ['@activepieces/piece-slack'],
        },
      },
      'en',
    );
    expect(md).toContain('- **Pipefy**: uses the connection `conn_pipefy` “Pipefy prod” in `step_4`.');
    expect(md).toContain('- **Slack**: needs a connection: none was given. Create it in Pipefy and select it in `step_1`.');
    expect(md).toContain('- The connection `zzz` you gave matched no step.');
    expect(md).toContain('- [ ] Create a **Slack** connection in Pipefy and select it in `step_1`.');
    // not twice when the review already has it
    const md2 = describeRecipe(
      { ...input, review: [{ kind: 'connection', code: 'connection_missing', params: { piece: 'Slack', pieceId: '@activepieces/piece-slack' }, stepName: 'step_1', text: 'Connect Slack in step_1' }], connections: { bound: [], unmatched: [], missing: ['@activepieces/piece-slack'] } },
      'en',
    );
    expect(md2.match(/Slack/g)!.length).toBeGreaterThan(0);
    expect(md2).not.toContain('- [ ] Create a **Slack** connection');
    expect(md2).toContain('- [ ] `step_1` — Connect Slack in step_1');
  });

  it('manual revision: the reason is in the summary and first in the checklist; review items point to their steps', () => {
    const { input } = build(example(), false);
    const review: ReviewItem[] = [
      { kind: 'subflow', step: 4, stepName: 'step_3', text: 'Link the callee flow' },
      { kind: 'placeholder', step: 2, stepName: 'step_2', text: 'Fill in the channel' },
      { kind: 'note', text: 'General note' },
    ];
    const md = describeRecipe({ ...input, review, routing: { routing: 'manual_revision', blocked_reason: 'email/send_mail has no equivalent', operations: [] } }, 'en');
    expect(md).toContain('The translation needs manual revision before it is imported: email/send_mail has no equivalent.');
    const items = md.split('\n').filter((l) => l.startsWith('- [ ]'));
    expect(items).toEqual(['- [ ] **#2** `step_2` — Fill in the channel', '- [ ] **#4** `step_3` — Link the callee flow', '- [ ] General note']);
    // with nothing else listed, the blocking reason is the item
    const alone = describeRecipe({ ...input, review: [], routing: { routing: 'manual_revision', blocked_reason: 'Nothing can run.', operations: [] } }, 'es');
    expect(alone).toContain('La traducción necesita revisión manual antes de importarla: Nothing can run.');
    expect(alone.split('\n').filter((l) => l.startsWith('- [ ]'))).toEqual(['- [ ] La traducción se detuvo: Nothing can run.']);
  });

  it('a step with a blocking field is never called translated', () => {
    const json = example() as { code: { block: Array<{ block: Array<{ input: Record<string, unknown> }> }> } };
    const pill = `_dp('{"pill_type":"output","provider":"new_connector_6_connector_186728_1628717731","line":"3f1a9c2e","path":["card","title"]}')`;
    json.code.block[0]!.block[0]!.input.text = `=${pill}.frobnicate_zz`;
    for (const lang of LANGS) {
      const result = translateRecipe(json, { lang });
      expect(checkTemplate(result.template).errors).toEqual([]);
      expect(result.diagnostics.some((d) => d.step === 2 && d.severity === 'blocking')).toBe(true);
      const line = result.description.split('\n').find((l) => l.startsWith('  - **#2** '))!;
      expect(line).toBeTruthy();
      expect(line).not.toMatch(/✅/);
      expect(line).toContain('⚠️');
    }
  });

  it('shows datapills in engine texts as readable paths', () => {
    const { input } = build(example(), false);
    const pill = `_dp('{"pill_type":"output","provider":"pipefy","line":"3f1a9c2e","path":["card","title"]}')`;
    const md = describeRecipe(
      {
        ...input,
        review: [{ kind: 'formula', step: 2, stepName: 'step_2', text: `Field "text": formula not translated: =${pill}.upcase` }],
        routing: { routing: 'ipaas_ready', operations: [{ step: 2, provider: 'slack', name: 'post', status: 'approximated', reason: `uses ${pill}` }] },
      },
      'en',
    );
    expect(md).toContain('- [ ] **#2** `step_2` — Field "text": formula not translated: ={card.title}.upcase');
    // step 2 has a blocking item: not called approximated (nor translated), the reason still readable
    expect(md).toContain('⚠️ needs a human before it can run: uses {card.title}');
  });

  it('nothing to do, no Pipefy data, no connections', () => {
    const json = withTrigger({ provider: 'workato_webhooks', name: 'new_event' }, [{ number: 1, keyword: 'action', provider: 'logger', name: 'log_message', input: {} }]);
    const { input } = build(json, false);
    const md = describeRecipe({ ...input, routing: { routing: 'ipaas_ready', operations: [] } }, 'en');
    expect(md).toContain('Nothing: the flow can be imported as it is.');
    expect(md).toContain('The recipe reads or writes no Pipefy pipe, phase or field.');
    expect(md).toContain('- No step of the generated flow needs a connection.');
  });

  it('escapes Markdown in names, comments and review texts', () => {
    const json = withTrigger({ provider: 'workato_webhooks', name: 'new_event' }, [
      { number: 1, keyword: 'action', provider: 'logger', name: 'log_message', comment: 'Use <b>|pipes|</b> and *stars*\nand lines', input: {} },
    ]);
    json.name = 'Name with | pipe';
    const md = describeOne(json, 'en');
    expect(md.startsWith('# Name with \\| pipe\n')).toBe(true);
    expect(md).toContain('“Use \\<b\\>\\|pipes\\|\\</b\\> and \\*stars\\* and lines”');
  });

  it('tolerates odd input: no code, no operations, unknown keywords', () => {
    const md = describeRecipe(
      {
        recipe: { name: '', code: { keyword: 'trigger', block: [{ number: 1, keyword: 'mystery' }] }, config: [], shape: 'bare_step' },
        template: { name: 'x', type: 'SHARED', flows: [] },
        routing: { routing: 'manual_revision', operations: [] },
        review: [],
        connections: { bound: [], unmatched: [], missing: [] },
        mermaid: '',
      },
      'es',
    );
    expect(md).toContain('# Receta sin nombre');
    expect(md).toContain('**#1** Paso `mystery`');
  });
});

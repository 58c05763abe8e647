import { describe, expect, it } from 'vitest';
import { parseConnectionHints, translateRecipe } from '../src/engine/index.js';
import { allSteps, catalogViolations, checkTemplate } from './support/flow-check.js';
import { allCatalogPieces } from '../src/engine/mapping/catalog.js';
import {
  PIPEFY, action, callableTrigger, cond, dp, dpBare, elseStep, elsif, ifStep, legacy, pipefyCardMoved, recipe, type Step,
} from './support/recipes.js';

type Any = Record<string, any>;

function translate(raw: unknown, connections?: string) {
  const result = translateRecipe(raw, { lang: 'en', ...(connections ? { connections } : {}) });
  const check = checkTemplate(result.template);
  expect(check.errors).toEqual([]);
  expect(catalogViolations(result.template, { pieces: [...allCatalogPieces()] })).toEqual([]);
  return { result, trigger: result.template.flows[0]!.trigger as Any, steps: allSteps(result.template.flows[0]!.trigger as Any) };
}

const byName = (steps: Array<{ step: Any }>, name: string): Any => {
  const found = steps.find((s) => s.step.name === name);
  if (!found) throw new Error(`no step ${name}: ${steps.map((s) => s.step.name).join(',')}`);
  return found.step;
};

const updateCard = (as: string, extra: Record<string, unknown> = {}) =>
  action(PIPEFY, 'update_card', as, { organization_id: '42', pipe_id: '301', phase_id: '556', card_id: dp(PIPEFY, 'trg', ['card', 'id']), status: 'x', ...extra });

describe('trigger and actions', () => {
  it('maps the Pipefy card-moved trigger with bracket references to the payload under data', () => {
    const { trigger, steps } = translate(recipe('r', pipefyCardMoved([updateCard('a1')])));
    expect(trigger.type).toBe('PIECE_TRIGGER');
    expect(trigger.settings.pieceName).toBe('@activepieces/piece-pipefy');
    expect(trigger.settings.triggerName).toBe('cardMoved');
    expect(trigger.settings.input).toEqual({ organizationId: '42', pipeId: '301', toPhaseId: ['555'] });
    const step = byName(steps, 'step_1');
    expect(step.settings.actionName).toBe('updateCard');
    expect(step.settings.input.cardId).toBe("{{trigger['data']['card']['id']}}");
    expect(step.settings.input.phaseFields).toEqual({ status: 'x' });
    expect(step.valid).toBe(true);
  });

  it('gives the canvas the schema of Pipefy field maps, with Workato labels', () => {
    const step = updateCard('a1', { status: 'x' });
    step.extended_input_schema = [{ name: 'status', label: 'Approval status', type: 'string' }];
    const { steps } = translate(recipe('r', pipefyCardMoved([step])));
    const settings = byName(steps, 'step_1').settings;
    expect(settings.propertySettings.phaseFields).toEqual({ type: 'MANUAL', schema: { status: { displayName: 'Approval status', required: false, type: 'SHORT_TEXT' } } });
    expect(settings.propertySettings.cardId).toEqual({ type: 'MANUAL' });
  });

  it('reads both datapill forms and job context pills', () => {
    const raw = recipe('Both pills', pipefyCardMoved([
      updateCard('a1', { title: `${legacy(`data.${PIPEFY}.trg.card.title`)} / ${dp(PIPEFY, 'trg', ['card', 'title'])}`, name: `#{_dp('{"pill_type":"job_context","path":["recipe_name"]}')}` }),
    ]));
    const { steps } = translate(raw);
    const fields = byName(steps, 'step_1').settings.input.phaseFields;
    expect(fields.title).toBe("{{trigger['data']['card']['title']}} / {{trigger['data']['card']['title']}}");
    expect(fields.name).toBe('Both pills');
  });

  it('turns size and first path elements into length and index 0', () => {
    const raw = recipe('r', pipefyCardMoved([
      action(PIPEFY, 'get_cards_by_phase', 'g1', { organization_id: '1', pipe_id: '2', phase_id: '3' }),
      updateCard('a2', {
        count: dp(PIPEFY, 'g1', ['cards', { path_element_type: 'size' }]),
        first: legacy(`data.${PIPEFY}.g1.cards.first.title`),
      }),
    ]));
    const fields = byName(translate(raw).steps, 'step_2').settings.input.phaseFields;
    expect(fields.count).toBe("{{step_1['data']['cards']['length']}}");
    expect(fields.first).toBe("{{step_1['data']['cards'][0]['title']}}");
  });

  it('writes an unmapped operation as a failing CODE placeholder and routes to manual revision', () => {
    const raw = recipe('r', pipefyCardMoved([action('acme_crm_connector_123_456', 'sync_everything', 'u1', { id: dp(PIPEFY, 'trg', ['card', 'id']) })]));
    const { result, steps } = translate(raw);
    const step = byName(steps, 'step_1');
    expect(step.type).toBe('CODE');
    expect(step.valid).toBe(false);
    expect(step.settings.sourceCode.code).toContain('throw new Error');
    expect(step.settings.sourceCode.code).toContain('acme_crm/sync_everything');
    expect(step.settings.sourceCode.code).toContain('step 1');
    expect(result.routing.routing).toBe('manual_revision');
    expect(result.routing.blocked_reason).toContain('#1');
    expect(result.routing.operations).toContainEqual(expect.objectContaining({ step: 1, status: 'unmapped', provider: 'acme_crm_connector_123_456' }));
    expect(result.template.flows[0]!.notes.length).toBeGreaterThan(0);
    expect(result.template.flows[0]!.valid).toBe(false);
  });

  it('never invents a trigger: an unknown one becomes an invalid, clearly named placeholder', () => {
    const raw = recipe('r', { keyword: 'trigger', provider: 'netsuite_legacy', name: 'weird_event', as: 't', input: {}, block: [updateCard('a1')] });
    const { result, trigger } = translate(raw);
    expect(trigger.valid).toBe(false);
    expect(trigger.displayName).toBe('Choose a trigger (not migrated): Netsuite Legacy: weird event');
    expect(result.routing.routing).toBe('manual_revision');
  });
});

describe('control flow', () => {
  it('if / elsif / else becomes one first-match router with the fallback last', () => {
    const raw = recipe('r', pipefyCardMoved([
      ifStep([cond('equals_to', dp(PIPEFY, 'trg', ['card', 'title']), 'A')], [
        updateCard('a1'),
        elsif([cond('contains', dp(PIPEFY, 'trg', ['card', 'title']), 'B')], [updateCard('a2')]),
        elseStep([updateCard('a3')]),
      ]),
      updateCard('after'),
    ]));
    const { steps } = translate(raw);
    const router = byName(steps, 'router_1');
    expect(router.type).toBe('ROUTER');
    expect(router.settings.executionType).toBe('EXECUTE_FIRST_MATCH');
    expect(router.settings.branches.map((b: Any) => b.branchType)).toEqual(['CONDITION', 'CONDITION', 'FALLBACK']);
    expect(router.settings.branches[0].conditions).toEqual([[{ operator: 'TEXT_EXACTLY_MATCHES', firstValue: "{{trigger['data']['card']['title']}}", secondValue: 'A', caseSensitive: true }]]);
    expect(router.settings.branches[1].conditions[0][0].operator).toBe('TEXT_CONTAINS');
    expect(router.children.map((c: Any) => c?.name)).toEqual(['step_2', 'step_4', 'step_6']);
    expect(router.nextAction.name).toBe('step_7');
  });

  it('an if without else gets an empty fallback; runs of plain ifs stay sequential routers', () => {
    const raw = recipe('r', pipefyCardMoved([
      ifStep([cond('present', dp(PIPEFY, 'trg', ['card', 'title']))], [updateCard('a1')]),
      ifStep([cond('blank', dp(PIPEFY, 'trg', ['card', 'title']))], [updateCard('a2')]),
    ]));
    const { steps } = translate(raw);
    const first = byName(steps, 'router_1');
    expect(first.children).toEqual([expect.objectContaining({ name: 'step_2' }), null]);
    // present/blank are Ruby predicates computed by a CODE step just before each router
    expect(first.settings.branches[0].conditions[0][0]).toEqual({ operator: 'BOOLEAN_IS_TRUE', firstValue: "{{router_1_checks['c1']}}" });
    expect(byName(steps, 'router_1_checks').settings.input).toEqual({ c1: "{{trigger['data']['card']['title']}}" });
    expect(first.nextAction.name).toBe('router_3_checks');
    expect(first.nextAction.nextAction.name).toBe('router_3');
    expect(first.nextAction.nextAction.settings.branches[0].conditions[0][0]).toEqual({ operator: 'BOOLEAN_IS_TRUE', firstValue: "{{router_3_checks['c1']}}" });
  });

  it('or-joined conditions become OR groups and and-joined ones one AND group', () => {
    const t = dp(PIPEFY, 'trg', ['card', 'title']);
    const raw = recipe('r', pipefyCardMoved([
      ifStep([cond('equals_to', t, 'A'), cond('equals_to', t, 'B')], [updateCard('a1')], 'or'),
      ifStep([cond('greater_than', t, '1'), cond('less_than', t, '9')], [updateCard('a2')], 'and'),
    ]));
    const { steps } = translate(raw);
    expect(byName(steps, 'router_1').settings.branches[0].conditions.length).toBe(2);
    const and = byName(steps, 'router_3').settings.branches[0].conditions;
    expect(and.length).toBe(1);
    // greater/less than are ordered in the checks step before the router; the group tests both of its results
    expect(and[0].map((c: Any) => [c.operator, c.firstValue])).toEqual([
      ['BOOLEAN_IS_TRUE', "{{router_3_checks['c1']}}"],
      ['BOOLEAN_IS_TRUE', "{{router_3_checks['c2']}}"],
    ]);
  });

  it('a trigger filter becomes a router right after the trigger holding the whole flow', () => {
    const trigger = pipefyCardMoved([updateCard('a1')]);
    trigger.filter = { type: 'compound', operand: 'and', conditions: [cond('equals_to', dp(PIPEFY, 'trg', ['card', 'current_phase', 'name']), 'Review')] };
    const { trigger: t } = translate(recipe('r', trigger));
    // card.current_phase is not in the card.move event: the card is fetched first (the row's enrich), then filtered
    expect(t.nextAction.settings.actionName).toBe('getCardById');
    const router = t.nextAction.nextAction;
    expect(router.type).toBe('ROUTER');
    expect(router.settings.branches[0].conditions[0][0].firstValue).toBe(`{{${t.nextAction.name}['data']['card']['current_phase']['name']}}`);
    expect(router.children[0].name).toBe('step_1');
    expect(router.children[1]).toBeNull();
  });

  it('foreach becomes a loop over the list with item and index pills inside', () => {
    const raw = recipe('r', pipefyCardMoved([
      action(PIPEFY, 'get_cards_by_phase', 'g1', { organization_id: '1', pipe_id: '2', phase_id: '3' }),
      {
        keyword: 'foreach', as: 'loop1', repeat_mode: 'simple', input: {},
        source: dp(PIPEFY, 'g1', ['cards']),
        block: [updateCard('a2', {
          card_id: dp('foreach', 'loop1', ['id']),
          position: `#{_dp('{"pill_type":"foreach_meta","provider":"foreach","line":"loop1","key":"index"}')}`,
          same: dp(PIPEFY, 'g1', ['cards', { path_element_type: 'current_item' }, 'title']),
        })],
      },
    ]));
    const { steps } = translate(raw);
    const loop = byName(steps, 'loop_2');
    expect(loop.type).toBe('LOOP_ON_ITEMS');
    expect(loop.settings.items).toBe("{{step_1['data']['cards']}}");
    const inner = byName(steps, 'step_3');
    expect(inner.settings.input.cardId).toBe("{{loop_2['item']['id']}}");
    expect(inner.settings.input.phaseFields.same).toBe("{{loop_2['item']['title']}}");
    expect(inner.settings.input.phaseFields.position).toBe("ap-formula-v1::{subtract({{loop_2['index']}}; 1)}::ap-formula-v1");
    expect(loop.firstLoopAction.name).toBe('step_3');
  });

  it('repeat / while_condition runs as a bounded loop that stops when the condition fails', () => {
    const raw = recipe('r', pipefyCardMoved([
      { keyword: 'repeat', as: 'rep', input: {}, block: [
        updateCard('a2'),
        { keyword: 'while_condition', input: { type: 'compound', operand: 'and', conditions: [cond('present', dp(PIPEFY, 'a2', ['card', 'id']))] } },
      ] },
    ]));
    const { result, steps } = translate(raw);
    const loop = steps.find((s) => s.step.type === 'LOOP_ON_ITEMS')!.step;
    const names = steps.map((s) => s.step.name);
    expect(names).toContain('step_2');
    const gate = loop.firstLoopAction.nextAction;
    expect(gate.type).toBe('ROUTER');
    expect(gate.children[0].name).toBe('step_2');
    expect(result.review.some((r) => r.kind === 'approximated' && r.step === 1)).toBe(true);
  });

  it('try / catch: monitored steps continue on failure, flag the error, and one handler runs after the block', () => {
    const raw = recipe('r', pipefyCardMoved([
      { keyword: 'try', input: {}, block: [
        updateCard('a2'),
        updateCard('a3'),
        { keyword: 'catch', as: 'c1', input: { max_retry_count: '0', retry_interval: '2' }, block: [
          action('logger', 'log_message', 'l1', { message: `failed: ${dp('catch', 'c1', ['message'])}` }),
        ] },
      ] },
      updateCard('after'),
    ]));
    const { result, steps, trigger } = translate(raw);
    const reset = trigger.nextAction;
    expect(reset.settings).toMatchObject({ pieceName: '@activepieces/piece-store', actionName: 'put', input: { key: 'try_1_failed', value: 'no', store_scope: 'RUN' } });
    const first = reset.nextAction;
    expect(first.name).toBe('step_2');
    expect(first.settings.errorHandlingOptions.continueOnFailure.value).toBe(true);
    expect(first.continueOnFailureBranches.onSuccess.name).toBe('step_3');
    const flag = first.continueOnFailureBranches.onFailure;
    expect(flag.settings).toMatchObject({ actionName: 'put', input: { key: 'try_1_failed', value: 'yes', store_scope: 'RUN' } });
    expect(flag.nextAction.settings).toMatchObject({ actionName: 'put', input: { key: 'try_1_error', value: "{{step_2['error']['message']}}" } });
    expect(flag.nextAction.settings.errorHandlingOptions.continueOnFailure.value).toBe(true);
    const second = first.continueOnFailureBranches.onSuccess;
    expect(second.continueOnFailureBranches.onFailure.nextAction.settings.input.value).toBe("{{step_3['error']['message']}}");
    // After the block (reached after success or after a failure): read the flag, run the handler when set.
    const read = first.nextAction;
    expect(read.settings).toMatchObject({ actionName: 'get', input: { key: 'try_1_failed' } });
    const router = read.nextAction;
    expect(router.type).toBe('ROUTER');
    expect(router.settings.branches[0].conditions).toEqual([[{ operator: 'TEXT_EXACTLY_MATCHES', firstValue: `{{${read.name}}}`, secondValue: 'yes', caseSensitive: true }]]);
    const readMessage = router.children[0];
    expect(readMessage.settings).toMatchObject({ actionName: 'get', input: { key: 'try_1_error' } });
    expect(readMessage.nextAction.settings.input.message).toBe(`failed: {{${readMessage.name}}}`);
    expect(router.children[1]).toBeNull();
    expect(router.nextAction.name).toBe('step_6');
    expect(steps.filter((s) => s.step.name.startsWith('step_5'))).toHaveLength(1);
    expect(result.routing.operations.filter((o) => o.step === 5)).toHaveLength(1);
  });

  it('stop with and without error uses the flow helper; steps after a stop are reported, not emitted', () => {
    const raw = recipe('r', pipefyCardMoved([
      ifStep([cond('present', dp(PIPEFY, 'trg', ['card', 'id']))], [
        { keyword: 'stop', input: { stop_with_error: 'true', stop_reason: `Missing ${dp(PIPEFY, 'trg', ['card', 'title'])}` } },
        elseStep([{ keyword: 'stop', input: { stop_with_error: 'false' } }, updateCard('never')]),
      ]),
    ]));
    const { result, steps } = translate(raw);
    const fail = byName(steps, 'stop_2');
    expect(fail.settings.pieceName).toBe('@activepieces/piece-flow-helper');
    expect(fail.settings.actionName).toBe('failFlow');
    expect(fail.settings.input.message).toBe("Missing {{trigger['data']['card']['title']}}");
    expect(byName(steps, 'stop_4').settings.actionName).toBe('stopFlow');
    expect(steps.some((s) => s.step.name === 'step_5')).toBe(false);
    expect(result.routing.operations).toContainEqual(expect.objectContaining({ step: 5 }));
  });

  it('skipped steps are not emitted and are listed for review', () => {
    const raw = recipe('r', pipefyCardMoved([updateCard('a1', {}), { ...updateCard('a2'), skip: true }, updateCard('a3')]));
    const { result, steps } = translate(raw);
    expect(steps.map((s) => s.step.name)).toEqual(['trigger', 'step_1', 'step_3']);
    expect(result.review).toContainEqual(expect.objectContaining({ kind: 'disabled', step: 2 }));
    expect(result.routing.operations.some((o) => o.step === 2)).toBe(false);
  });

  it('uses the step comment as the canvas name', () => {
    const raw = recipe('r', pipefyCardMoved([updateCard('a1', {})]));
    ((raw.code as Step).block![0] as Step).comment = 'Reject the card';
    expect(byName(translate(raw).steps, 'step_1').displayName).toBe('Reject the card');
  });
});

describe('variables', () => {
  const declare = (as: string, data: Record<string, string>) =>
    action('workato_variable', 'declare_variable', as, { variables: { schema: '[]', data } });

  it('a variable written once is plain data passing', () => {
    const raw = recipe('r', pipefyCardMoved([
      declare('v1', { status: dp(PIPEFY, 'trg', ['card', 'title']) }),
      updateCard('a2', { s: dp('workato_variable', 'v1', ['status']) }),
    ]));
    const { steps } = translate(raw);
    expect(byName(steps, 'step_1').type).toBe('CODE');
    expect(byName(steps, 'step_1').settings.input).toEqual({ status: "{{trigger['data']['card']['title']}}" });
    expect(byName(steps, 'step_2').settings.input.phaseFields.s).toBe("{{step_1['status']}}");
  });

  it('a variable updated in a branch lives in Storage and is read right before each reader', () => {
    const raw = recipe('r', pipefyCardMoved([
      declare('v1', { status: 'new' }),
      ifStep([cond('present', dp(PIPEFY, 'trg', ['card', 'id']))], [
        action('workato_variable', 'update_variables', 'u1', { name: 'uuid-1:v1:status', status: 'moved' }),
      ]),
      updateCard('a4', { s: dp('workato_variable', 'v1', ['status']) }),
    ]));
    const { steps } = translate(raw);
    // values are stored as JSON text (typed-storage.ts): a CODE step encodes them before each put
    const put = byName(steps, 'step_1');
    expect(put.settings).toMatchObject({ pieceName: '@activepieces/piece-store', actionName: 'put', input: { key: 'wv_v1_status', value: "{{step_1_json['v1']}}", store_scope: 'RUN' } });
    expect(byName(steps, 'step_1_json').settings.input).toEqual({ v1: 'new' });
    const update = byName(steps, 'step_3');
    expect(update.settings).toMatchObject({ actionName: 'put', input: { key: 'wv_v1_status', value: "{{step_3_json['v1']}}" } });
    expect(byName(steps, 'step_3_json').settings.input).toEqual({ v1: 'moved' });
    const reader = byName(steps, 'step_4');
    const decode = steps.find((s) => s.step.nextAction === reader)!.step;
    const get = steps.find((s) => s.step.nextAction === decode)!.step;
    expect(get.settings).toMatchObject({ actionName: 'get', input: { key: 'wv_v1_status', store_scope: 'RUN' } });
    expect(decode.settings.input).toEqual({ raw: `{{${get.name}}}` });
    expect(reader.settings.input.phaseFields.s).toBe(`{{${decode.name}['value']}}`);
  });
});

describe('recipe functions and connections', () => {
  it('callable trigger, parameters pills and return', () => {
    const raw = recipe('r', callableTrigger([
      action('workato_recipe_function', 'return_result', 'ret', { result: { email: dp('workato_recipe_function', 'trg', ['parameters', 'email']) } }),
    ]));
    const { trigger, steps } = translate(raw);
    expect(trigger.settings.triggerName).toBe('callableFlow');
    expect(trigger.settings.input.exampleData.sampleData).toHaveProperty('email');
    const ret = byName(steps, 'step_1');
    expect(ret.settings.actionName).toBe('returnResponse');
    expect(ret.settings.input.response.response.email).toBe("{{trigger['data']['email']}}");
  });

  it('binds a connection id on every Pipefy step, including branches, loops and error paths', () => {
    const raw = recipe('r', pipefyCardMoved([
      ifStep([cond('present', dp(PIPEFY, 'trg', ['card', 'id']))], [updateCard('a1')]),
      { keyword: 'foreach', as: 'l', input: {}, source: dp(PIPEFY, 'trg', ['card', 'labels']), block: [updateCard('a2')] },
      { keyword: 'try', input: {}, block: [updateCard('a3'), { keyword: 'catch', as: 'c', input: {}, block: [updateCard('a4')] }] },
    ]));
    const { result, steps } = translate(raw, 'Conexão: pipefySA01');
    const pipefySteps = steps.filter((s) => s.step.settings?.pieceName === '@activepieces/piece-pipefy');
    expect(pipefySteps.length).toBeGreaterThanOrEqual(5);
    for (const { step } of pipefySteps) expect(step.settings.input.auth).toBe("{{connections['pipefySA01']}}");
    expect(result.connections.bound[0]).toMatchObject({ id: 'pipefySA01', piece: '@activepieces/piece-pipefy' });
  });

  it('labelled hints go to their connector; unknown labels are reported', () => {
    const raw = recipe('r', pipefyCardMoved([updateCard('a1')]));
    const { result } = translate(raw, 'Connection Pipefy: abc123\nConexión Zoho: zzz999');
    expect(result.connections.bound.map((b) => b.id)).toEqual(['abc123']);
    expect(result.connections.unmatched).toEqual([{ id: 'zzz999', label: 'Zoho' }]);
  });
});

describe('connection hints', () => {
  it('parses the three languages, labels, connector names and one id per line', () => {
    expect(parseConnectionHints('Conexão: aaa111\nConexión: bbb222\nConnection: ccc333')).toEqual([{ id: 'aaa111' }, { id: 'bbb222' }, { id: 'ccc333' }]);
    expect(parseConnectionHints(`Connection ${PIPEFY}: ddd444`)).toEqual([{ id: 'ddd444', label: PIPEFY }]);
    expect(parseConnectionHints('Connections:\nfff666\nggg777\n\nnot-an-id-line here')).toEqual([{ id: 'fff666' }, { id: 'ggg777' }]);
    expect(parseConnectionHints('- **Conexão Slack**: `eee555`, hhh888')).toEqual([{ id: 'eee555', label: 'Slack' }, { id: 'hhh888', label: 'Slack' }]);
  });

  it('a Workato connector spelling as label binds the piece its steps became', () => {
    const raw = recipe('r', pipefyCardMoved([updateCard('a1')]));
    const result = translateRecipe(raw, { lang: 'en', connections: `Connection ${PIPEFY}: ddd444` });
    expect(result.connections.bound).toEqual([expect.objectContaining({ id: 'ddd444', piece: '@activepieces/piece-pipefy' })]);
    expect((result.template.flows[0]!.trigger as Any).settings.input.auth).toBe("{{connections['ddd444']}}");
  });
});

describe('input shapes and determinism', () => {
  const base = () => recipe('Shapes', pipefyCardMoved([updateCard('a1')]));

  it('accepts the export, API (string code), Inspect, UI-pull and bare-step shapes alike', () => {
    const exported = base();
    const api = { id: 77, name: 'Shapes', version_no: 3, code: JSON.stringify(exported.code), config: JSON.stringify([]) };
    const inspect = { result: exported.code };
    const bare = exported.code;
    const uiPull = { recipe_id: 88, code: exported.code, version: { config: JSON.stringify([]), name: 'Shapes', version_no: 5 } };
    const flows = [exported, api, inspect, bare, uiPull].map((r) => JSON.stringify(translateRecipe(r, { lang: 'en' }).template.flows[0]!.trigger));
    expect(new Set(flows).size).toBe(1);
    expect(translateRecipe(api, { lang: 'en' }).folder).toBe('77');
    expect(translateRecipe(exported, { lang: 'en' }).folder).toBe('shapes');
    const pulled = translateRecipe(uiPull, { lang: 'en' });
    expect([pulled.folder, pulled.recipe.name, pulled.recipe.version, pulled.recipe.shape]).toEqual(['88', 'Shapes', 5, 'ui_pull']);
  });

  it('is deterministic: the same input gives byte-identical output', () => {
    const a = translateRecipe(base(), { lang: 'pt', connections: 'Connection: x12345' });
    const b = translateRecipe(base(), { lang: 'pt', connections: 'Connection: x12345' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('refuses a connection file, a list, and a document without code, with distinct codes', () => {
    const code = (raw: unknown) => {
      try {
        translateRecipe(raw, { lang: 'en' });
        return 'no error';
      } catch (e) {
        return (e as { code: string }).code;
      }
    };
    expect(code({ name: 'My Gmail', provider: 'gmail', root_folder: false })).toBe('connection_file');
    expect(code({ items: [] })).toBe('recipe_list');
    expect(code({ name: 'x', description: 'y' })).toBe('no_code');
    expect(code({ code: '{not json' })).toBe('bad_code');
    expect(code('text')).toBe('not_object');
    expect(code({ name: 'x', code: { keyword: 'trigger', block: [{ keyword: 'action' }, { provider: 'x' }] } })).toBe('bad_trigger');
    try {
      translateRecipe({ name: 'x', code: { keyword: 'trigger', block: [{ keyword: 'action' }, { provider: 'x' }] } }, { lang: 'en' });
    } catch (e) {
      expect((e as Error).message).toContain('Step 2 of recipe is not a valid Workato step: its "keyword" field is missing.');
    }
  });

  it('keeps references in bracket form and never writes output', () => {
    const raw = recipe('r', pipefyCardMoved([updateCard('a1', { t: `${dpBare(PIPEFY, 'trg', ['card', 'title'])}` })]));
    const text = JSON.stringify(translateRecipe(raw, { lang: 'en' }).template);
    expect(text).not.toContain("['output']");
    expect(text).not.toMatch(/\{\{trigger\./);
  });
});

// The names of the flow's steps (what the user sees in Pipefy's flow builder after Import): a Workato step without a
// title of its own is named by the description's words for it, in the translation's language, not by the
// Activepieces action (Pipefy: updateCard); a title or comment the recipe gave the step is kept.
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { allSteps, checkTemplate } from './support/flow-check.js';
import { PIPEFY, action, callableTrigger, dp, pipefyCardMoved, recipe, type Step } from './support/recipes.js';

const slack = (extra: Record<string, unknown> = {}) => action('slack', 'post_message_to_channel', 's1', { channel: 'C1', message: 'hi' }, extra);
const update = () => action(PIPEFY, 'update_card', 'u1', { card_id: '7', fields: [] });
const call = () => action('workato_recipe_function', 'call_recipe', 'c1', { flow_id: { zip_name: 'lookup.recipe.json', name: 'Lookup contact' } });
const log = () => action('logger', 'log_message', 'l1', { message: 'hi' });
const python = () => action('py_eval', 'run_python_code', 'p1', { code: 'print(1)' });
const unknown = (extra: Record<string, unknown> = {}) => action('workato_workflow_task', 'app_function_return', 'w1', {}, extra);

function names(trigger: Step, lang: 'en' | 'pt' | 'es'): Map<string, string> {
  const { template } = translateRecipe(recipe('Names', trigger), { lang });
  expect(checkTemplate(template).errors).toEqual([]);
  const flowTrigger = template.flows[0]!.trigger as unknown as Step;
  return new Map(allSteps(flowTrigger).map(({ step }) => [String(step.name), String(step.displayName)]));
}

describe('flow step names in the user\'s words', () => {
  it.each([
    ['en', 'Slack: post message to channel', 'Pipefy: update a card', 'Pipefy: when a card moves to phase 555 in pipe 301'],
    ['pt', 'Slack: ', 'Pipefy: atualizar um card', 'Pipefy: quando um card é movido para a fase 555 no pipe 301'],
    ['es', 'Slack: ', 'Pipefy: actualizar una tarjeta', 'Pipefy: cuando una tarjeta se mueve a la fase 555 en el pipe 301'],
  ] as const)('%s: the trigger and the app steps without a title are named by their app and operation', (lang, slackWords, pipefyWords, triggerWords) => {
    const named = names(pipefyCardMoved([slack(), update()]), lang);
    expect(named.get('trigger')).toBe(triggerWords);
    expect(named.get('step_1')!.startsWith(slackWords)).toBe(true);
    expect(named.get('step_2')).toBe(pipefyWords);
    expect([...named.values()].join('\n')).not.toMatch(/send_channel_message|updateCard/);
  });

  it.each([
    ['en', 'Recipe functions: call the flow “Lookup contact”', /^Recipe functions: when another flow calls it/],
    ['pt', 'Funções de receita: chamar o fluxo “Lookup contact”', /^Funções de receita: quando outro fluxo o chama/],
    ['es', 'Funciones de receta: llamar al flujo “Lookup contact”', /^Funciones de receta: cuando otro flujo lo llama/],
  ] as const)('%s: a called flow is named by the flow it calls, not Sub Flows: callFlow', (lang, callWords, triggerWords) => {
    const named = names(callableTrigger([call()]), lang);
    expect(named.get('step_1')).toBe(callWords);
    expect(named.get('trigger')).toMatch(triggerWords);
  });

  it.each([
    ['en', 'Write the message to the log', 'Custom code (Python)'],
    ['pt', 'Escrever a mensagem no log', 'Código personalizado (Python)'],
    ['es', 'Escribir el mensaje en el log', 'Código personalizado (Python)'],
  ] as const)('%s: a code step is named in words', (lang, logWords, codeWords) => {
    const named = names(pipefyCardMoved([log(), python()]), lang);
    expect(named.get('step_1')).toBe(logWords);
    // kept when its code is to be rewritten: \`pipe-migrate code\` replaces the code, not the name
    expect(named.get('step_2')).toBe(codeWords);
  });

  it.each([
    ['en', 'Replace this step (not migrated): Workflow apps: app function return', 'Choose a trigger (not migrated): Workflow apps: app function load dropdown request', 'Choose a trigger: the recipe has none'],
    ['pt', 'Substitua este passo (não migrado): Apps de workflow: app function return', 'Escolha um gatilho (não migrado): Apps de workflow: app function load dropdown request', 'Escolha um gatilho: a receita não tem nenhum'],
    ['es', 'Reemplaza este paso (no migrado): Apps de workflow: app function return', 'Elige un disparador (no migrado): Apps de workflow: app function load dropdown request', 'Elige un disparador: la receta no tiene ninguno'],
  ] as const)('%s: a placeholder says in words that it must be replaced, then what it stands for', (lang, stepWords, triggerWords, emptyWords) => {
    const named = names(pipefyCardMoved([unknown()]), lang);
    expect(named.get('step_1')).toBe(stepWords);
    const trigger = { keyword: 'trigger', provider: 'workato_workflow_task', name: 'app_function_load_dropdown_request', as: 'trg', input: {}, block: [log()] };
    expect(names(trigger, lang).get('trigger')).toBe(triggerWords);
    expect(names({ keyword: 'trigger', input: {}, block: [log()] }, lang).get('trigger')).toBe(emptyWords);
  });

  it.each([
    ['en', 'Pipefy: get the moved card with all its fields'],
    ['pt', 'Pipefy: buscar o card movido com todos os campos'],
    ['es', 'Pipefy: obtener la tarjeta movida con todos sus campos'],
  ] as const)('%s: the fetch of the moved card is named in words, not by its action (getCardById)', (lang, fetchWords) => {
    const named = names(pipefyCardMoved([slack({}), action('slack', 'post_message_to_channel', 's2', { channel: 'C1', message: dp(PIPEFY, 'trg', ['card', 'due_date']) })]), lang);
    expect(named.get('trigger_fetch')).toBe(fetchWords);
  });

  it('a placeholder named by a long comment is cut as a whole, its call to replace it kept first', () => {
    const named = names(pipefyCardMoved([unknown({ comment: '😀'.repeat(130) })]), 'en');
    const prefix = 'Replace this step (not migrated): ';
    expect(named.get('step_1')).toBe(`${prefix}${'😀'.repeat(117 - prefix.length)}...`);
  });

  it('keeps the title or comment the recipe gave the step and the trigger', () => {
    const trigger = { ...pipefyCardMoved([slack({ comment: 'Tell the team' }), { ...update(), title: 'Close the card' }]), title: 'A card is approved' };
    const named = names(trigger, 'pt');
    expect(named.get('trigger')).toBe('A card is approved');
    expect(named.get('step_1')).toBe('Tell the team');
    expect(named.get('step_2')).toBe('Close the card');
  });

  it('cuts a long name by characters, never in the middle of a surrogate pair', () => {
    const named = names(pipefyCardMoved([slack({ comment: '😀'.repeat(130) })]), 'en');
    expect(named.get('step_1')).toBe(`${'😀'.repeat(117)}...`);
  });
});

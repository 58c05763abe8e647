// A required prop nothing fills is said as what to do, in the user's words: the prop and the action by what they
// mean (src/i18n/messages/targets.ts), never by their Activepieces names (flowId, callFlow), in pt, en and es; the
// machine-readable codes stay the same.
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { renderMessage } from '../src/engine/diagnostics.js';
import { missingRequiredMessages } from '../src/engine/flow/emit/required.js';
import { catalogOperation } from '../src/engine/mapping/catalog.js';
import { ALL_ROWS } from '../src/engine/mapping/operations/index.js';
import { action, pipefyCardMoved, recipe } from './support/recipes.js';

// a call to a recipe function outside this export: the Call flow step's flow is left for a person to choose
const call = action('workato_recipe_function', 'call_recipe', 'c1', { flow_id: { zip_name: 'other.recipe.json', name: 'Other', folder: '' }, parameters: {} });

function translated(lang: 'en' | 'pt' | 'es') {
  const result = translateRecipe(recipe('Calls', pipefyCardMoved([call])), { lang });
  const review = result.review.find((r) => r.code === 'missing_required' && r.step === 1);
  const op = result.routing.operations.find((o) => o.step === 1)!;
  return { result, review: review?.text ?? '', op };
}

describe('a required prop left to fill in', () => {
  it.each([
    ['en', 'Step 1: in the Sub Flows step "Call flow", choose the flow to call.', 'required, not filled in: the flow to call'],
    ['pt', 'Passo 1: no passo Sub Flows "Chamar fluxo", escolha o fluxo a chamar.', 'obrigatórios não preenchidos: o fluxo a chamar'],
    ['es', 'Paso 1: en el paso Sub Flows "Llamar a un flujo", elige el flujo a llamar.', 'obligatorios sin completar: el flujo a llamar'],
  ] as const)('%s: the review, blocked_reason and the step reason say what to choose', (lang, text, reason) => {
    const { result, review, op } = translated(lang);
    expect(review).toBe(text);
    expect(result.routing.blocked_reason).toContain(text);
    expect(op.reason).toContain(reason);
    expect(result.description).toContain(text);
    for (const said of [review, op.reason ?? '', result.routing.blocked_reason ?? '']) expect(said).not.toMatch(/flowId|callFlow/);
    // the data is unchanged: the same codes in every language
    expect(result.routing.blocked_codes).toEqual(['missing_required']);
    expect(op.codes).toEqual(['subflow_link', 'missing_required']);
  });

  it('names every required prop of every mapped target without its Activepieces name, in each language', () => {
    const raw: string[] = [];
    for (const row of ALL_ROWS) {
      if (!('piece' in row.target)) continue;
      const target = { piece: row.target.piece, kind: row.kind, name: row.target.name };
      const props = (catalogOperation(target.piece, target.kind, target.name)?.props ?? []).filter((p) => p.required).map((p) => p.name);
      if (props.length === 0) continue;
      const said = missingRequiredMessages(3, target, props);
      for (const lang of ['en', 'pt', 'es'] as const) {
        const text = `${renderMessage(said.review, lang)} ${renderMessage(said.reason, lang)}`;
        // a name in code form (camelCase, snake_case, kebab-case) left in the sentence
        const code = [target.name, ...props].filter((n) => /[a-z][A-Z]|[_-]/.test(n) && text.includes(n));
        if (code.length) raw.push(`${target.piece} ${target.name} ${lang}: ${code.join(', ')}`);
      }
    }
    expect(raw).toEqual([]);
  });

  it('a prop without words of its own reads as words', () => {
    const said = missingRequiredMessages(0, { piece: '@activepieces/piece-sftp', kind: 'trigger', name: 'new_file' }, ['path']);
    expect(renderMessage(said.review, 'pt')).toBe('Passo 0: no passo FTP/SFTP "New file", preencha Path.');
  });
});

describe('a Workato field the target has no place for', () => {
  it('names the action in the user\'s words too', () => {
    const stripe = action('stripe', 'create_customer', 's1', { email: 'a@b.co', name: 'Ana', metadata: [{ key: 'k', value: 'v' }] });
    const texts = (lang: 'en' | 'es') => translateRecipe(recipe('Dropped', pipefyCardMoved([stripe])), { lang }).review.filter((r) => r.code === 'field_dropped').map((r) => r.text);
    expect(texts('es')).toEqual(['Paso 1: el/los campo(s) de Workato metadata no tienen lugar en Stripe (Crear cliente) y no se llevaron.']);
    expect(texts('en').join(' ')).not.toContain('create_customer');
  });
});

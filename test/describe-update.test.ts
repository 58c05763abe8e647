// recipe_description.md rewritten after a code step changed (describe/update.ts), on a real translation: a Ruby
// step the engine compiled, replaced by hand and not yet checked, is described as routing.json now says it.
import { describe, expect, it } from 'vitest';
import { updatedDescription } from '../src/engine/describe/update.js';
import { translateRecipe } from '../src/engine/index.js';
import { translator } from '../src/i18n/index.js';
import { engineMessages } from '../src/i18n/messages/engine.js';
import { routingAfter, withCode } from '../src/verify/code-steps/update.js';
import { action, pipefyCardMoved, recipe } from './support/recipes.js';

const ruby = action('workato_custom_code', 'invoke_custom_ruby_code', 'rb', { name: 'r', code: "{ n: 1 + 1 }", code_input: { schema: '[]', data: {} } });

describe('the description after a compiled Ruby step is replaced', () => {
  it('says the step needs its check, lists it, counts it and marks it', () => {
    const result = translateRecipe(recipe('Ruby', pipefyCardMoved([ruby])), { lang: 'es' });
    const before = result.routing;
    expect(before.operations.find((o) => o.step === 1)!.status).toBe('mapped');
    const t = translator(engineMessages, 'es');
    const after = routingAfter(before, withCode(result.template, 'step_1', 'export const code = async () => ({ n: 2 });\n'), new Map([['1', false]]), (code, step) => t(code, { number: step }));
    const text = updatedDescription(result.description, before, after, [{ workatoStep: 1, stepName: 'step_1' }]);
    const unchecked = 'Paso 1: reemplazado por JavaScript que no pasó pipe-migrate code check.';
    const lines = text.split('\n');
    expect(lines.find((l) => l.startsWith('- **#1** '))).toMatch(new RegExp(` — ❌ sin traducir: ${unchecked}$`));
    expect(lines).toContain(`- [ ] **#1** \`step_1\` — ${unchecked}`);
    // the compiled Ruby is verified (the recipe interpreter runs it too): nothing waits for a person before the change
    expect(result.description.split('\n')[2]).toContain('El disparador y las acciones (2) — traducidos: 2, aproximados (funcionan, con algo que revisar): 0, necesitan a una persona: 0.');
    // read back and written again: the step is now not translated, one that needs a human
    expect(lines[2]).toContain('El disparador y las acciones (2) — traducidos: 1, aproximados (funcionan, con algo que revisar): 0, necesitan a una persona: 1, de ellos sin traducir (un paso provisional ocupa el lugar de cada uno): 1.');
    expect(lines[2]).toContain('necesita revisión manual');
    // the diagram marks it, with the red class and its legend entry, as flowToMermaid draws a marked step
    const diagram = text.split('```mermaid\n')[1]!.split('```')[0]!;
    expect(diagram).toContain('  step_1[/"⚠ Código personalizado #40;Ruby#41;"/]');
    expect(diagram).toContain('  subgraph legend ["Leyenda"]\n    direction LR\n    legend_translated[');
    expect(diagram).toMatch(/\n {4}legend_unmapped\["⚠ [^\n]+\n {2}end\n {2}classDef default [^\n]+\n {2}classDef unmapped [^\n]+\n {2}class legend_unmapped,step_1 unmapped\n$/);
    // nothing else moved: the same description when nothing changed
    expect(updatedDescription(result.description, before, before, [])).toBe(result.description);
  });
});

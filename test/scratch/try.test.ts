import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { normalizeRecipe } from '../../src/engine/recipe.js';
import { buildIR } from '../../src/engine/ir.js';
import { buildFlow } from '../../src/engine/flow/builder.js';
import { checkTemplate } from '../support/flow-check.js';
import { corpusFiles, readCorpus } from '../support/corpus.js';

it('scratch', () => {
  const inputs: Array<[string, unknown]> = [['example', JSON.parse(readFileSync('examples/pipefy-card-moved.recipe.json', 'utf8'))], ...corpusFiles().map((f) => [f, readCorpus(f)] as [string, unknown])];
  for (const [name, raw] of inputs) {
    const r = normalizeRecipe(raw, name);
    const built = buildFlow(r, buildIR(r.code), { lang: 'en', pieceVersions: {} });
    const template = { name: r.name, type: 'SHARED', flows: [{ displayName: r.name, trigger: built.trigger, valid: true, schemaVersion: '20', notes: built.notes }] };
    const check = checkTemplate(template);
    console.log(name.slice(0, 60), check.steps, check.errors.slice(0, 5), built.operations.map((o) => `${o.step}:${o.status}`).join(' '));
    if (name === 'example') console.log(JSON.stringify(built.trigger, null, 1).slice(0, 3000));
  }
});

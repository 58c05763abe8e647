import { it } from 'vitest';
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { describeRecipe } from '../src/engine/describe/index.js';
import { flowToMermaid } from '../src/engine/diagram.js';
it('dump', () => {
  mkdirSync('/tmp/dump', { recursive: true });
  const dir = '/work/shared/corpus/workato/';
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => dir + f).concat(['/work/main/examples/pipefy-card-moved.recipe.json']);
  for (const f of files) {
    const j = JSON.parse(readFileSync(f, 'utf8'));
    const ops: any[] = [];
    const walk = (s: any) => { if (s.keyword === 'action' || s.keyword==='trigger') ops.push({ step: s.number, provider: s.provider, name: s.name, status: s.number % 3 === 1 ? 'unmapped' : s.number % 3 === 2 ? 'approximated' : 'mapped', reason: 'because' }); (s.block || []).forEach(walk); };
    walk(j.code);
    const tpl: any = { name: 'x', type: 'SHARED', flows: [{ trigger: { name: 'trigger', displayName: 'Trigger' } }] };
    for (const lang of ['en', 'pt', 'es'] as const) {
      const md = describeRecipe({ recipe: { name: j.name, description: j.description, code: j.code, config: j.config, shape: 'export' }, template: tpl, routing: { routing: 'ipaas_ready', operations: ops }, review: [], connections: { bound: [], unmatched: [], missing: [] }, mermaid: flowToMermaid(tpl, [], lang) }, lang);
      writeFileSync('/tmp/dump/' + f.split('/').pop()!.replace(/\.json$/,'').slice(-45) + '.' + lang + '.md', md);
    }
  }
});

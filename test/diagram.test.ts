import { describe, expect, it } from 'vitest';
import { flowToMermaid, mermaidLabel } from '../src/engine/diagram.js';
import { visitSteps } from '../src/engine/flow/steps.js';
import { translateRecipe } from '../src/engine/index.js';
import type { FlowTemplate, ReviewItem } from '../src/engine/types.js';
import { LANGS } from '../src/i18n/index.js';
import { checkTemplate } from './support/flow-check.js';
import { legendRecipe } from './support/legend-recipe.js';
import { PIPEFY, action, pipefyCardMoved, recipe } from './support/recipes.js';
import { DATE, webhookTemplate } from './support/templates.js';

type Step = Record<string, unknown>;

function piece(name: string, displayName: string, extra: Step = {}): Step {
  return {
    name,
    type: 'PIECE',
    displayName,
    valid: true,
    skip: false,
    lastUpdatedDate: DATE,
    settings: { pieceName: '@activepieces/piece-http', pieceVersion: '0.11.19', actionName: 'send_request', input: {}, propertySettings: {} },
    ...extra,
  };
}

function codeStep(name: string, displayName: string, extra: Step = {}): Step {
  return {
    name,
    type: 'CODE',
    displayName,
    valid: true,
    skip: false,
    lastUpdatedDate: DATE,
    settings: { input: {}, sourceCode: { code: 'export const code = async () => ({})', packageJson: '{}' } },
    ...extra,
  };
}

function router(name: string, displayName: string, branches: string[], children: Array<Step | null>, extra: Step = {}): Step {
  return {
    name,
    type: 'ROUTER',
    displayName,
    valid: true,
    skip: false,
    lastUpdatedDate: DATE,
    settings: {
      executionType: 'EXECUTE_FIRST_MATCH',
      branches: branches.map((branchName, i) =>
        i === branches.length - 1 && /otherwise/i.test(branchName)
          ? { branchName, branchType: 'FALLBACK' }
          : { branchName, branchType: 'CONDITION', conditions: [[{ operator: 'EXISTS', firstValue: '{{trigger.body}}' }]] },
      ),
    },
    children,
    ...extra,
  };
}

function loop(name: string, displayName: string, first: Step | null, extra: Step = {}): Step {
  return { name, type: 'LOOP_ON_ITEMS', displayName, valid: true, skip: false, lastUpdatedDate: DATE, settings: { items: '{{trigger.body.items}}' }, firstLoopAction: first, ...extra };
}

function template(first: Step | undefined, triggerName?: string): FlowTemplate {
  return webhookTemplate(first, triggerName ? { triggerName } : {});
}

/** The §7-style flow: webhook → code → router (Approved → HTTP; Otherwise → nothing) → loop over items → storage. */
function exampleFlow(): FlowTemplate {
  const step5 = piece('step_5', 'Remember last SKU');
  const step4 = loop('step_4', 'For each line item', step5);
  const step3 = piece('step_3', 'Notify ERP');
  const step2 = router('step_2', 'Is approved?', ['Approved', 'Otherwise'], [step3, null], { nextAction: step4 });
  const step1 = codeStep('step_1', 'Normalize payload', { nextAction: step2 });
  return template(step1);
}

function nodeLine(mermaid: string, id: string): string {
  const line = mermaid.split('\n').find((l) => new RegExp(`^\\s*${id}[\\[({>]`).test(l));
  if (!line) throw new Error(`no node ${id} in\n${mermaid}`);
  return line.trim();
}

describe('flowToMermaid', () => {
  it('draws the trigger, a router with a label per branch, the merge after it and a loop', () => {
    const m = flowToMermaid(exampleFlow(), [], 'en');
    expect(m.startsWith('flowchart TD\n')).toBe(true);
    expect(nodeLine(m, 'trigger')).toBe('trigger(["⚡ Catch Webhook"])');
    expect(nodeLine(m, 'step_1')).toBe('step_1[/"Normalize payload"/]');
    expect(nodeLine(m, 'step_2')).toBe('step_2{"Is approved?"}');
    // An app's step carries the app's name.
    expect(nodeLine(m, 'step_3')).toBe('step_3["HTTP: Notify ERP"]');
    expect(nodeLine(m, 'step_4')).toBe('step_4{{"For each line item"}}');
    expect(m).toContain('  trigger --> step_1\n');
    expect(m).toContain('  step_1 --> step_2\n');
    expect(m).toContain('  step_2 -->|"Approved"| step_3\n');
    // the empty branch goes straight to the merge point, with its label
    expect(m).toContain('  step_2 -->|"Otherwise"| step_4\n');
    // the filled branch continues to the merge point too
    expect(m).toContain('  step_3 --> step_4\n');
    // the loop: a subgraph holding the loop node and its body, a body edge and a loop-back edge
    const lines = m.split('\n');
    const open = lines.findIndex((l) => /^\s*subgraph loop_step_4 \["↻"\]$/.test(l));
    const close = lines.findIndex((l, i) => i > open && l.trim() === 'end');
    expect(open).toBeGreaterThan(0);
    const inside = lines.slice(open, close).join('\n');
    expect(inside).toContain('step_4{{');
    expect(inside).toContain('step_5["HTTP: Remember last SKU"]');
    expect(m).toContain('  step_4 -->|"each item"| step_5\n');
    expect(m).toContain('  step_5 -.-> step_4\n');
    // the last thing is the loop: its exit is labelled, so it ends in an End node
    expect(m).toContain('  step_4 -->|"done"| flow_end\n');
    expect(nodeLine(m, 'flow_end')).toBe('flow_end(("End"))');
  });

  it('routers: every branch end continues to the next step, several steps per branch, null children', () => {
    const a2 = piece('a_2', 'A2');
    const a1 = piece('a_1', 'A1', { nextAction: a2 });
    const b1 = piece('b_1', 'B1');
    const after = piece('after', 'After');
    const r = router('r', 'Which?', ['A', 'B', 'C', 'Otherwise'], [a1, b1, null, null], { nextAction: after });
    const m = flowToMermaid(template(r), [], 'en');
    expect(m).toContain('  r -->|"A"| a_1\n');
    expect(m).toContain('  a_1 --> a_2\n');
    expect(m).toContain('  a_2 --> after\n');
    expect(m).toContain('  r -->|"B"| b_1\n');
    expect(m).toContain('  b_1 --> after\n');
    expect(m).toContain('  r -->|"C"| after\n');
    expect(m).toContain('  r -->|"Otherwise"| after\n');
    expect(m).not.toContain('flow_end');
  });

  it('a router at the end keeps its empty branches visible with an End node; missing branch names get a number', () => {
    const x = piece('x', 'X');
    const r = router('r', 'Check', ['Yes', 'Otherwise'], [x, null]);
    (r.settings as { branches: Array<Record<string, unknown>> }).branches[0]!.branchName = '';
    const m = flowToMermaid(template(r), [], 'pt');
    expect(m).toContain('  r -->|"Ramo 1"| x\n');
    expect(m).toContain('  r -->|"Otherwise"| flow_end\n');
    expect(nodeLine(m, 'flow_end')).toBe('flow_end(("Fim"))');
  });

  it('draws error paths as labelled dotted edges, success paths as labelled edges, and stops after failFlow', () => {
    const fail = piece('fail_1', 'Fail the run', {
      settings: { pieceName: '@activepieces/piece-flow-helper', pieceVersion: '0.1.0', actionName: 'failFlow', input: { message: '{{step_7.error.message}}' }, propertySettings: {} },
    });
    const ok = piece('step_8', 'Next');
    const step7 = piece('step_7', 'Call ERP', { continueOnFailureBranches: { onSuccess: ok, onFailure: fail } });
    const m = flowToMermaid(template(step7), [], 'en');
    expect(m).toContain('  step_7 -->|"success"| step_8\n');
    expect(m).toContain('  step_7 -.->|"on error"| fail_1\n');
    expect(nodeLine(m, 'fail_1')).toBe('fail_1((("Fail the run")))');
    expect(m).not.toMatch(/^\s*fail_1 -/m);
    // the error edge is coloured by index
    const edges = m.split('\n').filter((l) => /^\s+\w+ (-->|-\.->)/.test(l));
    const index = edges.findIndex((l) => l.includes('-.->|"on error"|'));
    expect(m).toContain(`linkStyle ${index} stroke:#c0392b`);
  });

  it('colours only error edges: loop-backs stay plain dotted', () => {
    const m = flowToMermaid(exampleFlow(), [], 'en');
    expect(m).toContain('  step_5 -.-> step_4\n');
    expect(m).not.toContain('linkStyle');
  });

  it('an error handler without an onFailure chain still shows the error path', () => {
    const next = piece('n', 'Next');
    const s = piece('s', 'Risky', { continueOnFailureBranches: { onSuccess: null, onFailure: null } });
    s.continueOnFailureBranches = { onSuccess: piece('ok', 'OK'), onFailure: null };
    s.nextAction = next;
    const m = flowToMermaid(template(s), [], 'es');
    expect(m).toContain('  s -->|"éxito"| ok\n');
    expect(m).toContain('  s -.->|"en caso de error"| n\n');
    expect(m).toContain('  ok --> n\n');
  });

  it('marks unmapped, placeholder and formula steps with ⚠ and a red dashed class; approximated ones in amber', () => {
    const s4 = piece('step_4', 'Formula step');
    const s3 = piece('step_3', 'Placeholder', { nextAction: s4 });
    const s2 = piece('step_2', 'Approximated', { nextAction: s3 });
    const s1 = codeStep('step_1', 'Unmapped: email/send_mail', { nextAction: s2 });
    const review: ReviewItem[] = [
      { kind: 'unmapped', step: 1, stepName: 'step_1', text: 'not translated' },
      { kind: 'approximated', step: 2, stepName: 'step_2', text: 'approximated' },
      { kind: 'placeholder', step: 3, stepName: 'step_3', text: 'fill in' },
      { kind: 'formula', step: 4, stepName: 'step_4', text: 'formula' },
      { kind: 'connection', step: 2, stepName: 'step_2', text: 'connect' },
    ];
    const m = flowToMermaid(template(s1), review, 'en');
    expect(nodeLine(m, 'step_1')).toBe('step_1[/"⚠ Unmapped: email/send_mail"/]');
    expect(nodeLine(m, 'step_3')).toBe('step_3["⚠ HTTP: Placeholder"]');
    expect(nodeLine(m, 'step_4')).toBe('step_4["⚠ HTTP: Formula step"]');
    expect(nodeLine(m, 'step_2')).toBe('step_2["HTTP: Approximated"]');
    expect(m).toMatch(/classDef unmapped [^\n]*stroke:#c0392b[^\n]*stroke-dasharray/);
    expect(m).toContain('  class legend_unmapped,step_1,step_3,step_4 unmapped\n');
    expect(m).toContain('  class legend_approximated,step_2 approximated\n');
  });

  it('escapes labels: quotes, brackets, #, <>, newlines; truncates long ones', () => {
    const s = piece('step_1', 'Say "hi" [now] #1 <b>bold</b>\nsecond line {x} | y');
    const long = piece('step_2', 'x'.repeat(200));
    s.nextAction = long;
    const m = flowToMermaid(template(s, 'Trigger "quoted"'), [], 'en');
    const line = nodeLine(m, 'step_1');
    const label = line.slice(line.indexOf('"') + 1, line.lastIndexOf('"'));
    expect(label).not.toMatch(/["<>[\]{}|\n]/);
    expect(label).toContain('#34;hi#34;');
    expect(label).toContain('#35;1');
    expect(label).toContain('#60;b#62;');
    expect(label).toContain('#91;now#93;');
    expect(label).toContain('second line');
    const longLine = nodeLine(m, 'step_2');
    const longLabel = longLine.slice(longLine.indexOf('"') + 1, longLine.lastIndexOf('"'));
    expect([...longLabel].length).toBeLessThanOrEqual(60);
    expect(longLabel.endsWith('…')).toBe(true);
    expect(nodeLine(m, 'trigger')).toBe('trigger(["⚡ Trigger #34;quoted#34;"])');
    expect(mermaidLabel('a\tb\r\nc')).toBe('a b c');
  });

  it('keeps node ids equal to step names, renaming only Mermaid keywords and duplicates', () => {
    const dup = piece('step_1', 'Duplicate name');
    const endStep = piece('end', 'A step called end', { nextAction: dup });
    const first = piece('step_1', 'First', { nextAction: endStep });
    const m = flowToMermaid(template(first), [], 'en');
    expect(m).toContain('  trigger --> step_1\n');
    expect(m).toContain('  step_1 --> n_end\n');
    expect(m).toContain('  n_end --> step_1__2\n');
    expect(m).not.toMatch(/^\s*end\[/m);
  });

  it('empty loops, skipped steps, missing trigger and empty templates', () => {
    const l = loop('loop_1', 'Empty loop', null);
    const skipped = piece('step_2', 'Skipped', { skip: true });
    l.nextAction = skipped;
    const m = flowToMermaid(template(l), [], 'en');
    expect(m).not.toContain('loop_1 -.-> loop_1');
    expect(m).toContain('  loop_1 -->|"done"| step_2\n');
    expect(m).toContain('  class legend_disabled,step_2 disabled\n');
    expect(flowToMermaid({ name: 'x', type: 'SHARED', flows: [] }, [], 'en')).toBe('flowchart TD\n  empty["The flow is empty"]\n');
    expect(flowToMermaid(template(undefined), [], 'en')).toBe('flowchart TD\n  trigger(["⚡ Catch Webhook"])\n');
  });

  it('is deterministic and does not change the template', () => {
    const t = exampleFlow();
    const before = JSON.stringify(t);
    const review: ReviewItem[] = [{ kind: 'unmapped', step: 3, stepName: 'step_3', text: 'x' }];
    const a = flowToMermaid(t, review, 'en');
    const b = flowToMermaid(JSON.parse(before) as FlowTemplate, review, 'en');
    expect(a).toBe(b);
    expect(JSON.stringify(t)).toBe(before);
  });

  it('labels edges in the chosen language', () => {
    expect(flowToMermaid(exampleFlow(), [], 'pt')).toContain('step_4 -->|"cada item"| step_5');
    expect(flowToMermaid(exampleFlow(), [], 'es')).toContain('step_4 -->|"cada elemento"| step_5');
  });
});

describe('flowToMermaid on a translated recipe: plumbing, called flows, app names, legend', () => {
  const webhook = { number: 0, keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 't0', input: {} };
  const recipe = {
    name: 'Monitored call',
    code: {
      ...webhook,
      block: [
        {
          number: 1,
          keyword: 'try',
          as: 'try1',
          block: [
            { number: 2, keyword: 'action', provider: 'rest', name: 'make_request_v2', as: 'h2', input: { request: { method: 'GET', url: 'https://erp.example/x' } } },
            { number: 3, keyword: 'catch', as: 'c3', block: [{ number: 4, keyword: 'action', provider: 'rest', name: 'make_request_v2', as: 'h4', input: { request: { method: 'POST', url: 'https://erp.example/alert' } } }] },
          ],
        },
        { number: 5, keyword: 'action', provider: 'workato_recipe_function', name: 'call_recipe', as: 'f5', input: { flow_id: { id: 77, name: 'Provision access' } } },
      ],
    },
  };

  it('draws no error-flag steps, names the called flow and the app, and explains each colour and arrow in the legend', () => {
    for (const lang of LANGS) {
      const result = translateRecipe(recipe, { lang });
      expect(checkTemplate(result.template).errors).toEqual([]);
      const m = result.mermaid;
      // The flow itself stores the error flag and message (emit/try.ts) ...
      const keys: string[] = [];
      visitSteps(result.template.flows[0]!.trigger as Record<string, unknown>, (s) => {
        const key = ((s.settings as { input?: { key?: unknown } } | undefined)?.input ?? {}).key;
        if (typeof key === 'string') keys.push(key);
      });
      expect(keys.some((k) => /^try_1_(failed|error)$/.test(k))).toBe(true);
      // ... the diagram goes straight from the monitored step to the handler, on a red dotted arrow.
      expect(m).not.toMatch(/\b(step_\d+_(failed|error)|try_\d+_start|catch_\d+_failed)\b/);
      expect(m).toMatch(/step_2 -\.->\|"[^"]+"\| catch_3/);
      const called = { en: 'Call the flow #34;Provision access#34;', pt: 'Chamar o fluxo #34;Provision access#34;', es: 'Llamar al flujo #34;Provision access#34;' }[lang];
      expect(m).toContain(called);
      expect(m).toMatch(/step_2\["HTTP: /);
      const legend = { en: 'Legend', pt: 'Legenda', es: 'Leyenda' }[lang];
      expect(m).toContain(`subgraph legend ["${legend}"]`);
      const errorPath = { en: 'red dotted arrow', pt: 'seta pontilhada vermelha', es: 'flecha punteada roja' }[lang];
      expect(m).toContain(errorPath);
    }
  });
});

describe('the legend and the plumbing on a translated recipe with every colour', () => {
  it('explains every colour and arrow the diagram uses, in the user\'s language, and nothing it does not use', () => {
    const words = {
      en: ['lilac: translated', 'red, dashed', 'amber', 'red dotted arrow', 'grey dotted arrow'],
      pt: ['lilás: traduzido', 'vermelho, tracejado', 'âmbar', 'seta pontilhada vermelha', 'seta pontilhada cinza'],
      es: ['lila: traducido', 'rojo, discontinuo', 'ámbar', 'flecha punteada roja', 'flecha punteada gris'],
    };
    for (const lang of LANGS) {
      const result = translateRecipe(legendRecipe(), { lang });
      expect(checkTemplate(result.template).errors).toEqual([]);
      const m = result.mermaid;
      // Each node colour (a class, and the default for translated steps) has a legend node wearing it ...
      for (const [, name] of m.matchAll(/^ {2}classDef (\w+) /gm)) {
        if (name === 'default' || name!.startsWith('legend')) continue;
        expect(m, `${lang} ${name}`).toMatch(new RegExp(`^ {2}class (\\S+,)?legend_${name}(,\\S+)? ${name}$`, 'm'));
      }
      expect(m).toMatch(/^ {2}classDef default /m);
      expect(m).toMatch(/^ {4}legend_translated\["/m);
      // ... and each arrow colour (the red error arrows) and the dotted loop-back arrow have theirs, drawn alike.
      expect(m).toMatch(/^ {2}linkStyle [\d,]+ stroke:#c0392b/m);
      expect(m).toMatch(/^ {4}legend_error\["[^"]+"\]:::legendError$/m);
      expect(m).toMatch(/^ {2}classDef legendError .*stroke:#c0392b.*stroke-dasharray/m);
      expect(m).toMatch(/^ {4}legend_loop\["[^"]+"\]:::legendLoop$/m);
      for (const word of words[lang]) expect(m, `${lang}: ${word}`).toContain(word);
      // The disabled Workato step is left out of the flow (it is in the checklist): no grey, so no grey entry.
      expect(m).not.toMatch(/legend_disabled|classDef disabled/);
      const legend = { en: 'Legend', pt: 'Legenda', es: 'Leyenda' }[lang];
      expect(m).toContain(`subgraph legend ["${legend}"]`);
      // The description's text before the diagram says the same colours.
      expect(result.description).toContain({ en: 'Lilac steps are translated', pt: 'Passos lilás são traduzidos', es: 'Los pasos lila están traducidos' }[lang]);
    }
    // A flow with nothing to explain has no legend and keeps the viewer's colours.
    const plain = translateRecipe(recipe('Plain', pipefyCardMoved([action('slack', 'post_message', 's', { channel: 'C', message: 'x' })])), { lang: 'en' }).mermaid;
    expect(plain).not.toContain('subgraph legend');
    expect(plain).not.toContain('classDef');
  });

  it('collapses the error plumbing: no flag steps and no "go on" gate; normal arrows go on, error arrows reach the handler', () => {
    for (const lang of LANGS) {
      const result = translateRecipe(legendRecipe(), { lang });
      const names: string[] = [];
      visitSteps(result.template.flows[0]!.trigger as Record<string, unknown>, (s) => void names.push(String(s.name)));
      // The flow has the gate after the condition inside the monitor block (emit/try.ts) ...
      expect(names.some((n) => /^try_\d+_go_on/.test(n))).toBe(true);
      const m = result.mermaid;
      // ... the diagram does not draw it, nor the steps that store or read the error flag.
      expect(m).not.toMatch(/\btry_\d+_(go_on|ok|start)\w*\b|\bstep_\d+_(failed|error)\b|\bcatch_\d+_failed\b/);
      const gateText = { en: 'No error so far', pt: 'Sem erro até aqui', es: 'Sin error hasta aquí' }[lang];
      expect(m).not.toContain(gateText);
      // Both sides of the condition go on to the step after it; every red arrow ends on the error handler.
      const after = /^ {2}(\w+)\["Slack: [^"]*"\]$/m;
      expect(m).toMatch(after);
      const errorArrows = m.split('\n').filter((l) => l.includes('-.->') && !/-\.-> loop_|-\.-> each/.test(l) && !/^ {2}\w+ -\.-> \w+$/.test(l));
      expect(errorArrows.length).toBeGreaterThan(1);
      for (const line of errorArrows) expect(line, `${lang}: ${line}`).toMatch(/ catch_\d+$/);
    }
  });
});

describe('a step whose Workato action has no title of its own', () => {
  const slack = (extra: Record<string, unknown> = {}) => action('slack', 'post_message_to_channel', 's1', { channel: 'C1', message: 'hi' }, extra);
  const update = action(PIPEFY, 'update_card', 'u1', { card_id: '7', fields: [] });
  const nodes = (lang: 'en' | 'pt' | 'es', steps = [slack(), update]) => {
    const result = translateRecipe(recipe('Words', pipefyCardMoved(steps)), { lang });
    return result.mermaid.split('\n').filter((l) => /^\s+step_\d+\[/.test(l)).join('\n');
  };

  it.each([
    ['en', 'Slack: post message to channel', 'Pipefy: update a card'],
    ['pt', 'Slack: ', 'Pipefy: atualizar um card'],
    ['es', 'Slack: ', 'Pipefy: actualizar una tarjeta'],
  ] as const)('%s: is named by its app and the description\'s words for the operation, not the Activepieces action', (lang, slackWords, pipefyWords) => {
    const text = nodes(lang);
    expect(text).toContain(`step_1["${mermaidLabel(slackWords).trim()}`);
    // (the update is marked: its card fields are left to fill in)
    expect(text).toContain(`step_2["⚠ ${mermaidLabel(pipefyWords)}"]`);
    expect(text).not.toMatch(/send_channel_message|updateCard/);
  });

  it('keeps the title or comment the recipe gave the step', () => {
    expect(nodes('pt', [slack({ comment: 'Tell the team' })])).toContain('step_1["Slack: Tell the team"]');
  });
});

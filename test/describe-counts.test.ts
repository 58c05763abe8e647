// The numbers a user reads first (the description's summary, the wizard's summary and checklist, the CLI's line)
// from small recipe fragments: a blocked step is never counted as translated, the counts add up (an else branch is
// not a step) and no checklist lists a step twice.
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { LANGS } from '../src/i18n/index.js';
import { main } from '../src/cli.js';
import { checklistPlan } from '../src/ui/wizard/checklist.js';
import { summarize } from '../src/ui/wizard/summary.js';
import { checkTemplate } from './support/flow-check.js';
import { fakeIo } from './support/io.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PIPEFY, action, cond, dp, dpBare, elseStep, elsif, ifStep, pipefyCardMoved, recipe, type Step } from './support/recipes.js';

const title = dp(PIPEFY, 'trg', ['card', 'title']);
const bareTitle = dpBare(PIPEFY, 'trg', ['card', 'title']);
/** A Slack post whose two fields hold a formula no compiler reads: Slack maps, the step cannot run as written. */
const blockedPost = action('slack', 'post_message', 'slk', { channel: `=${bareTitle}.frobnicate_zz`, message: `=${bareTitle}.unknown_method_qq` });

function translate(block: Step[], lang: (typeof LANGS)[number] = 'en') {
  const result = translateRecipe(recipe('Counts', pipefyCardMoved(block)), { lang });
  expect(checkTemplate(result.template).errors).toEqual([]);
  return result;
}

describe('a blocked step is never counted as translated', () => {
  it('the description summary, the per-step status, the wizard summary and the CLI line say "needs a human"', async () => {
    const result = translate([blockedPost]);
    expect(result.routing.routing).toBe('manual_revision');
    // routing.json keeps the app's mapping; the facts do not call the step translated.
    expect(result.routing.operations.find((o) => o.step === 1)?.status).not.toBe('unmapped');
    expect(result.facts.operations).toEqual({ mapped: 1, approximated: 0, blocked: 1, unmapped: 0 });
    expect(result.description).toContain('The trigger and the actions (2) — translated: 1, approximated (they run, with something to check): 0, need a human: 1.');
    expect(summarize(result, 'en').steps).toEqual({ count: 1, total: 2, mapped: 1, approximated: 0, human: 1, unmapped: 0 });
    const stepLine = result.description.split('\n').find((l) => l.startsWith('- **#1**'));
    expect(stepLine).toContain('⚠️ needs a human before it can run');
    expect(stepLine).not.toContain('✅');

    const io = fakeIo({ LANG: 'en_US.UTF-8', MMDC_PATH: '/nonexistent' });
    const file = join(io.cwd, 'r.json');
    writeFileSync(file, JSON.stringify(recipe('Counts', pipefyCardMoved([blockedPost]))));
    expect(await main(['--recipe', file, '--no-png'], io)).toBe(0);
    expect(io.out.join('')).toContain('The trigger and the actions (2): 1 translated, 0 approximated (they run, with something to check), 1 need a human.');
  });

  it('in pt and es too', () => {
    expect(translate([blockedPost], 'pt').description).toContain('O gatilho e as ações (2) — traduzidos: 1, aproximados (rodam, com algo a conferir): 0, precisam de uma pessoa: 1.');
    expect(translate([blockedPost], 'es').description).toContain('El disparador y las acciones (2) — traducidos: 1, aproximados (funcionan, con algo que revisar): 0, necesitan a una persona: 1.');
  });
});

describe('the counts add up', () => {
  it('if / elsif / else: the else is part of its if, an elsif is a condition; the total is the sum of the kinds', () => {
    const post = (as: string) => action('slack', 'post_message', as, { channel: 'C', message: 'x' });
    const stop = { keyword: 'stop', input: { stop_with_error: 'false' } };
    const block = [ifStep([cond('present', title)], [post('a'), elsif([cond('blank', title)], [post('b')]), elseStep([post('c'), stop])])];
    const result = translate(block);
    const { steps, actions, conditions, loops, errorHandlers, stops } = result.facts.counts;
    expect(steps).toBe(actions + conditions + loops + errorHandlers + stops);
    expect(result.facts.counts).toMatchObject({ actions: 3, conditions: 2, stops: 1, steps: 6 });
    expect(result.description).toContain('Then it runs 6 steps (3 actions, 2 conditions, 1 stop).');
    const ops = result.facts.operations;
    // The trigger and every action, each counted once.
    expect(ops.mapped + ops.approximated + ops.blocked + ops.unmapped).toBe(1 + actions);
  });
});

describe('the summary sentence tells steps and checklist items apart', () => {
  it('a ready flow with items to do: no step needs a human, and the items are not said to need one', () => {
    const result = translate([action('slack', 'post_message', 'slk', { channel: 'C', message: 'x' })]);
    expect(result.routing.routing).toBe('ipaas_ready');
    const summary = result.description.split('\n')[2]!;
    expect(summary).toMatch(/need a human: 0\. Still to do before the flow runs as the recipe did: the (\d+ items|item) below\.$/);
  });
});

describe('no checklist lists a step twice', () => {
  it('two review items of one step: one checkbox in the description, one line in the wizard checklist', () => {
    for (const lang of LANGS) {
      const result = translate([blockedPost], lang);
      const onStep = result.review.filter((r) => r.step === 1);
      expect(onStep.length).toBeGreaterThanOrEqual(2);
      const boxes = result.description.split('\n').filter((l) => l.startsWith('- [ ] **#1**'));
      expect(boxes, lang).toHaveLength(1);
      const plan = checklistPlan(result, lang);
      expect(plan.todo.filter((i) => i.step === 1), lang).toHaveLength(1);
      const steps = plan.todo.map((i) => i.step).filter((s) => s !== undefined);
      expect(new Set(steps).size).toBe(steps.length);
    }
  });
});

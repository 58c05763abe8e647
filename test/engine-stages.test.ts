import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runDoctorChecks } from '../src/doctor/checks.js';
import { bindRecipe, compileRecipe, reportRecipe, translateRecipe } from '../src/engine/index.js';
import type { MessageRef } from '../src/engine/diagnostics.js';
import { OPERANDS } from '../src/engine/operands.js';
import { LANGS, type Lang } from '../src/i18n/index.js';
import { describeMessages } from '../src/i18n/messages/describe.js';
import { engineMessages } from '../src/i18n/messages/engine.js';
import { createServices } from '../src/ui/wizard/services.js';
import { summarize } from '../src/ui/wizard/summary.js';
import { corpusFiles, hasCorpus, readCorpus } from './support/corpus.js';
import { allSteps, checkTemplate } from './support/flow-check.js';
import { PIPEFY, action, cond, dp, ifStep, pipefyCardMoved, recipe, type Step } from './support/recipes.js';

type Any = Record<string, any>;

const EXAMPLE = fileURLToPath(new URL('../examples/pipefy-card-moved.recipe.json', import.meta.url));

/** Literal stretches (between placeholders) of English catalogue messages that pt and es say differently. */
function englishSentences(): string[] {
  const out = new Set<string>();
  const catalogs = [engineMessages, describeMessages] as Array<Record<Lang, Record<string, string>>>;
  const translated = catalogs.flatMap((c) => [...Object.values(c.pt), ...Object.values(c.es)]).join('\n');
  for (const catalog of catalogs) {
    for (const [key, en] of Object.entries(catalog.en)) {
      if (catalog.pt[key] === en && catalog.es[key] === en) continue;
      for (const piece of en.split(/\{\w+\}/)) {
        const text = piece.trim();
        // several words that the translations do not keep as they are (brand names like "Email by Workato" stay)
        if (text.split(/\s+/).length >= 2 && !translated.includes(text)) out.add(text);
      }
    }
  }
  return [...out];
}

function stepTexts(result: ReturnType<typeof translateRecipe>): string[] {
  const flow = result.template.flows[0]!;
  const texts: string[] = [];
  for (const { step } of allSteps(flow.trigger as Any)) {
    texts.push(String(step.displayName ?? ''));
    for (const b of (step.settings?.branches ?? []) as Any[]) texts.push(String(b.branchName ?? ''));
  }
  for (const note of flow.notes as Any[]) texts.push(String(note.content ?? ''));
  return texts;
}

function collectCodes(ref: MessageRef, into: Set<string>): void {
  into.add(ref.code);
  for (const v of Object.values(ref.params)) if (v && typeof v === 'object') collectCodes(v, into);
}

describe.skipIf(!hasCorpus)('the corpus in pt and es', () => {
  const sentences = englishSentences();
  const inputs = [...corpusFiles().map((f) => ({ name: f, raw: readCorpus(f) }))];

  it('has no sentence of the English catalogue in routing.json, the description, step names or notes', () => {
    expect(sentences.length).toBeGreaterThan(100);
    const leaks: string[] = [];
    for (const { name, raw } of inputs) {
      const recipeText = JSON.stringify(raw);
      for (const lang of ['pt', 'es'] as const) {
        const result = translateRecipe(raw, { lang }, name);
        expect(checkTemplate(result.template).errors).toEqual([]);
        const outputs = { 'routing.json': JSON.stringify(result.routing), 'recipe_description.md': result.description, steps: stepTexts(result).join('\n') };
        for (const [where, text] of Object.entries(outputs)) {
          for (const s of sentences) if (text.includes(s) && !recipeText.includes(s)) leaks.push(`${lang} ${path.basename(name)} ${where}: ${s}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('every diagnostic code (and every code inside one) has a message in pt, en and es', () => {
    const codes = new Set<string>();
    for (const { name, raw } of inputs) for (const d of translateRecipe(raw, { lang: 'pt' }, name).diagnostics) collectCodes(d, codes);
    expect(codes.size).toBeGreaterThan(5);
    for (const code of codes) for (const lang of LANGS) expect((engineMessages[lang] as Record<string, string>)[code], `${lang} ${code}`).toMatch(/\S/);
  });
});

describe('the engine catalogue', () => {
  it('has every code in pt, en and es', () => {
    const keys = Object.keys(engineMessages.en);
    expect(keys.length).toBeGreaterThan(150);
    for (const lang of LANGS) expect(Object.keys(engineMessages[lang]).sort()).toEqual([...keys].sort());
    for (const lang of LANGS) for (const key of keys) expect((engineMessages[lang] as Record<string, string>)[key], `${lang} ${key}`).toMatch(/\S/);
  });
});

describe('one operand table for the flow and the description', () => {
  // What each Workato operand must become in an Activepieces router (first cell of the first group).
  const OPERATOR: Record<string, string> = {
    equals_to: 'TEXT_EXACTLY_MATCHES', equals: 'TEXT_EXACTLY_MATCHES', not_equals_to: 'TEXT_DOES_NOT_EXACTLY_MATCH', not_equals: 'TEXT_DOES_NOT_EXACTLY_MATCH',
    contains: 'TEXT_CONTAINS', not_contains: 'TEXT_DOES_NOT_CONTAIN', does_not_contain: 'TEXT_DOES_NOT_CONTAIN', starts_with: 'TEXT_START_WITH',
    not_starts_with: 'TEXT_DOES_NOT_START_WITH', ends_with: 'TEXT_ENDS_WITH', not_ends_with: 'TEXT_DOES_NOT_END_WITH',
    // Ruby predicates are computed in a CODE step before the router; the branch tests that result
    present: 'BOOLEAN_IS_TRUE', is_present: 'BOOLEAN_IS_TRUE', not_blank: 'BOOLEAN_IS_TRUE', not_empty: 'BOOLEAN_IS_TRUE',
    blank: 'BOOLEAN_IS_TRUE', is_blank: 'BOOLEAN_IS_TRUE', is_not_present: 'BOOLEAN_IS_TRUE', not_present: 'BOOLEAN_IS_TRUE', empty: 'BOOLEAN_IS_TRUE',
    is_true: 'BOOLEAN_IS_TRUE', is_false: 'BOOLEAN_IS_FALSE', is_not_true: 'BOOLEAN_IS_TRUE',
    // Workato's ordering (numbers, dates, else text) is computed in the same CODE step
    greater_than: 'BOOLEAN_IS_TRUE', less_than: 'BOOLEAN_IS_TRUE',
    greater_than_or_equal: 'NUMBER_IS_GREATER_THAN', greater_than_or_equal_to: 'NUMBER_IS_GREATER_THAN',
    less_than_or_equal: 'NUMBER_IS_LESS_THAN', less_than_or_equal_to: 'NUMBER_IS_LESS_THAN',
  };

  it('covers every operand the test knows, and no other', () => {
    expect([...OPERANDS.keys()].sort()).toEqual(Object.keys(OPERATOR).sort());
  });

  for (const [operand, row] of OPERANDS) {
    it(`${operand}: the branch name and the description use the same words, in each language`, () => {
      const update = action(PIPEFY, 'update_card', 'a1', { organization_id: '42', pipe_id: '301', phase_id: '556', card_id: dp(PIPEFY, 'trg', ['card', 'id']), status: 'x' });
      const raw = recipe('r', pipefyCardMoved([ifStep([cond(operand, dp(PIPEFY, 'trg', ['card', 'title']), row.unary ? '' : 'urgente')], [update])]));
      for (const lang of LANGS) {
        const result = translateRecipe(raw, { lang });
        expect(checkTemplate(result.template).errors).toEqual([]);
        const router = allSteps(result.template.flows[0]!.trigger as Any).find((s) => s.step.type === 'ROUTER')!.step;
        const word = (engineMessages[lang] as Record<string, string>)[row.word]!;
        expect(router.displayName).toContain(`card.title ${word}`);
        expect(result.description).toContain(word);
        expect(router.settings.branches[0].conditions[0][0].operator).toBe(OPERATOR[operand]);
        expect(result.review.filter((r) => r.code === 'condition_unsupported')).toEqual([]);
      }
    });
  }
});

describe('stages', () => {
  const raw = recipe('r', pipefyCardMoved([action('slack', 'post_message', 's1', { channel: 'C1', message: 'hi' })]));

  it('binding connections and reporting return new data and leave the compiled flow unchanged', () => {
    const compiled = compileRecipe(raw, { lang: 'en' });
    const before = JSON.stringify(compiled.flow.trigger);
    const bound = bindRecipe(compiled, 'Connection Pipefy: conn-pipefy-1\nConnection Slack: conn-slack-1');
    expect(bound.connections.bound.map((b) => b.id).sort()).toEqual(['conn-pipefy-1', 'conn-slack-1']);
    const result = reportRecipe(bound);
    reportRecipe(bindRecipe(compiled, ''));
    expect(JSON.stringify(compiled.flow.trigger)).toBe(before);
    expect(before).not.toContain('connections[');
    expect(checkTemplate(result.template).errors).toEqual([]);
    expect((result.template.flows[0]!.trigger as Any).settings.input.auth).toBe("{{connections['conn-pipefy-1']}}");
    expect(JSON.stringify(result.template)).toBe(JSON.stringify(translateRecipe(raw, { lang: 'en', connections: 'Connection Pipefy: conn-pipefy-1\nConnection Slack: conn-slack-1' }).template));
  });

  it('the wizard services compile a recipe once per language and bind again when connections change', () => {
    let compiles = 0;
    const services = createServices({
      env: {},
      cwd: tmpdir(),
      compile: (...args) => {
        compiles++;
        return compileRecipe(...args);
      },
    });
    const a = services.translate(raw, { lang: 'pt' }, 'r');
    const b = services.translate(raw, { lang: 'pt', connections: 'Connection Slack: conn-slack-1' }, 'r');
    services.translate(raw, { lang: 'pt', connections: 'Connection Slack: conn-slack-1' }, 'r');
    expect(compiles).toBe(1);
    expect(a.connections.bound).toEqual([]);
    expect(b.connections.bound.map((x) => x.id)).toEqual(['conn-slack-1']);
    services.translate(raw, { lang: 'es' }, 'r');
    expect(compiles).toBe(2);
  });

  it('the doctor smoke test fails when the trigger is only a placeholder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pm-smoke-'));
    const untranslatable = path.join(dir, 'odd-trigger.recipe.json');
    writeFileSync(untranslatable, JSON.stringify(recipe('odd', { keyword: 'trigger', provider: 'no_such_app', name: 'new_thing', as: 'trg', input: {}, block: [] })));
    const report = await runDoctorChecks({ env: { PIPE_MIGRATE_VERSION_URL: 'off' }, cwd: dir, lang: 'en', examplePath: untranslatable });
    const smoke = report.checks.find((c) => c.id === 'smoke')!;
    expect(smoke.ok).toBe(false);
    expect(smoke.detail).toContain('no trigger');
    const good = await runDoctorChecks({ env: { PIPE_MIGRATE_VERSION_URL: 'off' }, cwd: dir, lang: 'en', examplePath: EXAMPLE });
    expect(good.checks.find((c) => c.id === 'smoke')!.ok).toBe(true);
  });
});

describe('recipe facts', () => {
  it('the description and the wizard summary count the same live steps, apps and operations', () => {
    const disabled: Step = { ...ifStep([cond('present', dp(PIPEFY, 'trg', ['card', 'id']))], [action('slack', 'post_message', 'off1', { channel: 'C', message: 'x' })]), skip: true };
    const raw = recipe('r', pipefyCardMoved([action('slack', 'post_message', 's1', { channel: 'C1', message: 'hi' }), disabled, action('no_such_app', 'do_it', 'u1')]));
    const result = translateRecipe(raw, { lang: 'en' });
    // trigger, Slack, a disabled if (with its Slack step) and an unknown app: two live steps after the trigger
    expect(result.facts.counts).toMatchObject({ steps: 2, actions: 2, conditions: 0 });
    expect(result.facts.providers).toEqual([PIPEFY, 'slack', 'no_such_app']);
    expect(result.facts.operations).toEqual({ mapped: 2, approximated: 0, blocked: 0, unmapped: 1 });
    const view = summarize(result, 'en');
    expect(view.steps).toEqual({ count: 2, total: 3, mapped: 2, approximated: 0, human: 1, unmapped: 1 });
    expect(view.apps).toEqual(['No Such App', 'Pipefy', 'Slack']);
    expect(result.description).toContain('Then it runs 2 steps (2 actions).');
    expect(result.description).toContain('Apps: No Such App, Pipefy, Slack.');
    expect(result.description).toContain('The trigger and the actions (3) — translated: 2, approximated (they run, with something to check): 0, need a human: 1, of them not translated (a placeholder stands in their place): 1.');
  });
});

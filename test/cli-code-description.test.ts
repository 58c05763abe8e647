// `pipe-migrate code apply|check` through the built CLI keeps recipe_description.md telling the flow's state: the
// replaced step's status, its checklist item, the summary's routing sentence and counts, the run-time check and
// the step's ⚠ mark in the diagram follow routing.json, written with the other files in one swap.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, hasBuiltCli, runCli } from './support/cli.js';
import { DOMAIN_RECIPE } from './support/domain-recipe.js';
import { action } from './support/recipes.js';
import { tempFolders } from './support/temp.js';

const newDir = tempFolders('pm-code-desc-');
const GOOD = "export const code = async (inputs) => {\n  const email = String(inputs.email ?? '');\n  return { domain: email.includes('@') ? email.split('@')[1] : null };\n};\n";

describe.skipIf(!hasBuiltCli)('recipe_description.md after pipe-migrate code apply and check (built CLI)', () => {
  it('describes the replaced step as routing.json does, step by step', async () => {
    const cwd = newDir();
    writeFileSync(join(cwd, 'r.json'), JSON.stringify(DOMAIN_RECIPE));
    writeFileSync(join(cwd, 'good.js'), GOOD);
    const cli = (...args: string[]) => runCli(args, { cwd, env: cliEnv() });
    expect((await cli('--recipe', 'r.json', '--no-png', '--lang', 'pt')).code).toBe(0);
    const folder = join(cwd, 'output', 'domain-of-email');
    const description = () => readFileSync(join(folder, 'recipe_description.md'), 'utf8');
    const section = (title: string) => description().split(`## ${title}\n`)[1]!.split('\n## ')[0]!;
    const stepLine = () => description().split('\n').find((l) => l.startsWith('- **#1** '))!;
    const rewrite = 'reescreva-o em JavaScript';
    expect(stepLine()).toContain(rewrite);
    expect(section('O que precisa de uma pessoa')).toContain(rewrite);
    expect(section('Diagrama')).toContain('step_1[/"⚠ ');

    // applied, not yet checked: what routing.json says now, in the folder's language (Portuguese) whatever the
    // language of the screen
    const applied = await cli('code', 'apply', 'output/domain-of-email', 'step_1', '--file', 'good.js', '--lang', 'en', '--json');
    expect(JSON.parse(applied.stdout).written).toContain('recipe_description.md');
    const unchecked = 'Passo 1: substituído por JavaScript que não passou no pipe-migrate code check.';
    expect(stepLine()).toBe(`- **#1** Código Python: invoke custom py code — ❌ não traduzido: ${unchecked}`);
    expect(readFileSync(join(folder, 'routing.json'), 'utf8')).toContain(unchecked);
    expect(section('O que precisa de uma pessoa').trim()).toBe(`- [ ] **#1** \`step_1\` — ${unchecked}`);
    expect(section('Verificação de execução')).toContain('pipe-migrate verify \\<recipe.json\\> --flow output/domain-of-email/flow.json');
    expect(section('Diagrama')).toContain('step_1[/"⚠ ');
    // nothing still asks for the rewrite already made: not the reason, its codes, nor the summary
    const routing = JSON.parse(readFileSync(join(folder, 'routing.json'), 'utf8'));
    expect(routing.blocked_reason).toBe(`1 passo(s) precisam de uma pessoa antes deste fluxo rodar: #1. ${unchecked} Passo 1: o fluxo calcula este resultado sozinho onde o Workato chamava um serviço; o que vem depois não foi comparado com a receita sobre os mesmos dados.`);
    expect(routing.blocked_codes).toEqual(['verify_not_proven_computed_in_flow', 'code_unchecked']);
    expect(description()).not.toContain(rewrite);

    // checked: ready, nothing left to do, the step is no longer marked in the diagram
    const checked = await cli('code', 'check', 'output/domain-of-email', '--lang', 'es');
    expect(checked.code).toBe(0);
    expect(checked.stdout).toContain('step_1: ');
    expect(checked.stdout).not.toMatch(/conferência|passo é válido/);
    expect(JSON.parse(readFileSync(join(folder, 'routing.json'), 'utf8')).operations.find((o: { step: number }) => o.step === 1).reason).toBe('Passo 1: reescrito em JavaScript e conferido pelo pipe-migrate code check.');
    const summary = description().split('\n')[2]!;
    expect(summary).toContain('O fluxo traduzido pode ser importado no Pipefy');
    expect(summary).toContain('O gatilho e as ações (3) — traduzidos: 3, aproximados (rodam, com algo a conferir): 0, precisam de uma pessoa: 0.');
    expect(summary).not.toContain('revisão manual');
    expect(stepLine()).toBe('- **#1** Código Python: invoke custom py code — ✅ traduzido');
    expect(section('O que precisa de uma pessoa').trim()).toBe('Nada: o fluxo pode ser importado como está. Teste-o antes de ativá-lo.');
    const diagram = section('Diagrama').split('```mermaid')[1]!;
    expect(diagram).toContain('step_1[/"Código personalizado #40;Python#41;"/]');
    expect(diagram).not.toMatch(/⚠|unmapped|legend/);
    expect(description()).not.toContain(rewrite);
  }, 60_000);

  it('with another step still blocking, a checked code step leaves the reason, its codes and the summary', async () => {
    const cwd = newDir();
    const [py, ret] = (DOMAIN_RECIPE.code as { block: unknown[] }).block;
    const code = { ...(DOMAIN_RECIPE.code as object), block: [py, action('acme_unknown_app', 'do_something', 'acme'), ret] };
    writeFileSync(join(cwd, 'r.json'), JSON.stringify({ ...DOMAIN_RECIPE, code }));
    writeFileSync(join(cwd, 'good.js'), GOOD);
    const cli = (...args: string[]) => runCli(args, { cwd, env: cliEnv() });
    expect((await cli('--recipe', 'r.json', '--no-png', '--lang', 'en')).code).toBe(0);
    const folder = join(cwd, 'output', 'domain-of-email');
    const routing = () => JSON.parse(readFileSync(join(folder, 'routing.json'), 'utf8'));
    const description = () => readFileSync(join(folder, 'recipe_description.md'), 'utf8');
    const other = /^2 step\(s\) need a human before this flow can run: #1, #(\d+)\. .*rewrite it in JavaScript/.exec(routing().blocked_reason)?.[1];
    expect(other).toBeDefined();
    expect((await cli('code', 'apply', 'output/domain-of-email', 'step_1', '--file', 'good.js')).code).toBe(0);
    expect((await cli('code', 'check', 'output/domain-of-email', 'step_1')).code).toBe(0);

    const after = routing();
    expect(after.routing).toBe('manual_revision');
    expect(after.blocked_reason.startsWith(`1 step(s) need a human before this flow can run: #${other}. Step ${other}: Acme Unknown App "do something" (acme_unknown_app/do_something)`)).toBe(true);
    expect(after.blocked_reason).not.toMatch(/Step 1:/);
    expect(after.blocked_codes.filter((c: string) => c.startsWith('code_') || c.includes('computed_in_flow'))).toEqual([]);
    expect(after.operations.find((o: { step: number }) => o.step === 1)).toMatchObject({ status: 'mapped', codes: ['code_checked'] });
    const summary = description().split('\n')[2]!;
    expect(summary).toContain(after.blocked_reason);
    expect(description()).not.toContain('rewrite it in JavaScript');
  }, 60_000);
});

// The interactive wizard, driven with ink-testing-library. The services are the real ones, pointed at local
// stand-ins (version host, Workato API) and temp folders; only the browser opener records instead of opening.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { render } from 'ink-testing-library';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs } from '../src/args.js';
import type { Lang } from '../src/i18n/index.js';
import { toolVersion } from '../src/version.js';
import { createServices, openInDefaultBrowser, type ServiceOptions } from '../src/ui/wizard/services.js';
import { compileRecipe } from '../src/engine/index.js';
import type { WizardState } from '../src/ui/wizard/state.js';
import { wizardLanguage } from '../src/ui/wizard/run.js';
import { Wizard } from '../src/ui/wizard/Wizard.js';
import { checkTemplate } from './support/flow-check.js';
import { internalCodesIn } from './support/internal-codes.js';
import { startVersionHost, type VersionHost } from './support/version-host.js';
import { apiRecipe, generatedRecipe, startWorkatoStandIn, type StandIn } from './support/workato-stand-in.js';
import { ENTER, ESC, UP, DOWN, PAGE_DOWN, BACKSPACE, CTRL_C } from './support/keys.js';


const REPO = fileURLToPath(new URL('..', import.meta.url));
const EXAMPLE_PATH = join(REPO, 'examples', 'pipefy-card-moved.recipe.json');
const EXAMPLE = JSON.parse(readFileSync(EXAMPLE_PATH, 'utf8')) as Record<string, unknown>;
// random-looking, as a real key is: a readable key shares words (and so masked fragments) with temp folder names
const KEY = 'wk_7Hq2ZpL9xR4vN8cT5f0c9a';
const LOCAL = toolVersion();

let versionHost: VersionHost;
let workato: StandIn;
let bigWorkato: StandIn;

beforeAll(async () => {
  versionHost = await startVersionHost({ body: `${LOCAL}\n` });
  workato = await startWorkatoStandIn({
    token: KEY,
    recipes: [apiRecipe(4242, EXAMPLE), generatedRecipe(7), { ...generatedRecipe(8), name: 'Weekly report' }],
  });
  bigWorkato = await startWorkatoStandIn({
    token: KEY,
    recipes: Array.from({ length: 250 }, (_, i) => generatedRecipe(1000 + i)),
  });
});
afterAll(async () => {
  await versionHost?.close();
  await workato?.close();
  await bigWorkato?.close();
});

const strip = (text: string | undefined) => (text ?? '').replace(/\u001B\[[0-9;]*m/g, '');

interface Screen {
  frame(): string;
  /** exactly the last write, blank or not */
  last(): string;
  /** the frame with line breaks (the test terminal is 100 columns wide) turned into spaces */
  flat(): string;
  press(data: string): Promise<void>;
  /** Writes every chunk at once, before the screen can re-render (a fast typist, a paste, an agent's send-keys). */
  pressAtOnce(...chunks: string[]): Promise<void>;
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<string>;
  exits: number[];
  states: WizardState[];
  opened: string[];
  cwd: string;
  frames: string[];
  unmount(): void;
}

const mounted: Screen[] = [];
afterEach(() => {
  for (const s of mounted.splice(0)) s.unmount();
});

function tempDir(prefix = 'pipe-migrate-wizard-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

interface StartOptions {
  lang?: Lang;
  askLanguage?: boolean;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  services?: Partial<ServiceOptions>;
}

function start(options: StartOptions = {}): Screen {
  const cwd = options.cwd ?? tempDir();
  const opened: string[] = [];
  const env: NodeJS.ProcessEnv = {
    PIPE_MIGRATE_VERSION_URL: versionHost.url,
    MMDC_PATH: join(cwd, 'no-such-mmdc'),
    HOME: cwd,
    ...options.env,
  };
  const services = createServices({
    env,
    cwd,
    home: cwd,
    envExamplePath: join(REPO, '.env.example'),
    openBrowser: async (url) => {
      opened.push(url);
    },
    versionTimeoutMs: 1500,
    api: { timeoutMs: 3000, maxAttempts: 1, totalTimeMs: 5000 },
    ...options.services,
  });
  const exits: number[] = [];
  const states: WizardState[] = [];
  const instance = render(
    <Wizard
      services={services}
      initial={{ lang: options.lang ?? 'en', askLanguage: options.askLanguage ?? false }}
      onExit={(code) => exits.push(code)}
      onState={(state) => states.push(state)}
    />,
  );
  // The last frame drawn (under CI, Ink writes an empty one when it unmounts).
  const frame = () => {
    for (let i = instance.frames.length - 1; i >= 0; i--) if (instance.frames[i]!.trim() !== '') return strip(instance.frames[i]);
    return '';
  };
  const flat = () => frame().replace(/\s*\n\s*/g, ' ');
  const screen: Screen = {
    frame,
    last: () => strip(instance.lastFrame()),
    flat,
    exits,
    states,
    opened,
    cwd,
    frames: instance.frames,
    unmount: () => instance.unmount(),
    async press(data) {
      const before = instance.frames.length;
      instance.stdin.write(data);
      const started = Date.now();
      // Wait for the frame this key causes (or a short while when it changes nothing), then let effects run.
      while (instance.frames.length === before && Date.now() - started < 150) await delay(5);
      await delay(15);
    },
    async pressAtOnce(...chunks) {
      for (const chunk of chunks) instance.stdin.write(chunk);
      await delay(15);
    },
    async waitFor(text, timeoutMs = 8000) {
      const started = Date.now();
      const match = () => (typeof text === 'string' ? frame().includes(text) || flat().includes(text) : text.test(frame()) || text.test(flat()));
      while (!match()) {
        if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${String(text)}; last frame:\n${frame()}`);
        await delay(10);
      }
      // Let React attach the new screen's input handlers before the next key.
      await delay(20);
      return frame();
    },
  };
  mounted.push(screen);
  return screen;
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The live part of the screen: what is below the printed results (the last step). */
const live = (screen: Screen) => {
  const f = screen.frame();
  const at = Math.max(f.lastIndexOf('If something goes wrong'), 0);
  return f.slice(at);
};

async function toSource(screen: Screen): Promise<void> {
  await screen.waitFor('Where is the recipe?');
}

/** From the start to the file step's path prompt. */
async function toFilePath(screen: Screen): Promise<void> {
  await toSource(screen);
  await screen.press(DOWN);
  await screen.press(ENTER);
  await screen.waitFor('Path of the recipe file');
}

async function chooseFile(screen: Screen, path: string): Promise<void> {
  await toFilePath(screen);
  await screen.press(path);
  await screen.press(ENTER);
}

/** From the connections step, with none given, through the summary: starts the translation. */
async function translateWithoutConnections(screen: Screen): Promise<void> {
  await screen.waitFor('Connections (optional)');
  await screen.press(ENTER);
  await screen.waitFor('Summary');
  await screen.press(ENTER);
}

/** From the recipe screen: writes the recipe into the screen's folder, picks it, translates it, waits for the result. */
async function translateToResult(screen: Screen, name = 'my-recipe.json', data: unknown = EXAMPLE): Promise<void> {
  copyExample(screen.cwd, name, data);
  await chooseFile(screen, name);
  await translateWithoutConnections(screen);
  await screen.waitFor('Open Pipefy in your browser?');
}

function copyExample(dir: string, name = 'my-recipe.json', data: unknown = EXAMPLE): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(data, null, 2));
  return path;
}

/** The example with its Slack step swapped for an app Pipefy has no connector for: the routing is manual_revision. */
function blockedRecipe(): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(EXAMPLE)) as { code: { block: Array<{ block: Array<Record<string, unknown>> }> } };
  Object.assign(copy.code.block[0]!.block[0]!, { provider: 'acme_legacy_erp', name: 'sync_record' });
  return copy as unknown as Record<string, unknown>;
}

/** The example without its Slack step: only Pipefy steps, so the routing is ipaas_ready. */
function readyRecipe(): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(EXAMPLE)) as { name: string; code: { block: Array<{ block: unknown[] }> } };
  copy.name = 'Mark rejected cards';
  copy.code.block[0]!.block.splice(0, 1);
  return copy as unknown as Record<string, unknown>;
}

/** A webhook-started recipe whose HTTP step reads a project property: no Pipefy, no card. */
function webhookRecipe(): Record<string, unknown> {
  const property = `#{_dp('{"pill_type":"project_property","property_name":"erp_host"}')}`;
  return {
    name: 'Forward ERP events',
    code: {
      number: 0,
      provider: 'workato_webhooks',
      name: 'new_event',
      as: 'a1',
      keyword: 'trigger',
      input: {},
      block: [
        {
          number: 1,
          provider: 'rest',
          name: 'make_request_v2',
          as: 'b2',
          keyword: 'action',
          input: { request: { method: 'POST', url: `https://${property}/events`, body: '{"ok":true}' } },
        },
      ],
    },
  };
}

describe('language', () => {
  it('follows --lang, then the locale, and asks only when the locale is ambiguous', () => {
    const none = parseArgs([]);
    expect(wizardLanguage(parseArgs(['--lang', 'es']), { LANG: 'pt_BR.UTF-8' }, 'en')).toEqual({ lang: 'es', ask: false });
    expect(wizardLanguage(none, { LANG: 'pt_BR.UTF-8' }, 'en')).toEqual({ lang: 'pt', ask: false });
    expect(wizardLanguage(none, { LC_ALL: 'es_MX.UTF-8', LANG: 'es_ES.UTF-8' }, 'en')).toEqual({ lang: 'es', ask: false });
    expect(wizardLanguage(none, { LC_MESSAGES: 'en_GB.UTF-8' }, 'pt')).toEqual({ lang: 'en', ask: false });
    expect(wizardLanguage(none, { LANGUAGE: 'pt_PT:pt' }, 'en')).toEqual({ lang: 'pt', ask: false });
    // Unset (Intl says nothing useful), C/POSIX, another language, conflicting variables: asked.
    expect(wizardLanguage(none, {}, 'en', 'en-US')).toEqual({ lang: 'en', ask: true });
    expect(wizardLanguage(none, {}, 'en', 'es-AR')).toEqual({ lang: 'es', ask: false });
    expect(wizardLanguage(none, { LANG: 'C.UTF-8' }, 'en')).toMatchObject({ ask: true });
    expect(wizardLanguage(none, { LC_ALL: 'POSIX' }, 'en')).toMatchObject({ ask: true });
    expect(wizardLanguage(none, { LANG: 'de_DE.UTF-8' }, 'en')).toMatchObject({ ask: true });
    expect(wizardLanguage(none, { LC_ALL: 'pt_BR.UTF-8', LANG: 'en_US.UTF-8' }, 'pt')).toEqual({ lang: 'pt', ask: true });
  });

  it('asks in the three languages when ambiguous; the choice sets every string; Esc goes back to it', async () => {
    const screen = start({ askLanguage: true, lang: 'en' });
    const first = await screen.waitFor('Escolha o idioma · Choose your language · Elige tu idioma');
    expect(first).toMatch(/Português[\s\S]*English[\s\S]*Español/);
    expect(first).toMatch(/› English/);
    await screen.press(DOWN);
    await screen.press(ENTER);
    const source = await screen.waitFor('¿Dónde está la receta?');
    expect(source).toContain('✔ Listo · Node');
    expect(source).toContain('API de Workato');
    expect(source).toContain('Esc volver');
    const requests = versionHost.requests;

    await screen.press(ESC);
    await screen.waitFor('Escolha o idioma');
    await screen.press(UP);
    await screen.press(UP);
    await screen.press(ENTER);
    const pt = await screen.waitFor('Onde está a receita?');
    expect(pt).toContain('✔ Pronto · Node');
    // The checks ran once.
    expect(versionHost.requests).toBe(requests);
  });

  it('starts in the given language without asking', async () => {
    const screen = start({ lang: 'pt' });
    const frame = await screen.waitFor('Onde está a receita?');
    expect(frame).not.toContain('Choose your language');
    expect(frame).toContain('Arquivo JSON da receita');
  });
});

describe('checks', () => {
  it('shows the ready banner with Node, the version, the self-test and an up-to-date remote', async () => {
    const screen = start();
    const frame = await screen.waitFor('Where is the recipe?');
    expect(frame).toContain(`✔ Ready · Node ${process.versions.node} · pipe-migrate ${LOCAL} · engine self-test ok`);
    expect(frame).toContain(`Up to date (latest: ${LOCAL}).`);
  });

  it('warns about a newer remote version with both versions and how to update, then goes on', async () => {
    const host = await startVersionHost({ body: '99.0.0\n' });
    try {
      const screen = start({ env: { PIPE_MIGRATE_VERSION_URL: host.url } });
      const frame = await screen.waitFor('Where is the recipe?');
      expect(screen.flat()).toContain(`A newer pipe-migrate is available: 99.0.0 (you have ${LOCAL})`);
      expect(screen.flat()).toContain('git pull && npm ci');
      expect(frame).toContain('✔ Ready');
    } finally {
      await host.close();
    }
  });

  it('says in one quiet line when the version host cannot be reached', async () => {
    const host = await startVersionHost();
    const url = host.url;
    await host.close();
    const screen = start({ env: { PIPE_MIGRATE_VERSION_URL: url } });
    const frame = await screen.waitFor('Where is the recipe?');
    expect(frame).toContain(`Could not check for a newer version; going on with ${LOCAL}.`);
    expect(frame).not.toContain('newer pipe-migrate is available');
  });

  it('stops with exit code 1 when the engine self-test fails, suggesting a reinstall', async () => {
    const cwd = tempDir();
    const broken = join(cwd, 'broken-example.json');
    writeFileSync(broken, '{"name": "x", "code": 12}');
    const screen = start({ cwd, services: { examplePath: broken } });
    await screen.waitFor('The translation engine failed its self-test');
    const flat = screen.flat();
    expect(flat).toContain('Reinstall pipe-migrate');
    expect(flat).toMatch(/Detail: .+/);
    expect(flat).not.toContain('✔ Ready');
    expect(flat).not.toContain('Where is the recipe?');
    await waitUntil(() => screen.exits.length > 0);
    expect(screen.exits).toEqual([1]);
  });
});

async function waitUntil(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await delay(10);
  }
}

describe('summary: the full description', () => {
  it('d shows the same text as recipe_description.md, scrolls, and Esc returns to the summary', async () => {
    const screen = start();
    copyExample(screen.cwd);
    await chooseFile(screen, 'my-recipe.json');
    await screen.waitFor('Connections (optional)');
    await screen.press(ENTER);
    await screen.waitFor('Summary');
    expect(screen.flat()).toContain('d full description');
    await screen.press('d');
    const page = await screen.waitFor('lines 1–');
    // The description's own sentences, as written in the file (headings without their #).
    expect(page).toContain('Notify approvals when a card reaches Review');
    expect(page).toContain('Trigger');
    expect(page).not.toContain('```');
    expect(page).not.toContain('flowchart TD');
    await screen.press(DOWN);
    await screen.waitFor('lines 2–');
    await screen.press(ESC);
    await screen.waitFor('Summary — check it before translating');
    expect(existsSync(join(screen.cwd, 'output'))).toBe(false);
  });
});

describe('recipe file → checklist', () => {
  it('translates a blocked recipe with connection ids, writes the files and ends on the import checklist', async () => {
    let compiles = 0;
    const screen = start({ services: { compile: (...args) => (compiles++, compileRecipe(...args)) } });
    const path = copyExample(screen.cwd, 'my-recipe.json', blockedRecipe());
    await chooseFile(screen, 'my-recipe.json');
    await screen.waitFor('Connections (optional)');
    expect(screen.frame()).toContain('Connectors in this flow that need a connection: Pipefy');

    // A paste of several lines, in the three spellings.
    await screen.press('Conexão: abc123\nConnection slack: xyz789\nhello\n');
    await screen.waitFor('✔ abc123 → Pipefy');
    expect(screen.flat()).toContain('✗ xyz789 (slack) → matched no connector of this flow');
    expect(screen.flat()).toContain('? not a connection line, ignored: hello');
    // Backspace on the empty line removes the last one.
    await screen.press(BACKSPACE);
    await waitUntil(() => !screen.frame().includes('ignored: hello'));
    await screen.press(ENTER);

    const summary = await screen.waitFor('Summary — check it before translating');
    expect(summary).toMatch(/Recipe\s+Notify approvals when a card reaches Review/);
    expect(summary).toMatch(/Starts\s+when a card moves to phase 555 in pipe 301/);
    expect(summary).toMatch(/Apps\s+.*Pipefy/);
    expect(summary).toMatch(/Pipes\s+301/);
    expect(summary).toMatch(/Phases\s+555, 556/);
    // if, Slack, update: the else branch is part of its if, not a step. The trigger and the two actions: 2 + 0 + 1.
    expect(summary.replace(/\s+/g, ' ')).toContain('Steps 3 after the trigger · the trigger and the actions (3): 2 translated, 0 approximated, 1 need a human (1 of them not translated)');
    expect(summary).toMatch(/Connections\s+abc123 → Pipefy/);
    expect(screen.flat()).toContain('The flow will be marked for manual revision');
    expect(screen.flat()).toContain('✗ Step 2: Acme Legacy Erp "sync record" (acme_legacy_erp/sync_record) has no equivalent');
    expect(screen.flat()).not.toContain('previous run');
    // The summary is a dry run: nothing written yet.
    expect(existsSync(join(screen.cwd, 'output'))).toBe(false);

    await screen.press(ENTER);
    await screen.waitFor('Open Pipefy in your browser?');
    const dir = join(screen.cwd, 'output', 'notify-approvals-when-a-card-reaches-review');
    const named = join(dir, 'notify-approvals-when-a-card-reaches-review.flow.json');
    expect(existsSync(join(dir, 'flow.json'))).toBe(true);
    expect(existsSync(named)).toBe(true);
    expect(existsSync(join(dir, 'routing.json'))).toBe(true);
    expect(existsSync(join(dir, 'recipe_description.md'))).toBe(true);
    expect(existsSync(join(dir, 'recipe.json'))).toBe(false);
    expect(readFileSync(named, 'utf8')).toContain("{{connections['abc123']}}");

    const flat = screen.flat();
    expect(flat).toContain('⚠ Translated "Notify approvals when a card reaches Review", but some steps need a human before the flow can run.');
    // The blocking step is listed once, under "For this recipe", not again as the reason.
    expect(flat).not.toContain('Why:');
    // The absolute path of the file to import: one line, longer than the 100-column test terminal, never broken.
    expect(named.length + 2).toBeGreaterThan(100);
    expect(screen.frame().split('\n')).toContain('  ' + named);
    expect(flat).toContain('Other files in the same folder:');
    expect(flat).toMatch(/flow\.json \(the same flow\)\s+routing\.json\s+recipe_description\.md/);
    expect(flat).toContain('No recipe_diagram.png:');
    expect(flat).toContain('MMDC_PATH');
    // The checklist.
    expect(flat).toContain('Import checklist');
    expect(flat).toContain('You must be an admin of that pipe, and the Integrations app must be enabled on the organization.');
    expect(flat).toContain('2. Click Integrations.');
    expect(flat).toContain('Under "Build a Flow", click Import and choose notify-approvals-when-a-card-reaches-review.flow.json.');
    expect(flat).toContain('Do not publish before testing.');
    expect(flat).toContain('The flow already carries your connection ids (abc123): import it into the same pipe as those connections.');
    expect(flat).not.toContain('Create or reuse a connection on the Pipefy connector');
    expect(flat).toContain('Test the trigger with a real event');
    // The dry runs (file check, connections, summary) and the written translation share one compilation.
    expect(compiles).toBe(1);
    // This recipe's own item, once, and only the advice that fits its flow (no HTTP step, Pipefy connection given).
    expect(flat).toContain('For this recipe ✗ Step 2: Acme Legacy Erp "sync record" (acme_legacy_erp/sync_record) has no equivalent');
    expect(flat.split('(acme_legacy_erp/sync_record) has no equivalent')).toHaveLength(2);
    expect(flat).not.toContain('The HTTP Request connector');
    expect(flat).toContain('The pipe that hosts the flow can differ from the pipe whose cards the recipe touches.');
    expect(flat).not.toContain('"24 hours" on the Service Account screen');
    expect(flat).toContain('If something goes wrong');
    expect(flat).toContain('No Integrations tab');
    expect(flat).toContain('The trigger test does nothing');
    expect(flat).not.toContain('The flow has empty connections');
    expect(flat).toContain('The flow is marked for manual revision: fix the steps listed under "For this recipe"');
    for (const code of ['manual_revision', 'blocked_reason', 'ipaas_ready', 'routing:']) expect(flat).not.toContain(code);
    // Nor on any screen of the run (every frame Ink drew), nor any other internal code or message key.
    expect(internalCodesIn(screen.frames.join('\n'))).toEqual([]);

    // "No" continues; nothing was opened.
    expect(live(screen)).toMatch(/› No, continue/);
    await screen.press(ENTER);
    await screen.waitFor('What next?');
    expect(screen.opened).toEqual([]);
    await screen.press('q');
    await screen.waitFor('Done. The checklist above stays in this terminal.');
    expect(screen.exits).toEqual([0]);
    expect(path).toBeTruthy();
  });

  it('a ready recipe with its connection: ipaas_ready, nothing for a human', async () => {
    const screen = start();
    copyExample(screen.cwd, 'ready.json', readyRecipe());
    await chooseFile(screen, join(screen.cwd, 'ready.json'));
    await screen.waitFor('Connections (optional)');
    await screen.press('Connection: pipefy-conn-1');
    await screen.press(ENTER);
    await screen.waitFor('✔ pipefy-conn-1 → Pipefy');
    await screen.press(ENTER);
    await screen.waitFor('Summary');
    expect(screen.flat()).toContain('nothing: once imported and connected, the flow should run as the recipe did.');
    expect(screen.frame()).toMatch(/Connections\s+pipefy-conn-1 → Pipefy/);
    await screen.press(ENTER);
    await screen.waitFor('Open Pipefy in your browser?');
    const flat = screen.flat();
    expect(flat).toContain('✔ Translated "Mark rejected cards": ready to import.');
    expect(flat).not.toContain('Why:');
    // A ready flow: nothing of its own to check, no manual-revision line.
    expect(flat).not.toContain('For this recipe');
    expect(flat).not.toContain('manual revision');
    expect(flat).toContain('The flow already carries your connection ids (pipefy-conn-1)');
    expect(existsSync(join(screen.cwd, 'output', 'mark-rejected-cards', 'mark-rejected-cards.flow.json'))).toBe(true);
  });

  it('a webhook recipe with an HTTP step: its own items (variable, webhook URL) and only the advice that fits', async () => {
    const screen = start();
    await translateToResult(screen, 'webhook.json', webhookRecipe());
    const flat = screen.flat();
    expect(flat).toContain('For this recipe');
    expect(flat).toContain('Create the project variable "erp_host" in Pipefy Integrations');
    expect(flat).toContain('The flow gets a new webhook URL: point the sender at it after publishing.');
    expect(flat).toContain('The HTTP Request connector does not reuse credentials across flows in the same pipe.');
    expect(flat).toContain('Test the trigger with a real event before publishing');
    // No card, no Pipefy step: none of the card or Service Account advice.
    expect(flat).not.toMatch(/\bcard\b/);
    expect(flat).not.toContain('Service Account');
    expect(flat).not.toContain('The trigger test does nothing');
    expect(flat).not.toContain('manual revision');
    const written = JSON.parse(readFileSync(join(screen.cwd, 'output', 'forward-erp-events', 'flow.json'), 'utf8'));
    expect(checkTemplate(written).errors).toEqual([]);
  });

  it('a Jira recipe that calls another recipe: the flow to link, and no card, Pipefy or HTTP advice', async () => {
    const screen = start();
    await translateToResult(screen, 'jira.json', {
      name: 'Escalate Jira issues',
      code: {
        number: 0, provider: 'jira', name: 'new_issue', as: 'j0', keyword: 'trigger', input: { jql: 'project = OPS' },
        block: [{ number: 1, provider: 'workato_recipe_function', name: 'call_recipe', as: 'f1', keyword: 'action', input: { flow_id: { id: 77, name: 'Notify on-call' } } }],
      },
    });
    const flat = screen.flat();
    expect(flat).toContain('For this recipe');
    expect(flat).toContain('Link the called flow "Notify on-call"');
    expect(flat.split('Link the called flow "Notify on-call"')).toHaveLength(2);
    // A Jira trigger: none of the card, Service Account or HTTP advice, and no trigger test that needs a card.
    expect(flat).not.toMatch(/\bcards?\b/);
    expect(flat).not.toContain('Service Account');
    expect(flat).not.toContain('The HTTP Request connector');
    expect(internalCodesIn(screen.frames.join('\n'))).toEqual([]);
  });

  it('expands ~, and refuses a missing file, a folder, broken JSON and a connection.json with the reason', async () => {
    const screen = start();
    mkdirSync(join(screen.cwd, 'folder'));
    writeFileSync(join(screen.cwd, 'broken.json'), '{"name": "x",, }');
    writeFileSync(join(screen.cwd, 'slack.connection.json'), JSON.stringify({ name: 'Slack', provider: 'slack', root_folder: false }));
    await chooseFile(screen, '   ');
    await screen.waitFor('✗ Type the path of a file first.');

    const attempt = async (path: string, expected: string | RegExp, staysOnFile = true) => {
      for (let i = 0; i < 40; i++) await screen.press(BACKSPACE);
      await screen.press(path);
      await screen.press(ENTER);
      await screen.waitFor(expected);
      if (staysOnFile) expect(screen.frame()).toContain('Path of the recipe file');
    };
    await attempt('nope.json', /✗ .*nope\.json/);
    await attempt('folder', /✗ .*folder/);
    await attempt('broken.json', /✗ .*broken\.json/);
    await attempt('~/slack.connection.json', 'is a Workato connection file, not a recipe');
    expect(screen.flat()).toContain(join(screen.cwd, 'slack.connection.json'));
    expect(screen.frame()).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace

    copyExample(screen.cwd, 'good.json');
    await attempt('~/good.json', 'Connections (optional)', false);
  });

  it('lets you pick one recipe of a package .zip, filtering by name', async () => {
    const screen = start();
    const json = (v: unknown) => strToU8(JSON.stringify(v));
    writeFileSync(
      join(screen.cwd, 'package.zip'),
      zipSync({
        'Project/notify.recipe.json': json(EXAMPLE),
        'Project/ready.recipe.json': json(readyRecipe()),
        'Project/Connections/pipefy.connection.json': json({ name: 'Pipefy', provider: 'pipefy', root_folder: false }),
      }),
    );
    await chooseFile(screen, 'package.zip');
    await screen.waitFor(/package\.zip holds 2 recipes/);
    expect(screen.frame()).toContain('Notify approvals when a card reaches Review');
    expect(screen.frame()).toContain('1–2 of 2');
    await screen.press('rejected');
    await screen.waitFor('of 1 matching (of 2)');
    expect(screen.frame()).not.toContain('› Notify approvals');
    // Esc goes back to the path, with the path kept.
    await screen.press(ESC);
    await screen.waitFor('Path of the recipe file');
    expect(screen.frame()).toContain('package.zip');
    await screen.press(ENTER);
    await screen.waitFor(/holds 2 recipes/);
    await screen.press(DOWN);
    await screen.press(ENTER);
    await screen.waitFor('Connections (optional)');
    await screen.press(ENTER);
    await screen.waitFor(/Recipe\s+Mark rejected cards/);
    // Esc from the connections goes back to the zip list.
    await screen.press(ESC);
    await screen.waitFor('Connections (optional)');
    await screen.press(ESC);
    await screen.waitFor(/holds 2 recipes/);
  });

  it('goes back one step with Esc from every screen before the translation', async () => {
    const screen = start();
    copyExample(screen.cwd);
    await toSource(screen);
    await screen.press(ESC); // nothing before the source when the language was not asked
    await screen.waitFor('Where is the recipe?');
    await screen.press(DOWN);
    await screen.press(ENTER);
    await screen.waitFor('Path of the recipe file');
    await screen.press(ESC);
    await chooseFile(screen, 'my-recipe.json');
    await screen.waitFor('Connections (optional)');
    await screen.press('Connection: abc123\n');
    await screen.waitFor('✔ abc123 → Pipefy');
    await screen.press(ENTER);
    await screen.waitFor('Summary');
    await screen.press(ESC);
    await screen.waitFor('Connections (optional)');
    expect(screen.frame()).toContain('✔ abc123 → Pipefy'); // kept
    await screen.press(ESC);
    const file = await screen.waitFor('Path of the recipe file');
    expect(file).toContain('my-recipe.json'); // kept
    expect(screen.states.map((s) => s.step)).toEqual(expect.arrayContaining(['source', 'file', 'connections', 'summary']));
    expect(existsSync(join(screen.cwd, 'output'))).toBe(false);
  });

  it('shows why the files could not be written, and Enter goes back to the summary', async () => {
    const cwd = tempDir();
    const blocker = join(cwd, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const screen = start({ cwd, services: { baseDir: join(blocker, 'output') } });
    copyExample(cwd);
    await chooseFile(screen, 'my-recipe.json');
    await translateWithoutConnections(screen);
    await screen.waitFor('✗ The translation could not be written.');
    expect(screen.frame()).not.toMatch(/\n\s+at /);
    await screen.press(ENTER);
    await screen.waitFor('Summary — check it before translating');
  });
});

describe('after the result', () => {
  it('opens Pipefy (PIPEFY_APP_URL) only after an explicit yes, explaining it first', async () => {
    const screen = start({ env: { PIPEFY_APP_URL: 'https://pipefy.example.test/' } });
    await translateToResult(screen);
    expect(screen.flat()).toContain('This opens https://pipefy.example.test/ in your default browser. You sign in yourself; pipe-migrate types nothing for you.');
    expect(screen.opened).toEqual([]);
    await screen.press(DOWN);
    await screen.press(ENTER);
    await screen.waitFor('What next?');
    expect(screen.opened).toEqual(['https://pipefy.example.test/']);
    expect(screen.frame()).toContain('Opened https://pipefy.example.test/ in your browser.');
    // Esc goes back to the question.
    await screen.press(ESC);
    await screen.waitFor('Open Pipefy in your browser?');
  });

  it('says so when no browser can be opened, and goes on', async () => {
    const screen = start({
      services: {
        openBrowser: async () => {
          throw new Error('spawn xdg-open ENOENT');
        },
      },
    });
    await translateToResult(screen);
    await screen.press(DOWN);
    await screen.press(ENTER);
    await screen.waitFor('Could not open a browser here (spawn xdg-open ENOENT). Open https://app.pipefy.com yourself.');
    expect(screen.frame()).toContain('What next?');
  });

  it.skipIf(process.platform === 'win32' || process.platform === 'darwin')('the real opener reports an xdg-open that fails at once, and accepts one that succeeds', async () => {
    const bin = tempDir('pipe-migrate-opener-');
    const opener = join(bin, 'xdg-open');
    writeFileSync(opener, '#!/bin/sh\nexit 3\n', { mode: 0o755 });
    await expect(openInDefaultBrowser('https://app.pipefy.com', { PATH: bin })).rejects.toThrow('xdg-open exit 3');
    writeFileSync(opener, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    await expect(openInDefaultBrowser('https://app.pipefy.com', { PATH: bin })).resolves.toBeUndefined();
    await expect(openInDefaultBrowser('https://app.pipefy.com', { PATH: join(bin, 'none') })).rejects.toThrow(/ENOENT/);
  });

  it('migrates another recipe without repeating the checks, keeping both results on screen', async () => {
    const screen = start();
    await translateToResult(screen);
    const requests = versionHost.requests;
    await screen.press(ENTER); // no browser
    await screen.waitFor('What next?');
    await screen.press(ENTER); // migrate another
    await screen.waitFor('Where is the recipe?');
    expect(screen.frame()).not.toContain('Testing the translation engine');
    await translateToResult(screen, 'ready.json', readyRecipe());
    const flat = screen.flat();
    expect(flat).toContain('Translated "Notify approvals when a card reaches Review"');
    expect(flat).toContain('Translated "Mark rejected cards"');
    // No connection id was given: the checklist says how to connect Pipefy.
    expect(flat).toContain('Create or reuse a connection on the Pipefy connector with a Service Account (Client ID and Client Secret) that can access the pipe');
    expect(versionHost.requests).toBe(requests);
    expect(screen.states.filter((s) => s.step === 'checks').length).toBeGreaterThan(0);
    expect(screen.states.at(-1)!.log).toHaveLength(2);
  });

  it('starts another recipe with empty connection lines', async () => {
    const screen = start();
    copyExample(screen.cwd);
    await chooseFile(screen, 'my-recipe.json');
    await screen.waitFor('Connections (optional)');
    await screen.press('Connection: pipefy-conn-77');
    await screen.press(ENTER);
    await screen.waitFor('✔ pipefy-conn-77 → Pipefy');
    await screen.press(ENTER);
    await screen.waitFor('Summary');
    await screen.press(ENTER);
    await screen.waitFor('Open Pipefy in your browser?');
    await screen.press(ENTER);
    await screen.waitFor('What next?');
    await screen.press(ENTER); // migrate another
    await chooseFile(screen, 'my-recipe.json');
    await screen.waitFor('Connections (optional)');
    expect(live(screen)).toContain('Connections (optional)');
    expect(live(screen)).not.toContain('pipefy-conn-77');
    expect(screen.states.at(-1)!.connectionLines).toEqual([]);
  });

  it('says when a second run replaces the files of the first', async () => {
    const screen = start();
    await translateToResult(screen);
    await screen.press(ENTER);
    await screen.waitFor('What next?');
    await screen.press(ENTER);
    await chooseFile(screen, 'my-recipe.json');
    await screen.waitFor('Connections (optional)');
    await screen.press(ENTER);
    await screen.waitFor('(the files of a previous run there are replaced)');
    await screen.press(ENTER);
    await screen.waitFor('Open Pipefy in your browser?');
    expect(screen.flat()).toMatch(/Replaced the files of a previous run: .*flow\.json/);
  });

  it('opens the email sender screen and comes back to the menu with Esc', async () => {
    const screen = start();
    await translateToResult(screen);
    await screen.press(ENTER);
    await screen.waitFor('What next?');
    await screen.press(DOWN);
    await screen.press(ENTER);
    await screen.waitFor('Custom email sender (SMTP)');
    await screen.press(ESC);
    await screen.waitFor('What next?');
    await screen.press(DOWN);
    await screen.press(DOWN);
    await screen.press(ENTER);
    await waitUntil(() => screen.exits.length > 0);
    expect(screen.exits).toEqual([0]);
  });
});

describe('email sender from the first screen', () => {
  it('offers the SMTP sender before any migration, and Esc comes back to the first screen', async () => {
    const screen = start();
    await screen.waitFor('Where is the recipe?');
    expect(screen.frame()).toContain('Set up an email sender (SMTP)');
    await screen.press(DOWN);
    await screen.press(DOWN);
    await screen.press(ENTER);
    await screen.waitFor('Custom email sender (SMTP)');
    expect(screen.states.at(-1)!.step).toBe('smtp_first');
    await screen.press(ESC);
    await screen.waitFor('Where is the recipe?');
    expect(screen.states.at(-1)!.step).toBe('source');
  });
});

describe('Workato API', () => {
  const apiEnv = (base: string, key?: string): NodeJS.ProcessEnv => ({ RECIPE_API_BASE: base, ...(key ? { RECIPE_API_KEY: key } : {}) });

  it('without a key: explains where it goes, creates .env from .env.example on request, and re-checks', async () => {
    const screen = start({ env: apiEnv(workato.url) });
    await toSource(screen);
    await screen.press(ENTER);
    await screen.waitFor('The Workato API needs an API key');
    const flat = screen.flat();
    expect(flat).toContain(`the file .env in this folder (${screen.cwd})`);
    expect(flat).toContain('this wizard never asks you to type or paste the key here');
    expect(flat).toContain(`There is no .env file in ${screen.cwd} yet.`);
    expect(screen.frame()).toMatch(/› Create \.env from \.env\.example/);
    expect(existsSync(join(screen.cwd, '.env'))).toBe(false);

    await screen.press(ENTER);
    await screen.waitFor(`Created ${join(screen.cwd, '.env')} from .env.example.`);
    expect(readFileSync(join(screen.cwd, '.env'), 'utf8')).toBe(readFileSync(join(REPO, '.env.example'), 'utf8'));
    // it is about to hold an API key: only the owner may read it
    expect(statSync(join(screen.cwd, '.env')).mode & 0o777).toBe(0o600);
    expect(screen.flat()).toContain('put your key after RECIPE_API_KEY=');
    expect(screen.frame()).not.toContain('Create .env from .env.example');

    // "Ready" before the key is there: still missing.
    await screen.press(ENTER);
    await screen.waitFor('Still no RECIPE_API_KEY.');

    // The user edits .env; "Ready — check again" lists the recipes.
    const env = readFileSync(join(screen.cwd, '.env'), 'utf8').replace(/^RECIPE_API_KEY=.*$/m, `RECIPE_API_KEY=${KEY}`);
    writeFileSync(join(screen.cwd, '.env'), env);
    await screen.press(ENTER);
    await screen.waitFor('Choose a recipe (3 in the workspace)');
    const list = screen.frame();
    expect(list).toMatch(/#8\s+Weekly report\s+\S+/);
    expect(list).toMatch(/#4242\s+Notify approvals when a card reaches Review\s+Pipefy/);
    await screen.press('notify');
    await screen.waitFor('1–1 of 1 matching (of 3)');
    await screen.press(ENTER);
    await translateWithoutConnections(screen);
    await screen.waitFor('Open Pipefy in your browser?');
    const dir = join(screen.cwd, 'output', '4242');
    expect(existsSync(join(dir, 'flow.json'))).toBe(true);
    expect(existsSync(join(dir, 'recipe.json'))).toBe(true);
    expect(screen.flat()).toContain('recipe.json');
    // The key never reaches the screen.
    expect(screen.frames.some((f) => f.includes(KEY))).toBe(false);
    expect(workato.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
  });

  it('never overwrites an existing .env: it says the key is empty there', async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, '.env'), 'RECIPE_API_KEY=\n# mine\n');
    const screen = start({ cwd, env: apiEnv(workato.url) });
    await toSource(screen);
    await screen.press(ENTER);
    await screen.waitFor(`${join(cwd, '.env')} exists, but RECIPE_API_KEY is empty in it.`);
    expect(screen.frame()).not.toContain('Create .env');
    expect(screen.frame()).toMatch(/› Ready — check again/);
    await screen.press(DOWN);
    await screen.press(ENTER); // Back
    await screen.waitFor('Where is the recipe?');
    expect(readFileSync(join(cwd, '.env'), 'utf8')).toBe('RECIPE_API_KEY=\n# mine\n');
  });

  it('explains a refused key (401) without showing it, and goes back', async () => {
    const wrong = 'wrong-key-1e6b77';
    const screen = start({ env: apiEnv(workato.url, wrong) });
    await toSource(screen);
    await screen.press(ENTER);
    await screen.waitFor('✗ Could not list the recipes.');
    expect(screen.flat()).toMatch(/401/);
    expect(screen.frames.some((f) => f.includes(wrong))).toBe(false);
    expect(screen.frame()).toMatch(/› Try again/);
    await screen.press(ENTER);
    await screen.waitFor('✗ Could not list the recipes.');
    await screen.press(DOWN);
    await screen.press(ENTER);
    await screen.waitFor('Where is the recipe?');
  });

  it('copes with hundreds of recipes: a window of 10, paging and filtering as you type', async () => {
    const screen = start({ env: apiEnv(bigWorkato.url, KEY) });
    await toSource(screen);
    await screen.press(ENTER);
    await screen.waitFor('Choose a recipe (250 in the workspace)');
    expect(screen.frame()).toContain('1–10 of 250');
    const rows = screen.frame().split('\n').filter((l) => /^[› ] #\d+/.test(l));
    expect(rows).toHaveLength(10);
    await screen.press(PAGE_DOWN);
    await screen.press(PAGE_DOWN);
    await screen.waitFor('12–21 of 250');
    await screen.press('1123');
    await screen.waitFor('1–1 of 1 matching (of 250)');
    expect(screen.frame()).toMatch(/› #1123\s+Recipe 1123/);
    await screen.press(ESC);
    await screen.waitFor('Where is the recipe?');
    // Coming back does not list again.
    const requests = bigWorkato.requests.length;
    await screen.press(ENTER);
    await screen.waitFor('Choose a recipe (250 in the workspace)');
    expect(bigWorkato.requests.length).toBe(requests);
  });

  it('Esc cancels a slow listing and goes back', async () => {
    const standIn = await startWorkatoStandIn({
      token: KEY,
      recipes: [generatedRecipe(5)],
      faults: [{ match: /page=1/, fault: { delayMs: 2500 } }],
    });
    try {
      const screen = start({ env: apiEnv(standIn.url, KEY) });
      await toSource(screen);
      await screen.press(ENTER);
      await screen.waitFor(`Listing the recipes of your Workato workspace (${standIn.url})…`);
      expect(screen.frame()).toContain('Esc cancel');
      await screen.press(ESC);
      await screen.waitFor('Where is the recipe?');
      await delay(300);
      expect(screen.frame()).not.toContain('Could not list');
    } finally {
      await standIn.close();
    }
  });

  it('explains a recipe that cannot be downloaded and returns to the list', async () => {
    const standIn = await startWorkatoStandIn({
      token: KEY,
      recipes: [generatedRecipe(5)],
      faults: [{ match: '/api/recipes/5', fault: { status: 404 } }],
    });
    try {
      const screen = start({ env: apiEnv(standIn.url, KEY) });
      await toSource(screen);
      await screen.press(ENTER);
      await screen.waitFor('Choose a recipe (1 in the workspace)');
      await screen.press(ENTER);
      await screen.waitFor('✗ Could not use recipe #5.');
      await screen.press(ENTER);
      await screen.waitFor('Choose a recipe (1 in the workspace)');
    } finally {
      await standIn.close();
    }
  });
});

describe('keys and terminal', () => {
  it('a path typed and Enter pressed before the screen re-renders is the path read (not "type the path first")', async () => {
    const screen = start();
    copyExample(screen.cwd);
    await toFilePath(screen);
    await screen.pressAtOnce('my-recipe.json', ENTER);
    await screen.waitFor('Connections (optional)');
    expect(screen.flat()).not.toContain('Type the path of a file first');
  });

  it('a path and Enter read from the terminal in one piece (an agent\'s send-keys "…" Enter) is the path read', async () => {
    const screen = start();
    copyExample(screen.cwd);
    await toFilePath(screen);
    await screen.pressAtOnce('my-recipe.json' + ENTER);
    await screen.waitFor('Connections (optional)');
  });

  it('connection lines typed with Enter are taken, in one write or in two before the screen re-renders', async () => {
    const one = ['Connection: abc123'];
    const two = ['Connection: abc123', 'Connection slack: xyz789'];
    const cases: Array<[string[], string[]]> = [
      [['Connection: abc123' + ENTER], one],
      [['Connection: abc123', ENTER], one],
      [['Connection: abc123\nConnection slack: xyz789', ENTER], two],
    ];
    for (const [chunks, lines] of cases) {
      const screen = start();
      copyExample(screen.cwd);
      await chooseFile(screen, 'my-recipe.json');
      await screen.waitFor('Connections (optional)');
      await screen.pressAtOnce(...chunks);
      await screen.waitFor('✔ abc123 → Pipefy');
      // Still on the connections, the box empty: Enter on it goes on, with the lines.
      expect(screen.states.at(-1)).toMatchObject({ step: 'connections', connectionLines: lines });
      expect(screen.frame()).toMatch(/^>\s*$/m);
      await screen.press(ENTER);
      await screen.waitFor('Summary');
      expect(screen.frame()).toMatch(lines.length === 1 ? /Connections\s+abc123 → Pipefy; to connect after the import: Slack/ : /Connections\s+xyz789 → Slack; abc123 → Pipefy/);
      screen.unmount();
    }
  });

  it('a paste of several lines in one write is taken line by line; an unfinished last line stays in the box', async () => {
    const screen = start();
    copyExample(screen.cwd);
    await chooseFile(screen, 'my-recipe.json');
    await screen.waitFor('Connections (optional)');
    // Blank lines of a paste are skipped, not taken for the Enter that goes on.
    await screen.pressAtOnce('Connection: abc123\r\n\r\nConnection slack: xyz789');
    await screen.waitFor('✔ abc123 → Pipefy');
    expect(screen.frame()).toContain('> Connection slack: xyz789');
    expect(screen.frame()).not.toContain('✔ xyz789');
    await screen.press(ENTER);
    await screen.waitFor('✔ xyz789 → Slack');
    // With its final line break, every line is taken.
    await screen.pressAtOnce('Connection: def456\nhello\n');
    await screen.waitFor('? not a connection line, ignored: hello');
    expect(screen.states.at(-1)).toMatchObject({
      step: 'connections',
      connectionLines: ['Connection: abc123', 'Connection slack: xyz789', 'Connection: def456', 'hello'],
    });
    expect(screen.frame()).toMatch(/^>\s*$/m);
  });

  it('a path typed in two pieces and Enter, all read before the screen re-renders, is the whole path', async () => {
    const screen = start();
    copyExample(screen.cwd);
    await toFilePath(screen);
    await screen.pressAtOnce('my-rec', 'ipe.json', ENTER);
    await screen.waitFor('Connections (optional)');
    expect(screen.states.at(-1)).toMatchObject({ step: 'connections', filePath: 'my-recipe.json' });
  });

  it('Esc right after typing a path keeps the path as typed', async () => {
    const screen = start();
    copyExample(screen.cwd);
    await toFilePath(screen);
    await screen.pressAtOnce('my-rec', 'ipe.json', ESC);
    await screen.waitFor('Where is the recipe?');
    expect(screen.states.at(-1)).toMatchObject({ step: 'source', filePath: 'my-recipe.json' });
    await screen.press(DOWN);
    await screen.press(ENTER);
    expect(await screen.waitFor('Path of the recipe file')).toContain('> my-recipe.json');
  });

  it('Backspace right after typed text erases the text; on the box emptied a moment ago it takes that line back', async () => {
    const screen = start();
    copyExample(screen.cwd);
    await chooseFile(screen, 'my-recipe.json');
    await screen.waitFor('Connections (optional)');
    await screen.pressAtOnce('Connection: abc123', ENTER, 'Connection: xyz', BACKSPACE);
    await screen.waitFor('✔ abc123 → Pipefy');
    await screen.waitFor('> Connection: xy');
    expect(screen.states.at(-1)).toMatchObject({ step: 'connections', connectionLines: ['Connection: abc123'] });
    await screen.pressAtOnce('z', ENTER, 'Connection slack: def456', ENTER, BACKSPACE);
    await screen.waitFor('✔ xyz → ');
    expect(screen.states.at(-1)).toMatchObject({ connectionLines: ['Connection: abc123', 'Connection: xyz'] });
    expect(screen.frame()).not.toContain('def456');
    expect(screen.frame()).toMatch(/^>\s*$/m);
  });

  it('keys read right after a step changes reach the new step (Enter then d: the description)', async () => {
    const screen = start();
    copyExample(screen.cwd);
    await chooseFile(screen, 'my-recipe.json');
    await screen.waitFor('Connections (optional)');
    await screen.pressAtOnce(ENTER, 'd');
    await screen.waitFor('lines 1–');
    expect(screen.states.at(-1)).toMatchObject({ step: 'summary' });
  });

  it('menu keys read in one go act on the item each reaches, and what follows goes to the next step', async () => {
    const screen = start();
    copyExample(screen.cwd);
    await toSource(screen);
    // ↓ to "a recipe file", Enter, and the path with its Enter, all before the screen re-renders.
    await screen.pressAtOnce(DOWN, ENTER, 'my-recipe.json', ENTER);
    await screen.waitFor('Connections (optional)');
    expect(screen.states.at(-1)).toMatchObject({ step: 'connections', filePath: 'my-recipe.json' });
  });

  it("keys sent together in one write (an agent's send-keys Down Enter) are read one by one, each by its screen", async () => {
    const screen = start();
    copyExample(screen.cwd);
    await toSource(screen);
    await screen.pressAtOnce(DOWN + ENTER);
    await screen.waitFor('Path of the recipe file');
    await screen.pressAtOnce('my-recipe.jsonXX' + BACKSPACE + BACKSPACE + ENTER);
    await screen.waitFor('Connections (optional)');
    expect(screen.states.at(-1)).toMatchObject({ filePath: 'my-recipe.json' });
    // Enter Enter: on with no connection, then translate from the summary.
    await screen.pressAtOnce(ENTER + ENTER);
    await screen.waitFor('Open Pipefy in your browser?');
  });

  it('a filter typed and Enter, read in one go or in one piece, choose what the filter shows', async () => {
    for (const chunks of [['rejected', ENTER], ['rejected' + ENTER]]) {
      const screen = start();
      const json = (v: unknown) => strToU8(JSON.stringify(v));
      writeFileSync(
        join(screen.cwd, 'package.zip'),
        zipSync({ 'Project/notify.recipe.json': json(EXAMPLE), 'Project/ready.recipe.json': json(readyRecipe()) }),
      );
      await chooseFile(screen, 'package.zip');
      await screen.waitFor(/package\.zip holds 2 recipes/);
      await screen.pressAtOnce(...chunks);
      await screen.waitFor('Connections (optional)');
      await screen.press(ENTER);
      await screen.waitFor(/Recipe\s+Mark rejected cards/);
      screen.unmount();
    }
  });

  it('Ctrl+C quits from any step with exit code 130', async () => {
    for (const where of ['source', 'file', 'connections'] as const) {
      const screen = start();
      copyExample(screen.cwd);
      await toSource(screen);
      if (where !== 'source') {
        await screen.press(DOWN);
        await screen.press(ENTER);
        await screen.waitFor('Path of the recipe file');
      }
      if (where === 'connections') {
        await screen.press('my-recipe.json');
        await screen.press(ENTER);
        await screen.waitFor('Connections (optional)');
      }
      await screen.press(CTRL_C);
      await waitUntil(() => screen.exits.length > 0);
      expect(screen.exits).toEqual([130]);
      // The live screen is gone.
      await waitUntil(() => screen.last().trim() === '');
    }
  });

  it('honours NO_COLOR', async () => {
    const chalk = (await import('chalk')).default;
    const level = chalk.level;
    chalk.level = 3;
    try {
      const colour = /\u001B\[(3[0-8]|9[0-7]|2)[;m]/;
      const coloured = start();
      await coloured.waitFor('Where is the recipe?');
      const plain = start({ env: { NO_COLOR: '1' } });
      await plain.waitFor('Where is the recipe?');
      const raw = (s: Screen) => s.frames.join('\n');
      expect(raw(coloured)).toMatch(colour);
      expect(raw(plain)).not.toMatch(colour);
    } finally {
      chalk.level = level;
    }
  });
});

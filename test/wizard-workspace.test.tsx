// The wizard's "whole workspace" path, driven with ink-testing-library: the real services over a package zip in a
// temp folder (the version host a local stand-in); it ends with the totals and the report, written in full.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServices } from '../src/ui/wizard/services.js';
import { Wizard } from '../src/ui/wizard/Wizard.js';
import { toolVersion } from '../src/version.js';
import { tempFolders } from './support/temp.js';
import { startVersionHost, type VersionHost } from './support/version-host.js';
import { recipeOrigins, workspaceFiles, workspaceZip } from './support/workspace.js';

const tmp = tempFolders('pm-wizard-ws-');
let versionHost: VersionHost;
beforeAll(async () => {
  versionHost = await startVersionHost({ body: `${toolVersion()}\n` });
});
afterAll(() => versionHost?.close());

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('migrates a whole workspace from a package zip and says where the report is', async () => {
  const cwd = tmp();
  writeFileSync(join(cwd, 'pkg.zip'), workspaceZip());
  const env = { PIPE_MIGRATE_VERSION_URL: versionHost.url, MMDC_PATH: join(cwd, 'no-mmdc'), HOME: cwd };
  const services = createServices({ env, cwd, home: cwd, versionTimeoutMs: 1500, noPng: true });
  const ui = render(<Wizard services={services} initial={{ lang: 'en', askLanguage: false }} />);
  const screen = () => (ui.lastFrame() ?? '').replace(/\u001B\[[0-9;]*m/g, '').replace(/\s*\n\s*/g, ' ');
  const waitFor = async (text: string, timeoutMs = 60_000) => {
    const started = Date.now();
    while (!screen().includes(text)) {
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${text}; screen: ${screen()}`);
      await delay(20);
    }
    await delay(30);
  };
  try {
    await waitFor('Where is the recipe?');
    for (let i = 0; i < 3; i++) {
      ui.stdin.write('\u001B[B');
      await delay(40);
    }
    ui.stdin.write('\r');
    await waitFor('Whole workspace');
    ui.stdin.write('pkg.zip');
    await delay(40);
    ui.stdin.write('\r');
    await waitFor('failed. Open');
    const out = join(cwd, 'output', 'workspace');
    expect(screen()).toContain(`2 failed. Open ${join(out, 'report.html')}`);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report.recipes).toHaveLength(recipeOrigins(workspaceFiles()).length);
    expect(existsSync(join(out, 'flows.zip'))).toBe(true);
  } finally {
    ui.unmount();
  }
}, 120_000);

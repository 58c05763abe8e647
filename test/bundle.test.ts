// The bundled build (dist/bundle, esbuild): the bin runs it, and its chunk graph keeps Ink and React out of every
// non-interactive path (the same promise test/cli-imports.test.ts checks on the sources).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { distNeedsBuild } from './support/dist.js';

const REPO = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const BUNDLE = path.join(REPO, 'dist', 'bundle');

beforeAll(() => {
  if (distNeedsBuild() || !existsSync(path.join(BUNDLE, 'cli.js'))) {
    execFileSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'ignore', timeout: 300_000 });
  }
}, 360_000);

const STATIC = /^\s*(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Bare packages a bundle file reaches through static imports (what loading it loads). */
function staticPackages(file: string, seen = new Set<string>(), packages = new Set<string>()): Set<string> {
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(STATIC)) {
    const spec = m[1]!;
    if (spec.startsWith('.')) staticPackages(path.resolve(path.dirname(file), spec), seen, packages);
    else if (!spec.startsWith('node:')) packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
  }
  return packages;
}

/** The chunk a lazily loaded module became: found by its name among the dynamic imports of the bundle. */
function lazyChunk(name: string): string {
  const chunks = path.join(BUNDLE, 'chunks');
  for (const file of [path.join(BUNDLE, 'cli.js'), ...readdirSync(chunks).map((f) => path.join(chunks, f))]) {
    for (const m of readFileSync(file, 'utf8').matchAll(DYNAMIC)) {
      if (path.basename(m[1]!).startsWith(`${name}-`)) return path.resolve(path.dirname(file), m[1]!);
    }
  }
  throw new Error(`no lazy chunk for ${name}`);
}

const isUi = (p: string) => p === 'react' || p === 'ink' || p.startsWith('ink-');

describe('bundled build', () => {
  it('the bin loads the bundle', () => {
    expect(readFileSync(path.join(REPO, 'bin/pipe-migrate.js'), 'utf8')).toContain("import('../dist/bundle/cli.js')");
    const res = spawnSync(process.execPath, [path.join(REPO, 'bin/pipe-migrate.js'), '--version'], { encoding: 'utf8' });
    expect(res.stdout.trim()).toBe(readFileSync(path.join(REPO, 'VERSION'), 'utf8').trim());
  });

  it('translates from the bundle (data files read beside their module are there)', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'pm-bundle-'));
    const res = spawnSync(process.execPath, [path.join(REPO, 'bin/pipe-migrate.js'), '--recipe', path.join(REPO, 'examples/pipefy-card-moved.recipe.json'), '--out', out, '--json', '--no-png'], { encoding: 'utf8' });
    expect(res.stderr).toBe('');
    // the example reads a card field: the flow fetches the card after the trigger and the check proves it
    expect(JSON.parse(res.stdout)).toMatchObject({ ok: true, routing: 'ipaas_ready' });
  });

  it.each(['migrate', 'list', 'doctor', 'install-skill', 'smtp'])('the %s chunk and the entry never load Ink or React', (name) => {
    expect([...staticPackages(path.join(BUNDLE, 'cli.js'))].filter(isUi)).toEqual([]);
    expect([...staticPackages(lazyChunk(name))].filter(isUi)).toEqual([]);
  });

  it('the check sees Ink and React where the wizard uses them', () => {
    const packages = [...staticPackages(lazyChunk('run'))];
    expect(packages).toContain('ink');
    expect(packages).toContain('react');
  });

  it('a translation without a diagram renderer never loads execa (the PNG renderer is lazy)', () => {
    expect([...staticPackages(lazyChunk('migrate'))]).not.toContain('execa');
    // execa is bundled into the lazy chunk png.ts imports (esbuild names each bundled module in a comment)
    const execaFiles = new Set<string>();
    staticPackages(lazyChunk('execa'), execaFiles);
    expect([...execaFiles].some((f) => readFileSync(f, 'utf8').includes('human-signals'))).toBe(true);
    const migrateFiles = new Set<string>();
    staticPackages(lazyChunk('migrate'), migrateFiles);
    expect([...migrateFiles].some((f) => readFileSync(f, 'utf8').includes('human-signals'))).toBe(false);
  });
});

// Runs without a screen come from dist/bundle/cli.cjs, compiled with the code cache made at build time.
describe('single-file build and its code cache', () => {
  it('holds no Ink or React and no import() (it runs as a vm script)', () => {
    const text = readFileSync(path.join(BUNDLE, 'cli.cjs'), 'utf8');
    expect(text).not.toMatch(/\brequire\(["'](?:ink|react)(?:[-/][^"']*)?["']\)/);
    expect(text).not.toMatch(/\bimport\(/);
    // pure ASCII, so bin/load-bundle.js reads it as latin1, without UTF-8 decoding (scripts/ascii-source.mjs)
    expect(text.match(/[^\x00-\x7f]/g) ?? []).toEqual([]);
  });

  it('the cache is accepted by this Node.js, and translating from it answers as the ESM bundle does', async () => {
    const { loadSingleFile } = (await import(pathToFileURL(path.join(REPO, 'bin/load-bundle.js')).href)) as {
      loadSingleFile: () => { exports: { main: (argv: string[], io: unknown) => Promise<number> }; script: { cachedDataRejected?: boolean } };
    };
    const single = loadSingleFile();
    expect(single.script.cachedDataRejected).toBe(false);
    const esm = (await import(pathToFileURL(path.join(BUNDLE, 'cli.js')).href)) as { main: (argv: string[], io: unknown) => Promise<number> };
    const answers: string[] = [];
    for (const cli of [single.exports, esm]) {
      const out = mkdtempSync(path.join(tmpdir(), 'pm-single-'));
      let stdout = '';
      const io = { stdout: (t: string) => void (stdout += t), stderr: (t: string) => void (stdout += t), env: { MMDC_PATH: path.join(out, 'none') }, cwd: out, stdin: process.stdin, isTTY: false };
      expect(await cli.main(['--recipe', path.join(REPO, 'examples/pipefy-card-moved.recipe.json'), '--out', 'o', '--json', '--lang', 'en'], io)).toBe(0);
      answers.push(stdout.split(out).join('<out>') + readFileSync(path.join(out, 'o', JSON.parse(stdout).files.folder.split('/').pop(), 'flow.json'), 'utf8'));
    }
    expect(answers[0]).toBe(answers[1]);
  });

  it.each([
    [[], true],
    [['smtp'], true],
    [['smtp', '--json'], true],
    [['--version'], false],
    [['--recipe', 'r.json'], false],
    [['--recpie', 'r.json'], false],
    [['--help'], false],
    [['verify', 'r.json'], false],
  ])('screens (Ink) are run from the ESM bundle: %j -> %s', async (argv, screens) => {
    const { mayUseScreens } = (await import(pathToFileURL(path.join(BUNDLE, 'cli.js')).href)) as { mayUseScreens: (argv: string[]) => boolean };
    expect(mayUseScreens(argv)).toBe(screens);
  });
});

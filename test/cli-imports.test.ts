// The non-interactive commands must not load Ink or React: follow the static imports from each entry module, then
// watch what a translation by the built CLI loads.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { distNeedsBuild } from './support/dist.js';
import { resolveSource } from './support/import-graph.js';

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Bare packages reachable from `entry` through static imports (dynamic import() is lazy and not followed). */
function staticPackages(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(STATIC_IMPORT)) {
      const spec = m[1]!;
      if (spec.startsWith('.')) {
        const target = resolveSource(file, spec);
        if (target) visit(target);
      } else if (!spec.startsWith('node:')) packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    }
  };
  visit(entry);
  return packages;
}

describe('non-interactive paths never load Ink or React', () => {
  it.each(['src/cli.ts', 'src/commands/migrate.ts', 'src/commands/list.ts', 'src/commands/smtp.ts', 'src/commands/doctor.ts', 'src/commands/install-skill.ts'])('%s', (entry) => {
    const packages = [...staticPackages(entry)];
    expect(packages.filter((p) => p === 'react' || p === 'ink' || p.startsWith('ink-'))).toEqual([]);
  });

  it('the check itself sees Ink where it is used', () => {
    expect([...staticPackages('src/ui/smtp/SmtpScreen.tsx')]).toContain('ink');
  });
});

const REPO = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * `node --require <preload> <args>` run in a fresh folder with stdin on /dev/null (as from a script); the preload
 * writes one line per thing it sees to the file named by `logVariable`. Returns those lines.
 */
function logged(preload: string, logVariable: string, args: string[]): { status: number | null; stderr: string; lines: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pm-loads-'));
  const log = path.join(dir, 'log.txt');
  writeFileSync(log, '');
  const res = spawnSync(process.execPath, ['--require', path.join(REPO, 'test/support', preload), ...args], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, [logVariable]: log, MMDC_PATH: path.join(dir, 'no-mmdc') },
  });
  const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  rmSync(dir, { recursive: true, force: true });
  return { status: res.status, stderr: res.stderr, lines };
}

const translateExample = () => [path.join(REPO, 'bin/pipe-migrate.js'), '--recipe', path.join(REPO, 'examples/pipefy-card-moved.recipe.json'), '--out', 'out', '--json'];

describe('the built CLI at run time', () => {
  beforeAll(() => {
    if (distNeedsBuild() || !existsSync(path.join(REPO, 'dist/bundle/cli.cjs'))) execFileSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'ignore', timeout: 300_000 });
  }, 360_000);

  // The same promise on the built CLI, at run time: what a translation asks for, by require() and by import.
  describe('a translation run by the built CLI', () => {
    const canLogImports = typeof (nodeModule as { register?: unknown }).register === 'function';
    /** What a run of the bin (or of a script) loads: `require <id>` and `import <url>` lines. */
    const loads = (args: string[]) => logged('load-log.cjs', 'PM_LOAD_LOG', args);
    const ui = (line: string) => /(?:^(?:require|import) |\/node_modules\/)(?:ink|react)(?:[-/]|$)/.test(line);
    // the PNG renderer starts mmdc through execa, the only user of child_process in a translation
    const renderer = (line: string) => /^require (?:node:)?child_process$/.test(line);

    it('loads the single file, never Ink, React, the ESM bundle or the PNG renderer', () => {
      const run = loads(translateExample());
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.lines.filter((l) => ui(l) || renderer(l))).toEqual([]);
      // the bin is CommonJS (bin/package.json): it requires the loader, and nothing goes through the ES module loader
      expect(run.lines).toContain('require ./load-bundle.js');
      if (canLogImports) expect(run.lines.filter((l) => l.startsWith('import file:') || l.includes('/dist/bundle/cli.js') || l.includes('/dist/bundle/chunks/'))).toEqual([]);
    });

    it('the log itself sees Ink, React and child_process where they are loaded', () => {
      const script = "require('node:child_process'); import('ink').catch(() => {}).then(() => import('react'));";
      const run = loads(['-e', script]);
      expect(run.lines.some(renderer)).toBe(true);
      if (canLogImports) expect(run.lines.filter(ui).length).toBeGreaterThanOrEqual(2);
    });
  });

  // What a translation does not use is not loaded either: each of these costs a cold start several milliseconds.
  describe('the built-in modules a translation leaves alone', () => {
    // node:crypto (work folder names), node:fs/promises (which brings readline's interface), node:os, and the stream
    // node builds for process.stdin
    const UNUSED = ['NativeModule crypto', 'NativeModule fs/promises', 'NativeModule internal/readline/interface', 'NativeModule os', 'NativeModule internal/fs/streams'];
    /** process.moduleLoadList at the exit of `node <args>`. */
    const builtins = (args: string[]) => logged('builtins-log.cjs', 'PM_BUILTINS_LOG', args);

    it('a --recipe --json run loads none of them', () => {
      const run = builtins(translateExample());
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.lines).toContain('NativeModule vm');
      expect(run.lines.filter((m) => UNUSED.includes(m))).toEqual([]);
    });

    it('the list itself shows each of them where it is loaded', () => {
      const run = builtins(['-e', "require('node:crypto'); require('node:fs/promises'); require('node:os'); process.stdin;"]);
      expect(run.status).toBe(0);
      expect(run.lines.filter((m) => UNUSED.includes(m)).sort()).toEqual([...UNUSED].sort());
    });
  });
});

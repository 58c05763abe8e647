// The built CLI as agents and scripts meet it: usage errors as one JSON object with --json, unknown options named
// with the nearest one, options that do not go with the mode refused, language tags, --connection lines.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { distNeedsBuild } from './support/dist.js';

const REPO = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const EXAMPLE = path.join(REPO, 'examples/pipefy-card-moved.recipe.json');

beforeAll(() => {
  if (distNeedsBuild()) execFileSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'ignore', timeout: 300_000 });
}, 360_000);

/** Runs bin/pipe-migrate.js in a fresh folder, with no terminal (stdin is /dev/null) and an English locale. */
function cli(args: string[]) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'pm-usage-'));
  const res = spawnSync(process.execPath, [path.join(REPO, 'bin/pipe-migrate.js'), ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOME: cwd, LANG: 'en_US.UTF-8', MMDC_PATH: '/nonexistent/mmdc' },
    timeout: 60_000,
  });
  return { code: res.status, out: res.stdout, err: res.stderr, cwd };
}

/** stdout is exactly one JSON object (one line), nothing on stderr. */
function oneJson(out: string, err: string): Record<string, any> {
  expect(err).toBe('');
  const lines = out.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!);
}

describe('--json: every outcome is one JSON object on stdout', () => {
  it.each([
    [['--json'], 'no_tty'],
    [['frobnicate', '--json'], 'unexpected_argument'],
    [['smtpp', '--json'], 'unknown_command'],
    [['--json', '--recipe'], 'missing_value'],
    [['--recipe', '--json'], 'missing_value'],
    [['--recipe', '', '--json'], 'missing_value'],
    [['--recipe', EXAMPLE, '--out', '', '--json'], 'missing_value'],
    [['--recipe', EXAMPLE, '--out=', '--json'], 'missing_value'],
    [['--recipe', EXAMPLE, 'extra', '--json'], 'unexpected_argument'],
    [['--recpie', EXAMPLE, '--json'], 'unknown_option'],
    [['--list', '--recipe-id', '1', '--json'], 'option_not_here'],
    [['--lang', 'fr', '--json'], 'unsupported_lang'],
  ])('%j gives {ok:false, error.code:%s} and exit 2', (args, code) => {
    const res = cli(args);
    expect(res.code).toBe(2);
    const parsed = oneJson(res.out, res.err);
    expect(parsed).toMatchObject({ ok: false, error: { code } });
    expect(typeof parsed.error.message).toBe('string');
  });

  it('--version and --help answer one JSON object too', () => {
    const version = cli(['--version', '--json']);
    expect(version.code).toBe(0);
    expect(oneJson(version.out, version.err)).toEqual({ ok: true, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    const help = cli(['doctor', '--help', '--json', '--lang', 'es']);
    expect(help.code).toBe(0);
    expect(oneJson(help.out, help.err)).toEqual({ ok: true, help: expect.stringContaining('pipe-migrate doctor') });
    expect(cli(['--version']).out).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('--recipe naming a folder points to --all, which reads folders', () => {
    const res = cli(['--recipe', path.join(REPO, 'examples')]);
    expect(res.code).toBe(2);
    expect(res.err).toContain('is a folder, not a file');
    expect(res.err).toContain('or add --all to translate every recipe file below it');
  });

  it('an empty --out writes nothing into the current folder', () => {
    const res = cli(['--recipe', EXAMPLE, '--out', '']);
    expect(res.code).toBe(2);
    expect(res.err.trim()).toBe('The option --out needs a value. Run "pipe-migrate --help" for the options.');
    expect(readdirSync(res.cwd)).toEqual([]);
  });

  it('answers a usage error in the language given, even when parsing failed', () => {
    const res = cli(['--lang', 'pt-BR', '--json', '--out']);
    expect(oneJson(res.out, res.err).error.message).toBe('A opção --out precisa de um valor. Rode "pipe-migrate --help" para ver as opções.');
  });
});

describe('unknown options are errors that name the option and suggest the nearest one', () => {
  it.each([
    [['--recpie', EXAMPLE], '--recpie', '--recipe'],
    [['--recipe', EXAMPLE, '--outt', 'x'], '--outt', '--out'],
    [['--recipe', EXAMPLE, '--jsn'], '--jsn', '--json'],
    [['doctor', '--jsn'], '--jsn', '--json'],
    [['doctor', '--recpie', 'x'], '--recpie', '--recipe'],
    [['install-skill', '--agnet', 'claude'], '--agnet', '--agent'],
    [['--list', '--nopng'], '--nopng', '--no-png'],
    [['verify', EXAMPLE, '--jsn'], '--jsn', '--json'],
    [['verify', EXAMPLE, '--flwo', 'x.json'], '--flwo', '--flow'],
    [['code', 'list', 'output', '--jsn'], '--jsn', '--json'],
    [['code', 'check', 'output', '--inptus', 'x.json'], '--inptus', '--inputs'],
    [['--all', '--recipe', EXAMPLE, '--outt', 'x'], '--outt', '--out'],
    [['--all', '--recipe', EXAMPLE, '--folder-idd', '3'], '--folder-idd', '--folder-id'],
  ])('%j', (args, option, suggestion) => {
    const res = cli(args);
    expect(res.code).toBe(2);
    expect(res.out).toBe('');
    expect(res.err.trim()).toBe(`Unknown option ${option}. Did you mean ${suggestion}? Run "pipe-migrate --help" for the options.`);
  });

  it('smtp too: the nearest of its own options, in --json as well', () => {
    const res = cli(['smtp', '--sender-nam', 'Acme']);
    expect(res.code).toBe(2);
    expect(res.err.trim()).toBe('Unknown option --sender-nam for "pipe-migrate smtp". Did you mean --sender-name? Run "pipe-migrate --help" for the options.');
    const json = cli(['smtp', '--emial', 'a@b.example', '--json']);
    expect(json.code).toBe(2);
    expect(oneJson(json.out, json.err).error).toMatchObject({ code: 'unknown_option', message: expect.stringContaining('Did you mean --email?') });
  });

  it('names an option without a suggestion when nothing is near', () => {
    const res = cli(['--recipe', EXAMPLE, '--zzzzzzzz']);
    expect(res.code).toBe(2);
    expect(res.err.trim()).toBe('Unknown option --zzzzzzzz. Run "pipe-migrate --help" for the options.');
  });

  it('refuses an option of another mode instead of ignoring it (--list --recipe-id 1, doctor --out)', () => {
    expect(cli(['--list', '--recipe-id', '1']).err.trim()).toBe('The option --recipe-id does not go with --list. Run "pipe-migrate --help" for the options.');
    expect(cli(['doctor', '--out', 'x']).err.trim()).toBe('The option --out does not go with pipe-migrate doctor. Run "pipe-migrate --help" for the options.');
    const both = cli(['--recipe', EXAMPLE, '--recipe-id', '1', '--json']);
    expect(both.code).toBe(2);
    expect(oneJson(both.out, both.err).error.code).toBe('conflicting_options');
  });

  it('an extra argument after doctor or install-skill is refused with that command\'s advice, not how to translate', () => {
    for (const command of ['doctor', 'install-skill']) {
      const res = cli([command, 'extra']);
      expect(res.code).toBe(2);
      expect(res.err.trim()).toBe(`Unexpected argument "extra": pipe-migrate ${command} takes no arguments. Run "pipe-migrate --help" for the options.`);
    }
  });

  it('--help still works next to a command', () => {
    const res = cli(['doctor', '--help']);
    expect(res.code).toBe(0);
    expect(res.out).toContain('pipe-migrate doctor');
  });
});

describe('--lang accepts language tags and refuses unsupported languages', () => {
  it.each([
    ['pt-BR', 'Importe este arquivo'],
    ['PT', 'Importe este arquivo'],
    ['pt_BR', 'Importe este arquivo'],
    ['es-419', 'Importa este archivo'],
    ['ES', 'Importa este archivo'],
    ['en-US', 'Import this file'],
  ])('--lang %s', (tag, words) => {
    const res = cli(['--recipe', EXAMPLE, '--lang', tag, '--no-png']);
    expect(res.code).toBe(0);
    expect(res.out).toContain(words);
  });

  it.each(['fr', 'de-DE', 'portuguese', ''])('refuses --lang %j with a message and writes nothing', (tag) => {
    const res = cli(['--recipe', EXAMPLE, '--lang', tag]);
    expect(res.code).toBe(2);
    expect(res.err).toContain('is not supported: use pt, en or es');
    expect(existsSync(path.join(res.cwd, 'output'))).toBe(false);
  });
});

describe('--connection lines are never dropped silently', () => {
  it('refuses a value that is not a connection line', () => {
    const res = cli(['--recipe', EXAMPLE, '--connection', 'abc123', '--json']);
    expect(res.code).toBe(2);
    expect(oneJson(res.out, res.err).error).toMatchObject({ code: 'connection_not_understood' });
    expect(existsSync(path.join(res.cwd, 'output'))).toBe(false);
    // a connection line whose id is too short to be one is told what an id looks like, not that it is no line
    const short = cli(['--recipe', EXAMPLE, '--connection', 'Connection Slack: zz']);
    expect(short.code).toBe(2);
    expect(short.err).toContain('holds no connection id');
    expect(short.err).toContain('at least 3 letters, digits');
  });

  it('says which connection matched no connector of the flow', () => {
    const res = cli(['--recipe', EXAMPLE, '--no-png', '--connection', 'Connection Jira: jira777', '--connection', 'Connection: pipe111']);
    expect(res.code).toBe(0);
    expect(res.out).toContain('Connection pipe111 bound to Pipefy (');
    expect(res.out).toContain('Connection jira777 (Jira) was not used: it matches no connector of this flow.');
    const json = cli(['--recipe', EXAMPLE, '--json', '--connection', 'Connection Jira: jira777']);
    expect(oneJson(json.out, json.err).connections.unmatched).toEqual([{ id: 'jira777', label: 'Jira' }]);
  });
});

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import type { Io } from '../src/io.js';
import { MANIFEST_FILE, type TargetResult } from '../src/skill/install.js';
import { skillSourceDir } from '../src/skill/paths.js';
import { toolVersion } from '../src/version.js';

const SOURCE = readFileSync(path.join(skillSourceDir(), 'SKILL.md'), 'utf8');
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

let root: string;
let home: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'pipe-migrate-skill-'));
  home = path.join(root, 'home');
  mkdirSync(home);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: home, ...extra };
  return base;
}

async function run(argv: string[], e: NodeJS.ProcessEnv = env()) {
  let out = '';
  let err = '';
  const io: Io = {
    stdout: (text) => void (out += text),
    stderr: (text) => void (err += text),
    env: e,
    cwd: root,
    stdin: Readable.from([]),
    isTTY: false,
  };
  const code = await main(['install-skill', ...argv], io);
  return { code, out, err };
}

async function runJson(argv: string[], e?: NodeJS.ProcessEnv) {
  const r = await run([...argv, '--json'], e);
  return { ...r, json: JSON.parse(r.out) as { ok: boolean; version: string; agent: string; targets: TargetResult[] } };
}

const dirs = () => ({
  claude: path.join(home, '.claude', 'skills', 'pipe-migrate'),
  cursor: path.join(home, '.cursor', 'skills', 'pipe-migrate'),
  codex: path.join(home, '.codex', 'skills', 'pipe-migrate'),
  agents: path.join(home, '.agents', 'skills', 'pipe-migrate'),
});

describe('install-skill', () => {
  it('installs into every agent folder by default and says what it wrote', async () => {
    const r = await runJson([]);
    expect(r.code).toBe(0);
    expect(r.json.ok).toBe(true);
    expect(r.json.agent).toBe('all');
    expect(r.json.version).toBe(toolVersion());
    expect(r.json.targets.map((t) => t.agent)).toEqual(['claude', 'cursor', 'codex', 'agents']);
    for (const target of r.json.targets) {
      const dir = dirs()[target.agent];
      expect(target.path).toBe(dir);
      expect(target.status).toBe('installed');
      expect(readFileSync(path.join(dir, 'SKILL.md'), 'utf8')).toBe(SOURCE);
      expect(target.written).toEqual([path.join(dir, 'SKILL.md'), path.join(dir, MANIFEST_FILE)]);
      const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
      expect(manifest).toEqual({ tool: 'pipe-migrate', version: toolVersion(), files: { 'SKILL.md': sha(SOURCE) } });
    }
  });

  it('human output lists each written path', async () => {
    const r = await run(['--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    for (const dir of Object.values(dirs())) {
      expect(r.out).toContain(`wrote ${path.join(dir, 'SKILL.md')}`);
      expect(r.out).toContain(`installed for`);
    }
    expect(r.out).toContain('Claude Code');
    expect(r.out).toMatch(/new chat/);
  });

  it('is idempotent: a second run writes nothing and says up to date', async () => {
    await run([]);
    const again = await runJson([]);
    expect(again.code).toBe(0);
    for (const target of again.json.targets) {
      expect(target.status).toBe('up_to_date');
      expect(target.written).toEqual([]);
    }
    const human = await run(['--lang', 'en']);
    expect(human.out).toContain('already up to date for Cursor');
    expect(human.out).not.toContain('wrote ');
  });

  it('--agent installs only that agent; codex follows CODEX_HOME', async () => {
    const codexHome = path.join(root, 'codex-home');
    const r = await runJson(['--agent', 'codex'], env({ CODEX_HOME: codexHome }));
    expect(r.json.targets).toHaveLength(1);
    expect(r.json.targets[0]).toMatchObject({ agent: 'codex', status: 'installed', path: path.join(codexHome, 'skills', 'pipe-migrate') });
    expect(existsSync(path.join(codexHome, 'skills', 'pipe-migrate', 'SKILL.md'))).toBe(true);
    expect(existsSync(path.join(home, '.codex'))).toBe(false);
    expect(existsSync(path.join(home, '.claude'))).toBe(false);
    const claude = await runJson(['--agent', 'claude']);
    expect(claude.json.targets.map((t) => t.agent)).toEqual(['claude']);
    expect(existsSync(path.join(dirs().claude, 'SKILL.md'))).toBe(true);
    expect(existsSync(path.join(home, '.agents'))).toBe(false);
  });

  it('never overwrites a copy the user changed, unless --force', async () => {
    await run([]);
    const edited = path.join(dirs().cursor, 'SKILL.md');
    writeFileSync(edited, SOURCE + '\nMy own rule: always answer in haiku.\n');
    const r = await runJson([]);
    expect(r.code).toBe(0);
    const cursor = r.json.targets.find((t) => t.agent === 'cursor')!;
    expect(cursor).toMatchObject({ status: 'skipped_modified', changed: ['SKILL.md'], written: [] });
    expect(readFileSync(edited, 'utf8')).toContain('haiku');
    expect(r.json.targets.filter((t) => t.agent !== 'cursor').every((t) => t.status === 'up_to_date')).toBe(true);

    const human = await run(['--lang', 'en']);
    expect(human.out).toMatch(/skipped for Cursor: .*SKILL\.md.*--force/);

    const forced = await runJson(['--force']);
    expect(forced.json.targets.find((t) => t.agent === 'cursor')).toMatchObject({ status: 'overwritten', changed: ['SKILL.md'] });
    expect(readFileSync(edited, 'utf8')).toBe(SOURCE);
    expect((await runJson([])).json.targets.every((t) => t.status === 'up_to_date')).toBe(true);
  });

  it('a deleted file counts as a change of the user', async () => {
    await run(['--agent', 'claude']);
    rmSync(path.join(dirs().claude, 'SKILL.md'));
    const r = await runJson(['--agent', 'claude']);
    expect(r.json.targets[0]).toMatchObject({ status: 'skipped_modified', changed: ['SKILL.md'] });
    expect(existsSync(path.join(dirs().claude, 'SKILL.md'))).toBe(false);
  });

  it('updates an unchanged older copy and removes the files the new version dropped', async () => {
    const dir = dirs().claude;
    mkdirSync(dir, { recursive: true });
    const old = '---\nname: pipe-migrate\ndescription: old\n---\nold text\n';
    writeFileSync(path.join(dir, 'SKILL.md'), old);
    writeFileSync(path.join(dir, 'notes.md'), 'old notes\n');
    writeFileSync(path.join(dir, 'mine.txt'), 'a file of the user, never ours\n');
    writeFileSync(
      path.join(dir, MANIFEST_FILE),
      JSON.stringify({ tool: 'pipe-migrate', version: '0.0.1', files: { 'SKILL.md': sha(old), 'notes.md': sha('old notes\n') } }),
    );
    const r = await runJson(['--agent', 'claude']);
    expect(r.json.targets[0]).toMatchObject({
      status: 'updated',
      written: [path.join(dir, 'SKILL.md'), path.join(dir, MANIFEST_FILE)],
      removed: [path.join(dir, 'notes.md')],
    });
    expect(readFileSync(path.join(dir, 'SKILL.md'), 'utf8')).toBe(SOURCE);
    expect(existsSync(path.join(dir, 'notes.md'))).toBe(false);
    expect(readFileSync(path.join(dir, 'mine.txt'), 'utf8')).toContain('never ours');
    expect(JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')).version).toBe(toolVersion());
  });

  it('does not downgrade a copy installed by a newer pipe-migrate, unless --force', async () => {
    const dir = dirs().claude;
    mkdirSync(dir, { recursive: true });
    const newer = '---\nname: pipe-migrate\ndescription: newer\n---\nnewer text\n';
    writeFileSync(path.join(dir, 'SKILL.md'), newer);
    writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify({ tool: 'pipe-migrate', version: '999.0.0', files: { 'SKILL.md': sha(newer) } }));
    const r = await runJson(['--agent', 'claude']);
    expect(r.json.targets[0]).toMatchObject({ status: 'skipped_newer', installedVersion: '999.0.0', written: [] });
    expect(readFileSync(path.join(dir, 'SKILL.md'), 'utf8')).toBe(newer);
    const human = await run(['--agent', 'claude', '--lang', 'es']);
    expect(human.out).toMatch(/omitida para Claude Code: .*999\.0\.0.*--force/);
    const forced = await runJson(['--agent', 'claude', '--force']);
    expect(forced.json.targets[0]!.status).toBe('updated');
    expect(readFileSync(path.join(dir, 'SKILL.md'), 'utf8')).toBe(SOURCE);
  });

  it('with no manifest: a different copy is kept, an identical one is adopted', async () => {
    const dir = dirs().claude;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'SKILL.md'), 'someone else\'s skill\n');
    const kept = await runJson(['--agent', 'claude']);
    expect(kept.json.targets[0]).toMatchObject({ status: 'skipped_modified', changed: ['SKILL.md'] });
    expect(existsSync(path.join(dir, MANIFEST_FILE))).toBe(false);

    writeFileSync(path.join(dir, 'SKILL.md'), SOURCE);
    const adopted = await runJson(['--agent', 'claude']);
    expect(adopted.json.targets[0]).toMatchObject({ status: 'up_to_date', written: [path.join(dir, MANIFEST_FILE)] });
    expect((await runJson(['--agent', 'claude'])).json.targets[0]).toMatchObject({ status: 'up_to_date', written: [] });
  });

  it('reports a folder it cannot write and exits 2, still installing the others', async () => {
    writeFileSync(path.join(home, '.cursor'), 'a file where a folder should be');
    const r = await runJson([]);
    expect(r.code).toBe(2);
    expect(r.json.ok).toBe(false);
    const cursor = r.json.targets.find((t) => t.agent === 'cursor')!;
    expect(cursor.status).toBe('failed');
    expect(cursor.error?.code).toMatch(/^E[A-Z]+$/);
    expect(r.json.targets.filter((t) => t.agent !== 'cursor').every((t) => t.status === 'installed')).toBe(true);
    const human = await run(['--lang', 'pt']);
    expect(human.out).toMatch(/não foi possível gravar para Cursor/);
  });

  it('refuses an unknown agent, a stray argument and a missing HOME with exit 2', async () => {
    const bad = await run(['--agent', 'vim', '--lang', 'en']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/Unknown agent "vim".*claude, cursor, codex or all/);
    const badJson = await run(['--agent', 'vim', '--json']);
    expect(JSON.parse(badJson.out)).toMatchObject({ ok: false, error: { code: 'agent_invalid' } });
    const stray = await run(['claude', '--lang', 'en']);
    expect(stray.code).toBe(2);
    expect(stray.err).toMatch(/Unexpected argument "claude"/);
    const noHome = await run(['--lang', 'en'], { PATH: process.env.PATH });
    expect(noHome.code).toBe(2);
    expect(noHome.err).toMatch(/HOME/);
    expect(existsSync(path.join(home, '.claude'))).toBe(false);
  });
});

describe('the packaged skill', () => {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(SOURCE)?.[1] ?? '';
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(frontMatter)?.[1];

  it('has front matter with its name and a one-line description of when to use it', () => {
    expect(field('name')).toBe('pipe-migrate');
    const description = field('description')!;
    expect(description).toMatch(/^'.*'$/); // quoted: it contains ": "
    expect(description.slice(1, -1)).not.toContain("'");
    expect(description.length).toBeLessThanOrEqual(1024);
    expect(description).toMatch(/Workato/);
    expect(description).toMatch(/Use it when/);
  });

  it('gives the exact commands, with --json', () => {
    for (const command of [
      'npx pipe-migrate doctor --json',
      'npx pipe-migrate --list --json',
      'npx pipe-migrate --recipe-id <id> --json --lang <l>',
      'npx pipe-migrate --recipe <file.json|file.zip> --json --lang <l>',
      '--connection "Connection: <id>"',
      'npx pipe-migrate install-skill --json',
      '--password-stdin',
      'smtp',
    ]) {
      expect(SOURCE, command).toContain(command);
    }
  });

  it('documents --list --json with readable app names, replaced, mismatches and the SMTP questions (issue #16)', () => {
    expect(SOURCE).toContain('npx pipe-migrate --list --json');
    expect(SOURCE).toMatch(/trigger_words/);
    expect(SOURCE).toMatch(/never show the raw `trigger` key/);
    expect(SOURCE).toMatch(/`replaced`: files of an earlier run/);
    expect(SOURCE).toMatch(/`mismatches` lists the\s+values Pipefy saved differently/);
    // The questions for a sender: name, address, host and port, organization, IP relay or a user name, never the password.
    for (const asked of ['the SMTP server (host) and port', 'the Pipefy organization', 'IP relay', 'the user name, never the password']) expect(SOURCE, asked).toContain(asked);
    // A Bearer prefix is documented as dropped for both tokens.
    expect(SOURCE).toMatch(/`PIPEFY_TOKEN`, with or without a leading `Bearer `, like `RECIPE_API_KEY`/);
  });

  it('covers the conversation the issue asks for', () => {
    for (const text of [
      'RECIPE_API_KEY=',
      'blocked_reason',
      'files.flow_named',
      'routing',
      'review',
      'ready',
      'newer',
      'Never publish',
      'Never choose the pipe',
      'Service Account',
      'Build a Flow',
      'Import',
    ]) {
      expect(SOURCE, text).toContain(text);
    }
    // the import checklist and the key question in the three languages
    expect(SOURCE).toContain('**pt**');
    expect(SOURCE).toContain('**en**');
    expect(SOURCE).toContain('**es**');
    expect(SOURCE).toMatch(/Não cole a chave aqui/);
    expect(SOURCE).toMatch(/Don't paste the key here/);
    expect(SOURCE).toMatch(/No pegues la clave aquí/);
  });
});

// Copies the packaged agent skill into the agents' skills folders. Idempotent, and it never overwrites a copy
// the user changed (unless forced): a manifest beside the copy records the sha256 of each file as installed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeFolder } from '../output/make-folder.js';
import { compareVersions } from '../version-check.js';

export const SKILL_NAME = 'pipe-migrate';
export const MANIFEST_FILE = '.pipe-migrate-skill.json';

export type SkillAgent = 'claude' | 'cursor' | 'codex' | 'agents';
export const AGENT_CHOICES = ['claude', 'cursor', 'codex', 'all'] as const;
export type AgentChoice = (typeof AGENT_CHOICES)[number];

export function isAgentChoice(value: string): value is AgentChoice {
  return (AGENT_CHOICES as readonly string[]).includes(value);
}

export interface SkillTarget {
  agent: SkillAgent;
  /** absolute folder of the installed skill, e.g. ~/.claude/skills/pipe-migrate */
  dir: string;
}

/**
 * The folders to install into. `all` means every agent plus the shared ~/.agents/skills location.
 * Codex honours CODEX_HOME (default ~/.codex).
 */
export function skillTargets(choice: AgentChoice, home: string, env: NodeJS.ProcessEnv, cwd: string): SkillTarget[] {
  const codexHome = env.CODEX_HOME?.trim() ? path.resolve(cwd, env.CODEX_HOME.trim()) : path.join(home, '.codex');
  const all: SkillTarget[] = [
    { agent: 'claude', dir: path.join(home, '.claude', 'skills', SKILL_NAME) },
    { agent: 'cursor', dir: path.join(home, '.cursor', 'skills', SKILL_NAME) },
    { agent: 'codex', dir: path.join(codexHome, 'skills', SKILL_NAME) },
    { agent: 'agents', dir: path.join(home, '.agents', 'skills', SKILL_NAME) },
  ];
  return choice === 'all' ? all : all.filter((target) => target.agent === choice);
}

export interface SkillFile {
  /** path relative to the skill folder, with forward slashes */
  rel: string;
  content: Buffer;
  sha256: string;
}

export interface SkillSource {
  version: string;
  files: SkillFile[];
}

interface Manifest {
  tool: 'pipe-migrate';
  version: string;
  files: Record<string, string>;
}

function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Reads every file of the packaged skill folder (sorted, manifest excluded). */
export function readSkillSource(dir: string, version: string): SkillSource {
  const files: SkillFile[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full, rel);
      else if (entry.isFile() && entry.name !== MANIFEST_FILE) {
        const content = readFileSync(full);
        files.push({ rel, content, sha256: sha256(content) });
      }
    }
  };
  walk(dir, '');
  return { version, files };
}

export type TargetStatus =
  | 'installed'
  | 'updated'
  | 'up_to_date'
  | 'overwritten'
  | 'skipped_modified'
  | 'skipped_newer'
  | 'failed';

export interface TargetResult {
  agent: SkillAgent;
  /** the skill folder */
  path: string;
  status: TargetStatus;
  /** absolute paths written (skill files and the manifest) */
  written: string[];
  /** absolute paths removed (files of an older version that the new one no longer has) */
  removed: string[];
  /** for skipped_modified / overwritten: the files the user changed, relative to the skill folder */
  changed: string[];
  /** for skipped_newer: the version already installed */
  installedVersion?: string;
  /** for failed: the system error code and the path concerned */
  error?: { code: string; path: string };
}

function readManifest(dir: string): Manifest | undefined {
  try {
    const data = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as Partial<Manifest>;
    if (typeof data?.version !== 'string' || !data.files || typeof data.files !== 'object') return undefined;
    const files: Record<string, string> = {};
    for (const [rel, hash] of Object.entries(data.files)) {
      if (typeof hash === 'string' && isSafeRel(rel)) files[rel] = hash;
    }
    return { tool: 'pipe-migrate', version: data.version, files };
  } catch {
    return undefined;
  }
}

/** A manifest entry must stay inside the skill folder. */
function isSafeRel(rel: string): boolean {
  return rel !== '' && !path.isAbsolute(rel) && !rel.split(/[\\/]/).some((part) => part === '..' || part === '');
}

function hashOf(file: string): string | undefined {
  try {
    if (!statSync(file).isFile()) return 'not-a-file';
    return sha256(readFileSync(file));
  } catch {
    return undefined;
  }
}

function writeAtomic(file: string, content: Buffer | string): void {
  makeFolder(path.dirname(file));
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(tmp, content);
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

function manifestText(source: SkillSource): string {
  const manifest: Manifest = {
    tool: 'pipe-migrate',
    version: source.version,
    files: Object.fromEntries(source.files.map((file) => [file.rel, file.sha256])),
  };
  return JSON.stringify(manifest, null, 2) + '\n';
}

/** Installs (or updates, or leaves alone) one copy of the skill. Never throws: a write error is `failed`. */
export function installSkillTo(target: SkillTarget, source: SkillSource, options: { force?: boolean } = {}): TargetResult {
  const result: TargetResult = { agent: target.agent, path: target.dir, status: 'up_to_date', written: [], removed: [], changed: [] };
  const abs = (rel: string) => path.join(target.dir, ...rel.split('/'));
  let current = '';
  try {
    const manifest = readManifest(target.dir);
    const ours = new Map(source.files.map((file) => [file.rel, file]));
    const installed = new Map<string, string | undefined>();
    for (const rel of new Set([...ours.keys(), ...Object.keys(manifest?.files ?? {})])) installed.set(rel, hashOf(abs(rel)));

    // Files the user changed: differing from what we recorded (or, with no record, from what we would write).
    const changed: string[] = [];
    for (const [rel, hash] of installed) {
      const recorded = manifest?.files[rel];
      const wanted = ours.get(rel)?.sha256;
      if (hash === wanted) continue; // already what we would write: no conflict
      if (recorded !== undefined) {
        if (hash !== recorded) changed.push(rel); // edited or deleted since we installed it
      } else if (hash !== undefined) {
        changed.push(rel); // a file of the user's where ours would go
      }
    }
    const obsolete = manifest ? Object.keys(manifest.files).filter((rel) => !ours.has(rel) && installed.get(rel) !== undefined) : [];
    const differing = source.files.filter((file) => installed.get(file.rel) !== file.sha256);
    const wantedManifest = manifestText(source);

    if (differing.length === 0 && obsolete.length === 0) {
      // Same content. Record it if the manifest is missing or stale, so later runs can tell user changes apart.
      let existing: string | undefined;
      try {
        existing = readFileSync(abs(MANIFEST_FILE), 'utf8');
      } catch {
        existing = undefined;
      }
      if (existing !== wantedManifest) {
        current = abs(MANIFEST_FILE);
        writeAtomic(current, wantedManifest);
        result.written.push(current);
      }
      result.status = 'up_to_date';
      return result;
    }

    const fresh = !manifest && [...installed.values()].every((hash) => hash === undefined);
    result.changed = changed.sort();
    if (changed.length > 0 && !options.force) {
      result.status = 'skipped_modified';
      return result;
    }
    if (manifest && (compareVersions(manifest.version, source.version) ?? 0) > 0 && !options.force) {
      result.status = 'skipped_newer';
      result.installedVersion = manifest.version;
      return result;
    }

    for (const file of differing) {
      current = abs(file.rel);
      writeAtomic(current, file.content);
      result.written.push(current);
    }
    for (const rel of obsolete) {
      current = abs(rel);
      if (existsSync(current)) {
        unlinkSync(current);
        result.removed.push(current);
      }
    }
    current = abs(MANIFEST_FILE);
    writeAtomic(current, wantedManifest);
    result.written.push(current);
    result.status = fresh ? 'installed' : changed.length > 0 ? 'overwritten' : 'updated';
    return result;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException)?.code ?? 'error';
    result.status = 'failed';
    result.error = { code, path: current || target.dir };
    return result;
  }
}

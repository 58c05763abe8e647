// `pipe-migrate install-skill [--agent claude|cursor|codex|all] [--force] [--json]`: copies the agent skill
// into each agent's skills folder and says exactly what it wrote or skipped.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { flag, hasFlag, type ParsedArgs } from '../args.js';
import { UserError } from '../errors.js';
import { translator, type Lang } from '../i18n/index.js';
import { skillMessages } from '../i18n/messages/skill.js';
import type { Io } from '../io.js';
import { installSkillTo, isAgentChoice, readSkillSource, skillTargets, type TargetResult } from '../skill/install.js';
import { skillSourceDir } from '../skill/paths.js';
import { toolVersion } from '../version.js';

export async function runInstallSkill(args: ParsedArgs, io: Io, lang: Lang): Promise<number> {
  const t = translator(skillMessages, lang);
  if (args.positionals.length > 0) {
    throw new UserError('unexpected_argument', skillMessages, 'unexpected_argument', { value: args.positionals[0] });
  }
  const choice = (flag(args, 'agent') ?? 'all').trim().toLowerCase();
  if (!isAgentChoice(choice)) throw new UserError('agent_invalid', skillMessages, 'agent_invalid', { value: flag(args, 'agent') });
  const home = io.env.HOME?.trim() || io.env.USERPROFILE?.trim();
  if (!home) throw new UserError('home_missing', skillMessages, 'home_missing');
  const sourceDir = skillSourceDir();
  if (!existsSync(path.join(sourceDir, 'SKILL.md'))) {
    throw new UserError('skill_source_missing', skillMessages, 'source_missing', { path: sourceDir });
  }

  const version = toolVersion();
  const source = readSkillSource(sourceDir, version);
  const force = hasFlag(args, 'force');
  const results = skillTargets(choice, path.resolve(io.cwd, home), io.env, io.cwd).map((target) =>
    installSkillTo(target, source, { force }),
  );
  const failed = results.some((result) => result.status === 'failed');

  if (hasFlag(args, 'json')) {
    io.stdout(JSON.stringify({ ok: !failed, version, agent: choice, targets: results }) + '\n');
  } else {
    io.stdout(formatResults(results, version, t));
  }
  return failed ? 2 : 0;
}

type T = ReturnType<typeof translator<typeof skillMessages.en>>;

function formatResults(results: TargetResult[], version: string, t: T): string {
  const lines = [t('title', { version })];
  for (const result of results) {
    const params = {
      agent: t(`agent_${result.agent}`),
      path: result.error?.path ?? result.path,
      files: result.changed.join(', '),
      installed: result.installedVersion,
      code: result.error?.code,
    };
    const mark = { installed: '✓', updated: '✓', overwritten: '✓', up_to_date: '=', skipped_modified: '!', skipped_newer: '!', failed: '✗' }[
      result.status
    ];
    lines.push(`  ${mark} ${t(result.status, params)}`);
    for (const file of result.written) lines.push(`      ${t('wrote', { path: file })}`);
    for (const file of result.removed) lines.push(`      ${t('removed', { path: file })}`);
  }
  if (results.some((result) => ['installed', 'updated', 'overwritten'].includes(result.status))) lines.push('', t('restart'));
  return lines.join('\n') + '\n';
}

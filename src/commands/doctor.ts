// `pipe-migrate doctor [--json]`: Node, tool and remote version, engine smoke test, .env, diagram renderer.
// Exit 0 when the smoke test passed (the kit is ready), 1 otherwise.
import { hasFlag, type ParsedArgs } from '../args.js';
import { runDoctorChecks } from '../doctor/checks.js';
import { formatDoctor, useColor } from '../doctor/format.js';
import type { Lang } from '../i18n/index.js';
import type { Io } from '../io.js';

export async function runDoctor(args: ParsedArgs, io: Io, lang: Lang): Promise<number> {
  const report = await runDoctorChecks({ env: io.env, cwd: io.cwd, lang });
  const text = hasFlag(args, 'json')
    ? JSON.stringify(report) + '\n'
    : formatDoctor(report, lang, useColor(io.env, io.isTTY));
  // Nothing in the report carries a secret; io's writers are a second fence in case a detail ever quotes one.
  io.stdout(text);
  return report.ready ? 0 : 1;
}

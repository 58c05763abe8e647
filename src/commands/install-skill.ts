// Placeholder: implemented by its own issue.
import type { ParsedArgs } from '../args.js';
import type { Lang } from '../i18n/index.js';
import type { Io } from '../io.js';

export async function runInstallSkill(_args: ParsedArgs, io: Io, _lang: Lang): Promise<number> {
  io.stderr('not implemented yet\n');
  return 1;
}

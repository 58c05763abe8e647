// Placeholder: the interactive wizard (its own issue).
import type { ParsedArgs } from '../../args.js';
import type { Lang } from '../../i18n/index.js';
import type { Io } from '../../io.js';

export async function runWizard(_args: ParsedArgs, io: Io, _lang: Lang): Promise<number> {
  io.stderr('not implemented yet\n');
  return 1;
}

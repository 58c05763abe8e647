// Which options each mode of the command line takes, and the check that refuses the others by name, with the
// nearest known option as a suggestion (a typo such as --recpie must never be ignored silently).
import type { ParsedArgs } from './args.js';
import { COMMANDS } from './args.js';
import { UserError } from './errors.js';
import { cliMessages } from './i18n/messages/cli.js';

export type Mode = 'translate' | 'workspace' | 'list' | 'wizard' | 'smtp' | 'doctor' | 'install-skill' | 'code' | 'verify' | 'help';

const GENERAL = ['lang', 'json', 'help', 'version'];
const TRANSLATE = ['recipe', 'recipe-id', 'recipe-name', 'out', 'connection', 'schema-version', 'piece-version', 'no-png'];
/** --all: a whole workspace, from --recipe (a zip or a folder) or, without it, the Workato API */
const WORKSPACE = ['all', 'recipe', 'folder-id', 'out', 'connection', 'schema-version', 'piece-version', 'no-png'];
const SMTP = ['sender-name', 'email', 'host', 'port', 'organization-id', 'ip-relay', 'username', 'password-stdin'];

const OPTIONS_OF_MODE: Readonly<Record<Mode, readonly string[]>> = {
  translate: TRANSLATE,
  workspace: WORKSPACE,
  list: ['list'],
  wizard: [],
  // smtp checks its own options (it must never echo a stray value that could be a password)
  smtp: SMTP,
  doctor: [],
  'install-skill': ['agent', 'force'],
  // `code list|show|apply|check <folder> [step]`: its words are checked by the command itself
  code: ['file', 'inputs'],
  // `verify <recipe>`: the recipe is its first word
  verify: ['recipe', 'recipe-name', 'flow'],
  help: [],
};

const EVERY_OPTION = [...new Set([...GENERAL, ...Object.values(OPTIONS_OF_MODE).flat()])];

export function modeOf(args: ParsedArgs): Mode {
  if (args.flags.has('help')) return 'help';
  if (args.command) return args.command as Mode;
  if (args.flags.has('list')) return 'list';
  if (args.flags.has('all')) return 'workspace';
  if (args.flags.has('recipe') || args.flags.has('recipe-id')) return 'translate';
  return 'wizard';
}

/** Refuses an option the mode does not take: unknown ones with a suggestion, known ones of another mode by name. */
export function checkOptions(args: ParsedArgs, mode: Mode): void {
  if (mode === 'help' || mode === 'smtp') return;
  const allowed = new Set([...GENERAL, ...OPTIONS_OF_MODE[mode]]);
  for (const name of args.flags.keys()) {
    if (allowed.has(name)) continue;
    if (EVERY_OPTION.includes(name)) throw new UserError('option_not_here', cliMessages, 'option_not_here', { option: `--${name}`, mode: modeLabel(mode) });
    const near = nearest(name, EVERY_OPTION);
    if (near) throw new UserError('unknown_option', cliMessages, 'unknown_option_near', { option: `--${name}`, suggestion: `--${near}` });
    throw new UserError('unknown_option', cliMessages, 'unknown_option', { option: `--${name}` });
  }
  if (mode === 'translate' && args.flags.has('recipe') && args.flags.has('recipe-id')) {
    throw new UserError('conflicting_options', cliMessages, 'conflicting', { options: '--recipe, --recipe-id' });
  }
}

/** A word that is not a command (or an extra argument), with the nearest command when it looks like a typo. */
export function positionalError(value: string, mode: Mode): UserError {
  const near = nearest(value, [...COMMANDS]);
  if (near) return new UserError('unknown_command', cliMessages, 'unknown_command_near', { value, suggestion: near });
  // after a command that takes no argument, the advice is that command's, not how to translate a file
  if (mode === 'doctor' || mode === 'install-skill') return new UserError('unexpected_argument', cliMessages, 'unexpected_argument_of', { value, mode: modeLabel(mode) });
  return new UserError('unexpected_argument', cliMessages, 'unexpected_argument', { value });
}

function modeLabel(mode: Mode): string {
  switch (mode) {
    case 'translate':
      return '--recipe';
    case 'workspace':
      return '--all';
    case 'list':
      return '--list';
    case 'wizard':
      return 'pipe-migrate';
    default:
      return `pipe-migrate ${mode}`;
  }
}

/** The closest candidate within a small edit distance (a third of the word, at least 1, at most 3). */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate, bestDistance);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** Damerau-Levenshtein (optimal string alignment); inputs longer than 64 characters are never near anything. */
function editDistance(a: string, b: string, cap: number): number {
  if (a.length > 64 || Math.abs(a.length - b.length) >= cap) return cap;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]!.push(d);
    }
  }
  return rows[a.length]![b.length]!;
}

// Command-line parsing: a small, explicit grammar (no dependency), with repeatable options.

export interface ParsedArgs {
  command: string | undefined;
  flags: Map<string, string[]>;
  positionals: string[];
}

/** Options that take a value. Everything else starting with `--` is a boolean flag. */
const VALUED = new Set([
  'lang', 'recipe', 'recipe-id', 'recipe-name', 'out', 'connection', 'schema-version', 'piece-version',
  'sender-name', 'email', 'host', 'port', 'organization-id', 'username', 'agent', 'file', 'inputs', 'folder-id', 'flow',
]);

export const COMMANDS = new Set(['smtp', 'doctor', 'install-skill', 'code', 'verify', 'help']);

export class ArgsError extends Error {
  constructor(readonly option: string, readonly problem: 'missing_value' | 'unknown_command') {
    super(`${problem}: ${option}`);
  }
}

export function parseArgs(argv: string[]): ParsedArgs {
  const flags = new Map<string, string[]>();
  const positionals: string[] = [];
  let command: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
      let value: string;
      if (eq > 0) value = arg.slice(eq + 1);
      else if (VALUED.has(name)) {
        const next = argv[i + 1];
        if (next === undefined || (next.startsWith('--') && next.length > 2)) throw new ArgsError(`--${name}`, 'missing_value');
        value = next;
        i++;
      } else value = 'true';
      // an empty value (`--out ""`, `--out=`, an unset shell variable) is no value: never the current folder.
      // `--lang ""` is left to the language check, whose message lists the languages
      if (value === '' && VALUED.has(name) && name !== 'lang') throw new ArgsError(`--${name}`, 'missing_value');
      const list = flags.get(name) ?? [];
      list.push(value);
      flags.set(name, list);
    } else if (arg === '-h') flags.set('help', ['true']);
    else if (arg === '-v') flags.set('version', ['true']);
    else if (command === undefined && positionals.length === 0 && COMMANDS.has(arg)) command = arg;
    else positionals.push(arg);
  }
  return { command, flags, positionals };
}

export function flag(args: ParsedArgs, name: string): string | undefined {
  const list = args.flags.get(name);
  return list ? list[list.length - 1] : undefined;
}

export function flagAll(args: ParsedArgs, name: string): string[] {
  return args.flags.get(name) ?? [];
}

export function hasFlag(args: ParsedArgs, name: string): boolean {
  const value = flag(args, name);
  return value !== undefined && value !== 'false';
}

/**
 * An option's value read straight from argv, before parsing (which may fail): `--name value`, `--name=value`, or
 * `'true'` for a bare flag. Used only to answer a usage error in the right language and format.
 */
export function peekValue(argv: string[], name: string): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < argv.length && argv[i] !== '--'; i++) {
    const arg = argv[i]!;
    if (arg.startsWith(`--${name}=`)) found = arg.slice(name.length + 3);
    else if (arg === `--${name}`) found = VALUED.has(name) ? argv[i + 1] : 'true';
  }
  return found;
}

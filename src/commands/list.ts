// `pipe-migrate --list [--json]`: the recipes of the Workato workspace behind RECIPE_API_KEY.
import { hasFlag, type ParsedArgs } from '../args.js';
import { appName, triggerWords } from '../engine/describe/words.js';
import { translator, type Lang } from '../i18n/index.js';
import { describeMessages } from '../i18n/messages/describe.js';
import { sourcesMessages } from '../i18n/messages/sources.js';
import type { Io } from '../io.js';
import { reportFailure } from '../report-failure.js';
import { listRecipesDetailed, type RecipeSummary } from '../sources/workato-api.js';
import { readWorkatoConfig } from '../sources/workato-config.js';
import { redactSecrets, redactValue } from '../secrets.js';
import { terminalSafe } from '../text.js';

/**
 * Errors are reported here through reportFailure: a UserError prints its translated message on stderr
 * (or `{ok:false,error}` on stdout with --json) and gives exit 2.
 */
export async function runList(args: ParsedArgs, io: Io, lang: Lang): Promise<number> {
  const json = hasFlag(args, 'json');
  try {
    return await list(json, io, lang);
  } catch (error) {
    return reportFailure(error, io, lang, json);
  }
}

async function list(json: boolean, io: Io, lang: Lang): Promise<number> {
  const config = readWorkatoConfig(io.env, io.cwd);
  const { recipes, truncated } = await listRecipesDetailed(config);

  // The app names the wizard shows ("Pipefy: card move", not new_connector_6_connector_…/card_move).
  const words = translator(describeMessages, lang);
  if (json) {
    const listed = recipes.map((r) => ({ ...r, app: triggerWords(r.trigger, words) ? appName(r.trigger!.split('/')[0], words) : null, trigger_words: triggerWords(r.trigger, words) ?? null }));
    io.stdout(JSON.stringify(redactValue({ ok: true, count: recipes.length, recipes: listed })) + '\n');
    return 0;
  }
  const t = translator(sourcesMessages, lang);
  if (recipes.length === 0) {
    io.stdout(t('list_none', { base: config.base }) + '\n');
    return 0;
  }
  io.stdout(renderTable(recipes.map((r) => ({ ...r, trigger: triggerWords(r.trigger, words) ?? r.trigger })), [t('list_col_id'), t('list_col_name'), t('list_col_trigger')]) + '\n');
  io.stdout('\n' + t(recipes.length === 1 ? 'list_count_one' : 'list_count', { count: recipes.length, base: config.base }) + '\n');
  if (truncated) io.stdout(t('list_truncated', { count: recipes.length }) + '\n');
  io.stdout(t('list_hint') + '\n');
  return 0;
}

const MAX_NAME = 70;

/** Redacted and stripped before it is cut to width: a cut must not leave half a secret or half an escape. */
function cell(value: string, max = Infinity): string {
  const flat = terminalSafe(redactSecrets(value)).replace(/\s+/g, ' ');
  const chars = [...flat];
  return chars.length > max ? chars.slice(0, max - 1).join('') + '…' : flat;
}

function width(value: string): number {
  return [...value].length;
}

function renderTable(recipes: RecipeSummary[], headers: [string, string, string]): string {
  const rows = recipes.map((r) => [String(r.id), cell(r.name, MAX_NAME), cell(r.trigger ?? '-')]);
  const widths = headers.map((h, i) => Math.max(width(h), ...rows.map((row) => width(row[i]!))));
  const line = (cols: string[]) =>
    cols
      .map((c, i) => (i === cols.length - 1 ? c : c + ' '.repeat(widths[i]! - width(c))))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

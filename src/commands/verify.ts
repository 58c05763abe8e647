// `pipe-migrate verify <recipe> [--recipe-name n] [--flow flow.json] [--json]`: runs the recipe and its flow (the
// translation's, or the given file) on generated events and reports whether the flow does what the recipe does.
// Exit codes: 0 equivalent, 3 a difference was found, 4 not proven (something could not be compared), 2 bad input.
import { flag, hasFlag, type ParsedArgs } from '../args.js';
import { reportFailure } from '../report-failure.js';
import { UserError } from '../errors.js';
import { normalizeRecipe, translateRecipe } from '../engine/index.js';
import type { Lang } from '../i18n/index.js';
import { verifyMessages } from '../i18n/messages/verify.js';
import type { Io } from '../io.js';
import { loadRecipeSource, pickZipRecipes } from '../sources/file.js';
import { verifyFlow, type Verification } from '../verify/equivalence.js';
import { verificationText } from '../verify/explain.js';

export const VERIFY_EXIT = { equivalent: 0, different: 3, not_proven: 4 } as const;

export async function runVerify(args: ParsedArgs, io: Io, lang: Lang): Promise<number> {
  const json = hasFlag(args, 'json');
  try {
    const path = args.positionals[0] ?? flag(args, 'recipe');
    if (!path) throw new UserError('usage', verifyMessages, 'usage');
    const load = { cwd: io.cwd, ...(io.env.HOME ? { home: io.env.HOME } : {}) };
    const source = await loadRecipeSource(path, load);
    const recipeName = flag(args, 'recipe-name');
    const [entry] = pickZipRecipes(source, recipeName ? { recipeName } : {});
    const flowPath = flag(args, 'flow');
    let recipe;
    let template: unknown;
    if (flowPath) {
      recipe = normalizeRecipe(entry!.data, entry!.origin);
      template = await readFlow(flowPath, load);
    } else {
      const result = translateRecipe(entry!.data, { lang }, entry!.origin);
      recipe = result.recipe;
      template = result.template;
    }
    const verification = verifyFlow(recipe, template);
    if (json) io.stdout(JSON.stringify({ ok: true, recipe: recipe.name, verification }) + '\n');
    else io.stdout(render(recipe.name, verification, lang));
    return VERIFY_EXIT[verification.verdict];
  } catch (error) {
    return reportFailure(error, io, lang, json);
  }
}

async function readFlow(path: string, load: { cwd: string; home?: string }): Promise<unknown> {
  const source = await loadRecipeSource(path, load);
  const data = source.kind === 'json' ? (source.recipe.data as { flows?: Array<{ trigger?: unknown }> }) : undefined;
  if (!data?.flows?.[0]?.trigger) throw new UserError('flow_not_json', verifyMessages, 'flow_not_json', { path: source.path });
  return data;
}

function render(name: string, v: Verification, lang: Lang): string {
  const text = verificationText(lang);
  const lines = [`${name}: ${text.summary(v)}`];
  const section = (title: string, items: string[]) => {
    if (items.length) lines.push('', title, ...items.map((i) => `- ${i}`));
  };
  section(text.titles.differences, v.differences.map((d) => text.difference(d)));
  section(text.titles.notProven, v.notProven.map((n) => text.notProven(n)));
  section(text.titles.allowed, v.allowed.map((a) => text.allowed(a)));
  return lines.join('\n') + '\n';
}

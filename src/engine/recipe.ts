// Recipe wrapper detection and validation: export, developer API, Inspect dump, UI pull, bare trigger step.
import { UserError } from '../errors.js';
import { recipeMessages } from '../i18n/messages/recipe.js';
import { checkRecipeSize } from './limits.js';
import { parseJson } from '../sources/json-text.js';
import { checkStepFields, configLines } from './step-fields.js';
import { StepShapeError } from './step-problem.js';
import type { ConfigLine, NormalizedRecipe, WorkatoStep } from './types.js';

// Each step's own fields are checked by checkStepFields; the tree is walked here, depth first as Workato numbers its
// steps, so a wrong step is named by the number the user sees in Workato (its own, else its place in that order).
function checkStep(raw: unknown, origin: string, counter: { next: number }): WorkatoStep {
  const place = counter.next++;
  const fields = checkStepFields(raw);
  if (!fields.ok) {
    const own = (raw as { number?: unknown } | null)?.number;
    const number = fields.field !== 'number' && typeof own === 'number' && Number.isInteger(own) && own >= 0 ? own : place;
    throw new StepShapeError(origin, number, fields);
  }
  const step = fields.step;
  if (Array.isArray(step.block)) {
    const children: WorkatoStep[] = [];
    for (let i = 0; i < step.block.length; i++) children.push(checkStep(step.block[i], origin, counter));
    step.block = children;
  }
  return step;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON text inside the recipe (`code` of the developer API form, `config`); a syntax error is told by line and column. */
function parseJsonString(value: string, origin: string, field: 'code' | 'config'): unknown {
  const parsed = parseJson(value);
  if (parsed.ok) return parsed.value;
  const { line, column, excerpt } = parsed;
  throw new UserError('bad_code', recipeMessages, parsed.atEnd ? 'bad_code_end' : 'bad_code', { origin, field, line, column, excerpt });
}

/** `*_json` and schema fields may come as JSON strings or already parsed (Inspect dumps): both are accepted. */
function toConfigLines(raw: unknown, origin: string): ConfigLine[] {
  const value = typeof raw === 'string' ? parseJsonString(raw, origin, 'config') : raw;
  return configLines(value ?? []);
}

function looksLikeConnection(obj: Record<string, unknown>): boolean {
  return !('code' in obj) && typeof obj.name === 'string' && 'provider' in obj && ('root_folder' in obj || Object.keys(obj).length <= 4);
}

/**
 * Detects the wrapper, validates the step tree and returns the recipe in one shape.
 * `origin` names the input in error messages (a file name, a zip entry, "recipe 123").
 */
export function normalizeRecipe(raw: unknown, origin: string): NormalizedRecipe {
  if (Array.isArray(raw)) throw new UserError('recipe_list', recipeMessages, 'recipe_list', { origin });
  if (!isObject(raw)) throw new UserError('not_object', recipeMessages, 'not_object', { origin });

  let code: unknown;
  let shape: NormalizedRecipe['shape'];
  const version = isObject(raw.version) ? raw.version : undefined;
  if (isObject(raw.result) && raw.result.keyword === 'trigger') {
    code = raw.result;
    shape = 'inspect';
  } else if (typeof raw.code === 'string') {
    code = parseJsonString(raw.code, origin, 'code');
    shape = 'api';
  } else if (isObject(raw.code)) {
    code = raw.code;
    shape = version ? 'ui_pull' : 'export';
  } else if (raw.keyword === 'trigger') {
    code = raw;
    shape = 'bare_step';
  } else if (Array.isArray(raw.items) || Array.isArray(raw.result) || Array.isArray(raw.data)) {
    throw new UserError('recipe_list', recipeMessages, 'recipe_list', { origin });
  } else if (looksLikeConnection(raw)) {
    throw new UserError('connection_file', recipeMessages, 'connection_file', { origin });
  } else {
    throw new UserError('no_code', recipeMessages, 'no_code', { origin });
  }

  checkRecipeSize(code, origin);
  const trigger = checkStep(code, origin, { next: 0 });
  const config = toConfigLines(raw.config ?? version?.config, origin);
  const name = firstString(raw.name, version?.name, trigger.title, trigger.comment) ?? 'Workato recipe';
  const idValue = raw.id ?? raw.recipe_id;
  const id = typeof idValue === 'number' || (typeof idValue === 'string' && idValue.trim() !== '') ? String(idValue) : undefined;
  const versionNo = typeof raw.version === 'number' ? raw.version : numberOf(raw.version_no) ?? numberOf(version?.version_no);
  return {
    ...(id !== undefined ? { id } : {}),
    name,
    ...(typeof raw.description === 'string' && raw.description ? { description: raw.description } : {}),
    ...(versionNo !== undefined ? { version: versionNo } : {}),
    code: trigger,
    config,
    shape,
  };
}

function firstString(...values: unknown[]): string | undefined {
  for (const v of values) if (typeof v === 'string' && v.trim()) return v.trim();
  return undefined;
}

function numberOf(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

// Recipe wrapper detection and validation: export, developer API, Inspect dump, UI pull, bare trigger step.
import { UserError } from '../errors.js';
import { recipeMessages } from '../i18n/messages/recipe.js';
import { checkRecipeSize } from './limits.js';
import { checkStepFields, configLines, type FieldCheck } from './step-fields.js';
import type { ConfigLine, NormalizedRecipe, WorkatoStep } from './types.js';

// Each step's own fields are checked by checkStepFields; the tree is walked here so each step is checked once, with its path.
function checkStep(raw: unknown, path: string): FieldCheck {
  const fields = checkStepFields(raw, path);
  if (!fields.ok) return fields;
  const step = fields.step;
  if (Array.isArray(step.block)) {
    const children: WorkatoStep[] = [];
    for (let i = 0; i < step.block.length; i++) {
      const child = checkStep(step.block[i], `${path}.block.${i}`);
      if (!child.ok) return child;
      children.push(child.step);
    }
    step.block = children;
  }
  return { ok: true, step };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJsonString(value: string, origin: string): unknown {
  try {
    return JSON.parse(value);
  } catch (error) {
    throw new UserError('bad_code', recipeMessages, 'bad_code', { origin, detail: (error as Error).message.slice(0, 120) });
  }
}

/** `*_json` and schema fields may come as JSON strings or already parsed (Inspect dumps): both are accepted. */
function toConfigLines(raw: unknown, origin: string): ConfigLine[] {
  const value = typeof raw === 'string' ? parseJsonString(raw, origin) : raw;
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
    code = parseJsonString(raw.code, origin);
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
  const step = checkStep(code, 'code');
  if (!step.ok) throw new UserError('bad_trigger', recipeMessages, 'bad_trigger', { origin, detail: `${step.path}: ${step.message}` });
  const config = toConfigLines(raw.config ?? version?.config, origin);
  const name = firstString(raw.name, version?.name, step.step.title, step.step.comment) ?? 'Workato recipe';
  const idValue = raw.id ?? raw.recipe_id;
  const id = typeof idValue === 'number' || (typeof idValue === 'string' && idValue.trim() !== '') ? String(idValue) : undefined;
  const versionNo = typeof raw.version === 'number' ? raw.version : numberOf(raw.version_no) ?? numberOf(version?.version_no);
  return {
    ...(id !== undefined ? { id } : {}),
    name,
    ...(typeof raw.description === 'string' && raw.description ? { description: raw.description } : {}),
    ...(versionNo !== undefined ? { version: versionNo } : {}),
    code: step.step,
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

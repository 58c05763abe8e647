// A Workato package export of a whole workspace for the --all tests: recipes across folders, recipe functions and
// their callers (listed before them, and one function calling another), a recipe that is not JSON, one the engine
// rejects, a lookup table with rows and a connection asset.
import { strToU8, zipSync } from 'fflate';
import { PIPEFY, action, callableTrigger, dp, pipefyCardMoved, recipe } from './recipes.js';

export const FOLDERS = ['Sales', 'Ops', 'Finance', 'HR', 'IT', 'Legal', 'Support', 'Marketing', 'Data', 'Partners'];
export const PER_FOLDER = 31;
export const FUNCTIONS = 4;

export const BROKEN = 'Broken/not_json.recipe.json';
export const REJECTED = 'Broken/bad_trigger.recipe.json';
export const TABLE = { name: 'LT|Approvers', columns: ['Client ID', 'Approver'], rows: [['c-1', 'ana@example.com'], ['c-2', 'rui@example.com'], ['c-3', '']] };

export const functionPath = (k: number) => `Functions/rf_lookup_${k}.recipe.json`;
export const callerPath = (k: number) => `Orchestrators/orchestrate_${k}.recipe.json`;
export const plainPath = (folder: string, i: number) => `${folder}/move_card_${i}.recipe.json`;

const call = (k: number) =>
  action('workato_recipe_function', 'call_recipe', `c${k}`, {
    flow_id: { zip_name: functionPath(k), name: `RF lookup ${k}`, folder: 'Functions' },
    parameters: { email: 'someone@example.com' },
  });

export function plainRecipe(folder: string, i: number, pipeId = '301'): Record<string, unknown> {
  const move = action(PIPEFY, 'move_card', 'm', { card_id: dp(PIPEFY, 'trg', ['card', 'id']) });
  const trigger = pipefyCardMoved([move], { organization_id: '42', pipe_id: pipeId, to_phase_ids: '555' });
  return recipe(`${folder} move card ${i}`, trigger, [{ keyword: 'application', provider: PIPEFY, account_id: { zip_name: 'Connections/pipefy.connection.json', name: 'Pipefy main', folder: 'Connections' } }]);
}

/** The package's files by path, callers first; `changes` replaces some of them. */
export function workspaceFiles(changes: Record<string, string> = {}): Record<string, string> {
  const files: Record<string, string> = {};
  for (let k = 0; k < FUNCTIONS; k++) files[callerPath(k)] = JSON.stringify(recipe(`Orchestrate ${k}`, pipefyCardMoved([call(k)])));
  for (const folder of FOLDERS) for (let i = 0; i < PER_FOLDER; i++) files[plainPath(folder, i)] = JSON.stringify(plainRecipe(folder, i));
  // Function 0 calls function 1: both must come before the caller of function 0.
  for (let k = 0; k < FUNCTIONS; k++) files[functionPath(k)] = JSON.stringify(recipe(`RF lookup ${k}`, callableTrigger(k === 0 ? [call(1)] : [])));
  files[BROKEN] = '{\n  "name": "Broken",\n  "code": ]\n}';
  files[REJECTED] = JSON.stringify({ name: 'Bad trigger', code: { keyword: 'trigger', provider: PIPEFY, name: 'card_move', block: 'x' } });
  files['Data Tables/approvers.lookup_table.json'] = JSON.stringify({
    name: TABLE.name,
    schema: TABLE.columns.map((label, i) => ({ name: `col${i + 1}`, label, type: 'string', control_type: 'text' })),
    rows: TABLE.rows.map((row) => Object.fromEntries(row.map((v, i) => [`col${i + 1}`, v]))),
  });
  files['Connections/pipefy.connection.json'] = JSON.stringify({ name: 'Pipefy main', provider: PIPEFY, root_folder: false });
  return { ...files, ...changes };
}

export const recipeOrigins = (files: Record<string, string>) => Object.keys(files).filter((f) => f.endsWith('.recipe.json'));

export function workspaceZip(files: Record<string, string> = workspaceFiles()): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

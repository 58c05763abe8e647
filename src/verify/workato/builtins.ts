// Which Workato steps are evaluated inside the job and which are external calls. The rule: a step whose effect
// stays inside the job (variables, lists, ending the job with a result) runs in-process; everything else, including
// Workato's own data tables, lookup tables, recipe calls, pub/sub and e-mail, leaves the automation and is an
// ExternalCall whose output comes from the ActionOutputProvider. Pure transformations that the translation maps
// to a piece action (JSON/CSV/XML parsers, lookup tables) stay external too, so that each pairs with its piece
// step through the mapping row; their output then comes from the provider like any app's.
// Data: add a row to make a step internal.

export type BuiltinKind =
  /** declare variables with types: output is the variables object */
  | 'declare_variables'
  /** update declared variables (cast to their declared types) */
  | 'update_variables'
  | 'declare_list'
  | 'add_to_list'
  | 'clear_list'
  /** a job-log line: visible only in Workato's own job report, so no external effect to compare */
  | 'log'
  /** ends the job with `input.result` as the response (updates-2026-11.md: Return result ends the job) */
  | 'return_result'
  /** ends the job with the whole resolved input as the response (API response: status code and body) */
  | 'return_input'
  /** a Ruby code step: its code runs on its inputs (`code_input.data`), giving `{ output: <the hash it returns> }` */
  | 'ruby_code';

export interface BuiltinRow {
  providers: readonly string[];
  names: readonly string[];
  kind: BuiltinKind;
}

const VARIABLES = ['workato_variable', 'workato_list'] as const;
const RETURNS = ['workato_recipe_function', 'workato_genie', 'workato_skill'] as const;

export const BUILTINS: readonly BuiltinRow[] = [
  { providers: VARIABLES, names: ['declare_variable', 'declare_variables'], kind: 'declare_variables' },
  { providers: VARIABLES, names: ['update_variables', 'update_variable'], kind: 'update_variables' },
  { providers: VARIABLES, names: ['declare_list', 'create_list'], kind: 'declare_list' },
  { providers: VARIABLES, names: ['insert_to_list', 'insert_to_list_batch', 'add_item_to_list'], kind: 'add_to_list' },
  { providers: VARIABLES, names: ['clear_list'], kind: 'clear_list' },
  { providers: ['logger'], names: ['log_message'], kind: 'log' },
  { providers: RETURNS, names: ['return_result', 'workflow_return_result'], kind: 'return_result' },
  { providers: ['workato_api_platform'], names: ['return_response'], kind: 'return_input' },
  // a workflow-app function's return carries its fields at the top of the input (no `result` wrapper)
  { providers: ['workato_workflow_task'], names: ['app_function_return'], kind: 'return_input' },
  // the operations of the Ruby row in src/engine/mapping/operations/builtins.ts (CODE_ROWS)
  { providers: ['workato_custom_code'], names: ['invoke_custom_ruby_code', 'invoke_custom_code', 'execute_ruby', 'ruby_code', 'run_ruby_code'], kind: 'ruby_code' },
];

const INDEX = new Map<string, BuiltinKind>();
for (const row of BUILTINS) for (const p of row.providers) for (const n of row.names) INDEX.set(`${p}/${n}`, row.kind);

/** The in-process behaviour of a step, or undefined when the step is an external call. */
export function builtinOf(provider: string, name: string): BuiltinKind | undefined {
  return INDEX.get(`${provider}/${name}`);
}

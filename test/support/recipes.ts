// Small builders for hand-written Workato recipes in the export shape, numbered in pre-order like real exports.

export type Step = Record<string, unknown> & { keyword: string; block?: Step[] };

export const PIPEFY = 'new_connector_6_connector_186728_1628717731';

/** `#{_dp('{...}')}` for an output pill. */
export function dp(provider: string, line: string, path: Array<string | number | Record<string, string>>): string {
  return `#{_dp('${JSON.stringify({ pill_type: 'output', provider, line, path })}')}`;
}

/** The bare `_dp('{...}')` form used inside formulas. */
export function dpBare(provider: string, line: string, path: Array<string | number | Record<string, string>>): string {
  return `_dp('${JSON.stringify({ pill_type: 'output', provider, line, path })}')`;
}

export function legacy(path: string): string {
  return `#{_('${path}')}`;
}

export function action(provider: string, name: string, as: string, input: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Step {
  return { keyword: 'action', provider, name, as, input, ...extra };
}

export function cond(operand: string, lhs: string, rhs = ''): Record<string, string> {
  return { operand, lhs, rhs };
}

export function ifStep(conditions: Array<Record<string, string>>, block: Step[], join: 'and' | 'or' = 'and', extra: Record<string, unknown> = {}): Step {
  return { keyword: 'if', input: { type: 'compound', operand: join, conditions }, block, ...extra };
}

export function elsif(conditions: Array<Record<string, string>>, block: Step[]): Step {
  return { keyword: 'elsif', input: { type: 'compound', operand: 'and', conditions }, block };
}

export function elseStep(block: Step[]): Step {
  return { keyword: 'else', input: {}, block };
}

/** Numbers every step in pre-order (trigger = 0) and returns an export-shaped recipe. */
export function recipe(name: string, trigger: Step, config: Array<Record<string, unknown>> = []): Record<string, unknown> {
  let n = 0;
  const number = (s: Step) => {
    s.number = n++;
    s.uuid ??= `uuid-${s.number}`;
    for (const c of s.block ?? []) number(c);
  };
  number(trigger);
  return { name, version: 1, private: true, concurrency: 1, code: trigger, config };
}

export function pipefyCardMoved(block: Step[], input: Record<string, unknown> = { organization_id: '42', pipe_id: '301', to_phase_ids: '555' }): Step {
  return { keyword: 'trigger', provider: PIPEFY, name: 'card_move', as: 'trg', input, block };
}

export function callableTrigger(block: Step[], params: Array<Record<string, unknown>> = [{ name: 'email', type: 'string' }]): Step {
  return {
    keyword: 'trigger', provider: 'workato_recipe_function', name: 'execute', as: 'trg',
    input: { parameters_schema_json: JSON.stringify(params), result_schema_json: '[]' }, block,
  };
}

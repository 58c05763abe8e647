// The details of what the runtime models could not follow (the `reason` of a recipe-interpreter gap, the `what` of
// a flow-model gap) as catalogue messages, so that routing.json, the checklist and `pipe-migrate verify` say them in
// the user's language. One row per detail the models write (src/verify/workato/{run,actions,conditions,values,
// scope}.ts, src/verify/activepieces/{executor,piece-step,references,run-context}.ts): the English text they write
// stays the data (tests and logs read it); `x` (and `why`) are the parts that are data, not words.
import { message, type MessageRef } from '../engine/diagnostics.js';
import type { EngineMessageKey } from '../i18n/messages/engine.js';

const DETAILS: ReadonlyArray<{ pattern: RegExp; key: EngineMessageKey }> = [
  { pattern: /^step keyword not interpreted: (?<x>.*)$/s, key: 'verify_detail_keyword' },
  { pattern: /^foreach source is not a list: taken as a list of one$/, key: 'verify_detail_foreach_not_list' },
  { pattern: /^repeat without a while condition: ran once$/, key: 'verify_detail_repeat_no_while' },
  { pattern: /^repeat stopped after (?<x>\d+) rounds$/, key: 'verify_detail_repeat_cut' },
  { pattern: /^variable update names no declared variable: (?<x>.*)$/s, key: 'verify_detail_no_variable' },
  { pattern: /^list step names no declared list$/, key: 'verify_detail_no_list' },
  { pattern: /^condition operand not interpreted: (?<x>.*)$/s, key: 'verify_detail_operand' },
  { pattern: /^datapill not understood: (?<x>.*)$/s, key: 'verify_detail_pill' },
  { pattern: /^datapill path element not supported: (?<x>.*)$/s, key: 'verify_detail_path_element' },
  { pattern: /^formula not interpreted \((?<why>.*?)\): (?<x>.*)$/s, key: 'verify_detail_formula' },
  { pattern: /^step type (?<x>\S+) not modelled$/, key: 'verify_detail_step_type' },
  { pattern: /^npm packages not available to the model: (?<x>.*)$/s, key: 'verify_detail_npm' },
  { pattern: /^(?<x>.+) is not in the target catalog: props not processed$/s, key: 'verify_detail_not_in_catalog' },
  { pattern: /^inline formula not modelled: (?<x>.*)$/s, key: 'verify_detail_inline_formula' },
  { pattern: /^expression not modelled: (?<x>.*)$/s, key: 'verify_detail_expression' },
  { pattern: /^connection not modelled: (?<x>.*)$/s, key: 'verify_detail_connection' },
  { pattern: /^project variable not modelled: (?<x>.*)$/s, key: 'verify_detail_project_variable' },
  { pattern: /^run cut after (?<x>\d+) steps$/, key: 'verify_detail_run_cut' },
  { pattern: /^code step did not finish within its time or memory bound$/, key: 'verify_detail_code_bound' },
];

/** The detail as a message in the catalogue (its data cut at `max` characters), or the text itself when unknown. */
export function detailMessage(detail: string, max: number): MessageRef | string {
  for (const { pattern, key } of DETAILS) {
    const match = pattern.exec(detail);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(match.groups ?? {})) params[name] = value.slice(0, max);
    return message(key, params);
  }
  return detail.slice(0, max);
}

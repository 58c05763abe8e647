// A callable recipe whose Python step stays a placeholder and whose result a later step reads: the fixture of the
// `pipe-migrate code` tests (list/show/apply/check and the run-time check after them).
import { action, callableTrigger, dp, recipe } from './recipes.js';

export const PYTHON = "def main(input):\n    return {'domain': input['email'].split('@')[1]}\n";

export const DOMAIN_RECIPE = recipe(
  'Domain of email',
  callableTrigger([
    action('py_eval', 'invoke_custom_py_code', 'py', { name: 'domain', code: PYTHON, code_input: { schema: '[]', data: { email: dp('workato_recipe_function', 'trg', ['parameters', 'email']) } } }),
    action('workato_recipe_function', 'return_result', 'ret', { result: { domain: dp('py_eval', 'py', ['output', 'domain']) } }),
  ]),
);

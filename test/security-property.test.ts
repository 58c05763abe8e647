// Property test (issue 11): a seeded generator writes hostile text (control characters, quotes, braces, comment
// markers, line terminators, built-in names, and a marker call PWN_<n>()) into every field the engine copies into
// code or templates, translates, and checks that every CODE step parses as a module, that recipe text never
// becomes code, and that everything Activepieces would evaluate is a plain bracket path.
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { codeIdentifiers, codeSteps, connectionReads, moduleSyntaxErrors, nonPathExpressions, resolvedValues } from './support/code-check.js';
import { checkTemplate } from './support/flow-check.js';
import { recipe, type Step } from './support/recipes.js';

const FRAGMENTS = [
  '\n', '\r', '\r\n', '\u2028', '\u2029', '\u0000', '\u0007', '\u001b[2J', '\t', '*/', '/*', '//', '<!--', '-->', '}}', '{{', '{', '}',
  "'", '"', '`', '\\', '${', ')', '(', ';', '});', '=', ' ', 'a', 'é', 'constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty',
];

function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

function generator(seed: number) {
  const rnd = random(seed);
  let marker = 0;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const fragments = (n: number) => Array.from({ length: n }, () => pick(FRAGMENTS)).join('');
  /** Hostile text holding a call that must never run. */
  const text = () => `${fragments(1 + Math.floor(rnd() * 5))} PWN_${marker++}() ${fragments(Math.floor(rnd() * 4))}`;
  const quoted = (s: string) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  const pillBody = (data: Record<string, unknown>) => `_dp('${quoted(JSON.stringify(data))}')`;
  const output = (line: string, path: unknown[]) => pillBody({ pill_type: 'output', provider: 'workato_recipe_function', line, path });
  const property = () => `#{${pillBody({ pill_type: 'project_property', property_name: text() })}}`;
  /** A Ruby single-quoted string literal (no interpolation). */
  const rubyString = (s: string) => `'${quoted(s)}'`;

  const value = (lines: string[]): unknown => {
    const line = pick(lines);
    switch (Math.floor(rnd() * 8)) {
      case 0: return text();
      case 1: return `${text()}#{${output(line, [text(), text()])}}${text()}`;
      case 2: return `=${rubyString(text())} + ${output(line, [text()])}.to_s`;
      case 3: return `=${rubyString(text())}.upcase + ${rubyString(text())}`;
      case 4: return `=${text()}`;
      case 5: return `${property()} ${text()}`;
      case 6: return { [text()]: text(), nested: [text(), `#{${output(line, ['parameters', text()])}}`] };
      default: return `#{${output('trg', ['parameters', text()])}}`;
    }
  };
  const decorate = (step: Step): Step => ({ ...step, comment: text(), title: text(), description: text() });
  const input = (lines: string[]) => Object.fromEntries(Array.from({ length: 3 }, () => [pick([text(), 'message', 'name']), value(lines)]));

  return function build(): Record<string, unknown> {
    const lines = ['trg', 'a1', 'l1', 'v1', text()];
    const logger = (as: string) => decorate({ keyword: 'action', provider: 'logger', name: 'log_message', as, input: { message: value(lines) } });
    const block: Step[] = [
      decorate({ keyword: 'action', provider: text(), name: text(), as: 'a1', input: input(lines) }),
      logger('l1'),
      decorate({ keyword: 'action', provider: 'js_eval', name: 'invoke_custom_js_code', as: text(), input: { code: `function main(input) { return {}; }\n${text()}`, code_input: { data: input(lines) } } }),
      decorate({ keyword: 'action', provider: 'workato_custom_code', name: 'invoke_custom_ruby_code', as: text(), input: { code: text(), code_input: { data: input(lines) } } }),
      decorate({ keyword: 'action', provider: 'workato_variable', name: 'declare_variable', as: 'v1', input: { name: text(), variables: { schema: '[]', data: { [text()]: value(lines), [pick(FRAGMENTS)]: text() } } } }),
      decorate({ keyword: 'action', provider: 'workato_variable', name: 'update_variables', as: text(), input: { name: 'v1', [text()]: value(lines) } }),
      decorate({
        keyword: 'if', as: text(),
        input: { type: 'compound', operand: pick(['and', 'or', text()]), conditions: [{ operand: pick(['equals_to', 'contains', 'present', text()]), lhs: String(value(lines)), rhs: text() }] },
        block: [logger(text()), decorate({ keyword: 'else', block: [logger(text())] })],
      }),
      decorate({ keyword: 'foreach', as: 'f1', source: `#{${output('trg', ['parameters', text()])}}`, block: [logger(text())] }),
      decorate({ keyword: 'try', block: [logger(text()), decorate({ keyword: 'catch', as: text(), input: { max_retry_count: 0 }, block: [logger(text())] })] }),
      decorate({ keyword: 'stop', input: { stop_with_error: 'true', stop_reason: String(value(lines)) } }),
    ];
    const params = [{ name: text(), type: 'string' }, { name: pick(FRAGMENTS), type: 'string' }];
    const trigger: Step = rnd() < 0.8
      ? { keyword: 'trigger', provider: 'workato_recipe_function', name: 'execute', as: 'trg', input: { parameters_schema_json: JSON.stringify(params), result_schema_json: '[]' }, block }
      : { keyword: 'trigger', provider: text(), name: text(), as: 'trg', input: input(lines), block };
    return recipe(text(), decorate(trigger));
  };
}

describe('hostile text in every copied field (property)', () => {
  it('200 generated recipes: CODE steps parse, recipe text never runs, every expression is a plain path', () => {
    const build = generator(20261125);
    let codeChecked = 0;
    for (let i = 0; i < 200; i++) {
      const { template } = translateRecipe(build(), { lang: (['en', 'pt', 'es'] as const)[i % 3]! });
      const label = `recipe ${i}`;
      expect(checkTemplate(template).errors, label).toEqual([]);
      for (const { name, code } of codeSteps(template)) {
        expect(moduleSyntaxErrors(code), `${label} ${name}`).toEqual([]);
        expect(codeIdentifiers(code).filter((id) => id.startsWith('PWN')), `${label} ${name}`).toEqual([]);
        codeChecked++;
      }
      expect(resolvedValues(template).flatMap(nonPathExpressions), label).toEqual([]);
      expect(connectionReads(template), label).toEqual([]);
    }
    expect(codeChecked).toBeGreaterThan(1000);
  });
});

// Checks on what a flow carries into code and templates: CODE sources parse as ES modules (TypeScript's parser,
// module goal), the identifiers a source really uses (strings and comments excluded), and every `{{…}}` found the
// way Activepieces finds it (/\{\{(.*?)\}\}/g, see activepieces packages/engine/src/lib/variables/props-resolver.ts).
import ts from 'typescript';
import { allSteps } from './flow-check.js';

type Step = Record<string, any>;

export function moduleSyntaxErrors(code: string): string[] {
  const file = ts.createSourceFile('step.mjs', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const diagnostics = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Every identifier the code uses as code (never the text of a string, template or comment). */
export function codeIdentifiers(code: string): string[] {
  const file = ts.createSourceFile('step.mjs', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const names: string[] = [];
  const stack: ts.Node[] = [file];
  while (stack.length) {
    const node = stack.pop()!;
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) names.push(node.text);
    node.forEachChild((child) => {
      stack.push(child);
    });
  }
  return names;
}

export function codeSteps(template: Step): Array<{ name: string; code: string }> {
  return allSteps(template.flows[0].trigger)
    .filter(({ step }) => step.type === 'CODE')
    .map(({ step }) => ({ name: step.name, code: step.settings.sourceCode.code }));
}

/** Every string under a value (iterative). */
export function allStrings(root: unknown): string[] {
  const out: string[] = [];
  const stack: unknown[] = [root];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') stack.push(...Object.values(v));
  }
  return out;
}

const VARIABLE_PATTERN = /\{\{(.*?)\}\}/g;
const PLAIN_PATH = /^([A-Za-z_][A-Za-z0-9_]*)((?:\[(?:'(?:[^'\\\n\r\u2028\u2029]|\\.)*'|\d+)\])*)$/;

/**
 * What in `text` Activepieces would evaluate and is not a plain bracket path (`step_1['a'][0]`), plus any `{{`
 * left over once the plain paths are taken out.
 */
export function nonPathExpressions(text: string): string[] {
  const bad: string[] = [];
  const rest = text.replace(VARIABLE_PATTERN, (whole, inner: string) => {
    if (!PLAIN_PATH.test(inner)) bad.push(whole);
    return '';
  });
  if (rest.includes('{{')) bad.push(`stray {{ in ${JSON.stringify(text.slice(0, 80))}`);
  return bad;
}

/** The values of every step that Activepieces resolves (inputs, loop items, branch conditions). */
export function resolvedValues(template: Step): string[] {
  return allSteps(template.flows[0].trigger).flatMap(({ step }) => allStrings([step.settings?.input, step.settings?.items, step.settings?.branches]));
}

/** References whose root is `connections` (a connection's secrets) in the resolved values. */
export function connectionReads(template: Step): string[] {
  return resolvedValues(template).filter((s) => /\{\{\s*connections\b/.test(s));
}

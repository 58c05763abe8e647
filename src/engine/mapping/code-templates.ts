// Operations that become a CODE step: the generated code and its inputs.
import { translator, type Lang } from '../../i18n/index.js';
import { engineMessages, type EngineMessageKey } from '../../i18n/messages/engine.js';
import { originalComment, PLACEHOLDER_MARKER } from '../code-comment.js';
import { renderMessage, type MessageParams, type MessageRef } from '../diagnostics.js';
import { jsString } from '../escape.js';
import { SKIP, type FieldConverter } from '../flow/values.js';
import { compileRuby } from '../ruby/index.js';
import type { WorkatoStep } from '../types.js';

export interface CodeTemplateResult {
  title: string;
  code: string;
  input: Record<string, unknown>;
  /** false: the code cannot run as written (e.g. Ruby kept in a comment); the step is written invalid */
  valid?: boolean;
  /** review notes (engine message keys) explaining what a human must do */
  notes?: Array<{ key: EngineMessageKey; params?: MessageParams }>;
}

type Template = (step: WorkatoStep, conv: FieldConverter, lang: Lang) => CodeTemplateResult;

const str = (v: unknown) => (v === undefined || v === null ? '' : v);

/** The code of a logger step: it only logs and returns its input (the run-time check runs it without a watchdog). */
export const LOGGER_CODE = 'export const code = async (inputs) => {\n  console.log(inputs.message);\n  return { message: inputs.message };\n};\n';

const TEMPLATES = new Map<string, Template>(Object.entries({
  logger: (step, conv, lang) => ({
    title: translator(engineMessages, lang)('logger_title'),
    input: { message: str(conv.convert((step.input ?? {}).message ?? '', 'message')) },
    code: LOGGER_CODE,
  }),

  // Workato custom code: the original source is kept; only JavaScript of the `main` shape runs as written.
  ruby_code: (step, conv, lang) => rubyCode(step, conv, lang),
  python_code: (step, conv, lang) => foreignCode(step, conv, lang, 'Python'),
  js_code: (step, conv, lang) => {
    const source = sourceOf(step);
    if (!runnableJs(source)) return foreignCode(step, conv, lang, 'JavaScript');
    const t = translator(engineMessages, lang);
    // The source stays a string literal, compiled as a function body when the step runs, so it can never close
    // the wrapper around it and run outside it. It is declared inside `code`: the V8 isolate sandbox runs only the
    // module's exported functions (activepieces/activepieces
    // packages/engine/src/lib/core/code/v8-isolate-code-sandbox.ts, serializeCodeModule).
    const code =
      `// pipe-migrate: Workato JavaScript from step ${step.number ?? '?'}, unchanged (the string below); it receives this step's inputs.\n` +
      `export const code = async (inputs) => {\n` +
      `  const source = ${jsString(source.replace(/\s+$/, ''))};\n` +
      `  const module = { exports: {} };\n` +
      `  const entry = new Function('module', 'exports', source + '\\nreturn typeof main === "function" ? main : undefined;')(module, module.exports);\n` +
      `  const run = entry ?? (typeof module.exports === 'function' ? module.exports : module.exports.main);\n` +
      `  return await run(inputs);\n` +
      `};\n`;
    return { title: t('code_title', { language: 'JavaScript' }), code, input: codeInputs(step, conv), notes: [{ key: 'code_js_check', params: { number: step.number ?? '?' } }] };
  },
} satisfies Record<string, Template>));

/** Ruby inside the compiled subset becomes JavaScript; the rest stays a placeholder saying why. */
function rubyCode(step: WorkatoStep, conv: FieldConverter, lang: Lang): CodeTemplateResult {
  const source = sourceOf(step);
  const compiled = compileRuby(source);
  const number = step.number ?? '?';
  if (!compiled.ok) return foreignCode(step, conv, lang, 'Ruby', compiled.reason);
  const t = translator(engineMessages, lang);
  const header = [`pipe-migrate: Ruby code of Workato step ${number}, compiled to the JavaScript below; \`input\` is this step's inputs.`];
  return {
    title: t('code_title', { language: 'Ruby' }),
    code: originalComment(header, 'Ruby', number, source) + compiled.body,
    input: codeInputs(step, conv),
    notes: [{ key: 'code_ruby_compiled', params: { number } }],
  };
}

/** Code a CODE step cannot run (Ruby, Python, JavaScript of another shape): kept in a comment, failing clearly. */
function foreignCode(step: WorkatoStep, conv: FieldConverter, lang: Lang, language: string, notCompiled?: MessageRef): CodeTemplateResult {
  const t = translator(engineMessages, lang);
  const number = step.number ?? '?';
  const header = [
    `pipe-migrate: ${language} code of Workato step ${number}, kept as it was. Rewrite it in JavaScript below:`,
    `the values it read from its input are this step's inputs (inputs.<name>).`,
    // the comment in the code is English whatever the language, as the rest of the header
    ...(notCompiled ? [`Not compiled: ${renderMessage(notCompiled, 'en').replace(/[\r\n\u2028\u2029]+/g, ' ')}`] : []),
  ];
  const code =
    originalComment(header, language, number, sourceOf(step)) +
    `export const code = async (inputs) => {\n  throw new Error(${jsString(t('code_rewrite_error', { number, language }))}); // ${PLACEHOLDER_MARKER}\n};\n`;
  const input = codeInputs(step, conv);
  // the note says the inputs are wired only when each one the code declares holds its translated value
  const unwired = unwiredInputs(step, input, conv);
  const note: NonNullable<CodeTemplateResult['notes']>[number] = notCompiled
    ? { key: 'code_ruby_not_compiled', params: { number, reason: notCompiled } }
    : language === 'JavaScript'
      ? { key: 'code_js_rewrite', params: { number, language } }
      : unwired.length
        ? { key: 'code_rewrite_unwired', params: { number, language, fields: unwired.join(', ') } }
        : { key: 'code_rewrite', params: { number, language } };
  return { title: t('code_title', { language }), code, input, valid: false, notes: [note] };
}

/** `code_input`, also when the export keeps it as JSON text (research/workato.md, schema-as-string fields). */
function codeInputOf(step: WorkatoStep): Record<string, unknown> {
  let value = ((step.input ?? {}) as Record<string, unknown>).code_input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The inputs the recipe gave the code (`code_input.data`) that hold no translated value in the step. */
function unwiredInputs(step: WorkatoStep, input: Record<string, unknown>, conv: FieldConverter): string[] {
  const data = codeInputOf(step).data;
  const given = data && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data) : [];
  const missing = given.filter((n) => !Object.prototype.hasOwnProperty.call(input, n));
  const lost = conv.problems.filter((p) => p.blocking && p.field.startsWith('code_input.')).map((p) => p.field.slice('code_input.'.length));
  return [...new Set([...missing, ...lost])];
}

function sourceOf(step: WorkatoStep): string {
  const input = (step.input ?? {}) as Record<string, unknown>;
  const code = input.code ?? input.source ?? input.script;
  return typeof code === 'string' ? code : '';
}

/** The values the Workato code read (`code_input.data`), converted. */
function codeInputs(step: WorkatoStep, conv: FieldConverter): Record<string, unknown> {
  const input = (step.input ?? {}) as Record<string, unknown>;
  const data = codeInputOf(step).data ?? input.input ?? {};
  const converted = data && typeof data === 'object' ? conv.convert(data, 'code_input') : {};
  return converted !== SKIP && converted && typeof converted === 'object' && !Array.isArray(converted) ? (converted as Record<string, unknown>) : {};
}

/** JavaScript that defines `main` (Workato's JavaScript shape) and loads nothing: runs inside a CODE step as is. */
export function runnableJs(source: string): boolean {
  if (!source.trim()) return false;
  const definesMain = /\bexports\.main\s*=|\bmodule\.exports\s*=|\bfunction\s+main\s*\(|\b(?:const|let|var)\s+main\s*=/.test(source);
  const loads = /\brequire\s*\(|^\s*import\s|^\s*export\s/m.test(source);
  return definesMain && !loads;
}

export function codeTemplate(name: string, step: WorkatoStep, conv: FieldConverter, lang: Lang = 'en'): CodeTemplateResult {
  const template = TEMPLATES.get(name);
  if (!template) throw new Error(`unknown code template ${name}`);
  return template(step, conv, lang);
}

export const CODE_TEMPLATE_NAMES = [...TEMPLATES.keys()];

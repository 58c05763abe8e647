// Operations that become a CODE step: the generated code and its inputs.
import type { FieldConverter } from '../flow/values.js';
import type { WorkatoStep } from '../types.js';

export interface CodeTemplateResult {
  title: string;
  code: string;
  input: Record<string, unknown>;
}

type Template = (step: WorkatoStep, conv: FieldConverter) => CodeTemplateResult;

const str = (v: unknown) => (v === undefined || v === null ? '' : v);

const TEMPLATES: Record<string, Template> = {
  logger: (step, conv) => ({
    title: 'Log message',
    input: { message: str(conv.convert((step.input ?? {}).message ?? '', 'message')) },
    code: 'export const code = async (inputs) => {\n  console.log(inputs.message);\n  return { message: inputs.message };\n};\n',
  }),
};

export function codeTemplate(name: string, step: WorkatoStep, conv: FieldConverter): CodeTemplateResult {
  const template = TEMPLATES[name];
  if (!template) throw new Error(`unknown code template ${name}`);
  return template(step, conv);
}

export const CODE_TEMPLATE_NAMES = Object.keys(TEMPLATES);

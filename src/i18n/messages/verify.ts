import { defineMessages } from '../index.js';

export const verifyMessages = defineMessages({
  en: {
    differences_title: 'Differences:',
    not_proven_title: 'Not proven:',
    allowed_title: 'Declared approximations:',
    needs_human_title: 'Steps that need a human before the flow runs as the recipe does:',
    flow_not_json: 'The flow file {path} is not a JSON flow template. Give --flow the flow.json pipe-migrate wrote (output/<recipe>/flow.json) or your edited copy of it.',
    flow_not_found: 'Flow file not found: {path}. Give --flow the flow.json pipe-migrate wrote (output/<recipe>/flow.json) or your edited copy of it.',
    usage: 'Usage: pipe-migrate verify <recipe.json|export.zip> [--recipe-name <name>] [--flow flow.json] [--json] [--lang pt|en|es]',
  },
  pt: {
    differences_title: 'Diferenças:',
    not_proven_title: 'Não comprovado:',
    allowed_title: 'Aproximações declaradas:',
    needs_human_title: 'Passos que precisam de uma pessoa antes que o fluxo funcione como a receita:',
    flow_not_json: 'O arquivo de fluxo {path} não é um modelo de fluxo em JSON. Informe em --flow o flow.json que o pipe-migrate gravou (output/<receita>/flow.json) ou a sua cópia editada dele.',
    flow_not_found: 'Arquivo de fluxo não encontrado: {path}. Informe em --flow o flow.json que o pipe-migrate gravou (output/<receita>/flow.json) ou a sua cópia editada dele.',
    usage: 'Uso: pipe-migrate verify <receita.json|export.zip> [--recipe-name <nome>] [--flow flow.json] [--json] [--lang pt|en|es]',
  },
  es: {
    differences_title: 'Diferencias:',
    not_proven_title: 'No comprobado:',
    allowed_title: 'Aproximaciones declaradas:',
    needs_human_title: 'Pasos que necesitan a una persona antes de que el flujo funcione como la receta:',
    flow_not_json: 'El archivo de flujo {path} no es una plantilla de flujo en JSON. Indica en --flow el flow.json que escribió pipe-migrate (output/<receta>/flow.json) o tu copia editada.',
    flow_not_found: 'Archivo de flujo no encontrado: {path}. Indica en --flow el flow.json que escribió pipe-migrate (output/<receta>/flow.json) o tu copia editada.',
    usage: 'Uso: pipe-migrate verify <receta.json|export.zip> [--recipe-name <nombre>] [--flow flow.json] [--json] [--lang pt|en|es]',
  },
});

import { defineMessages } from '../index.js';

export const verifyMessages = defineMessages({
  en: {
    differences_title: 'Differences:',
    not_proven_title: 'Not proven:',
    allowed_title: 'Declared approximations:',
    flow_not_json: 'The flow file {path} is not a JSON flow template.',
    usage: 'Usage: pipe-migrate verify <recipe.json|export.zip> [--recipe-name <name>] [--flow flow.json] [--json] [--lang pt|en|es]',
  },
  pt: {
    differences_title: 'Diferenças:',
    not_proven_title: 'Não comprovado:',
    allowed_title: 'Aproximações declaradas:',
    flow_not_json: 'O arquivo de fluxo {path} não é um modelo de fluxo em JSON.',
    usage: 'Uso: pipe-migrate verify <receita.json|export.zip> [--recipe-name <nome>] [--flow flow.json] [--json] [--lang pt|en|es]',
  },
  es: {
    differences_title: 'Diferencias:',
    not_proven_title: 'No comprobado:',
    allowed_title: 'Aproximaciones declaradas:',
    flow_not_json: 'El archivo de flujo {path} no es una plantilla de flujo en JSON.',
    usage: 'Uso: pipe-migrate verify <receta.json|export.zip> [--recipe-name <nombre>] [--flow flow.json] [--json] [--lang pt|en|es]',
  },
});

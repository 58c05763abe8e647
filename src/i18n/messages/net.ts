// Messages about credentials found in the environment or in `.env` (shared by the Workato and Pipefy clients).
import { defineMessages } from '../index.js';

export const netMessages = defineMessages({
  en: {
    credential_line_break: '{name} contains a line break. Write it on one line in .env (or the environment), with nothing after the value, and run again.',
    credential_control: '{name} contains an invisible control character. Copy the value again from where it was issued and paste it into .env.',
    credential_whitespace: '{name} contains spaces. Paste the value alone, without spaces or other text around it.',
    credential_quote: '{name} contains quotes or a backslash. Write the value without quotes in .env: {name}=value.',
    credential_bearer: '{name} starts with "Bearer ". Write only the token: {name}=value.',
    credential_not_ascii: '{name} contains characters that a token cannot have (accents or symbols outside ASCII). Copy the value again from where it was issued.',
  },
  pt: {
    credential_line_break: '{name} contém uma quebra de linha. Escreva-o numa linha só no .env (ou no ambiente), sem nada depois do valor, e rode de novo.',
    credential_control: '{name} contém um caractere de controle invisível. Copie o valor de novo de onde ele foi emitido e cole no .env.',
    credential_whitespace: '{name} contém espaços. Cole só o valor, sem espaços nem outro texto em volta.',
    credential_quote: '{name} contém aspas ou uma barra invertida. Escreva o valor sem aspas no .env: {name}=valor.',
    credential_bearer: '{name} começa com "Bearer ". Escreva só o token: {name}=valor.',
    credential_not_ascii: '{name} contém caracteres que um token não pode ter (acentos ou símbolos fora do ASCII). Copie o valor de novo de onde ele foi emitido.',
  },
  es: {
    credential_line_break: '{name} contiene un salto de línea. Escríbelo en una sola línea en .env (o en el entorno), sin nada después del valor, y ejecuta de nuevo.',
    credential_control: '{name} contiene un carácter de control invisible. Copia el valor de nuevo desde donde se emitió y pégalo en .env.',
    credential_whitespace: '{name} contiene espacios. Pega solo el valor, sin espacios ni otro texto alrededor.',
    credential_quote: '{name} contiene comillas o una barra invertida. Escribe el valor sin comillas en .env: {name}=valor.',
    credential_bearer: '{name} empieza con "Bearer ". Escribe solo el token: {name}=valor.',
    credential_not_ascii: '{name} contiene caracteres que un token no puede tener (acentos o símbolos fuera de ASCII). Copia el valor de nuevo desde donde se emitió.',
  },
});

export type NetMessageKey = keyof typeof netMessages.en;

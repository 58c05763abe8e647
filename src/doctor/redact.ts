// A last fence: replaces the values of secret variables (from the environment or ./.env) in a text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';

export const SECRET_VARIABLES = ['RECIPE_API_KEY', 'PIPEFY_TOKEN', 'PIPEFY_CLIENT_SECRET', 'SMTP_PASSWORD'] as const;

export function redactSecrets(text: string, env: NodeJS.ProcessEnv, cwd: string): string {
  let fromFile: Record<string, string> = {};
  try {
    fromFile = parseDotenv(readFileSync(path.join(cwd, '.env')));
  } catch {
    // no .env: only the environment counts
  }
  const values = new Set<string>();
  for (const name of SECRET_VARIABLES) {
    for (const value of [env[name], fromFile[name]]) {
      const v = value?.trim();
      // very short values would mangle ordinary words; they are not real credentials anyway
      if (v && v.length >= 4) values.add(v);
    }
  }
  let out = text;
  for (const value of [...values].sort((a, b) => b.length - a.length)) {
    out = out.split(value).join('***');
    // the JSON-escaped form too
    const escaped = JSON.stringify(value).slice(1, -1);
    if (escaped !== value) out = out.split(escaped).join('***');
  }
  return out;
}

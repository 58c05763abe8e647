// One vocabulary per language, over every message catalogue in src/i18n/messages: the Pipefy product's own words
// for its menu (Integrations > Build a Flow > Import, as the README, the skill and the wizard's checklist say them:
// the product shows these names untranslated), "fluxo"/"flujo" for a flow and "card"/"tarjeta" for a Pipefy card.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../src/i18n/messages/', import.meta.url));

type Catalogue = { en: Record<string, string>; pt: Record<string, string>; es: Record<string, string> };

async function catalogues(): Promise<Array<{ name: string; catalogue: Catalogue }>> {
  const out: Array<{ name: string; catalogue: Catalogue }> = [];
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.ts')).sort()) {
    const mod = (await import(`../src/i18n/messages/${file.slice(0, -3)}.ts`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      const c = value as Partial<Catalogue> | null;
      if (c && typeof c === 'object' && c.en && c.pt && c.es) out.push({ name: `${file}:${name}`, catalogue: c as Catalogue });
    }
  }
  return out;
}

/**
 * File names, code spans and options say nothing about the vocabulary (flows.zip, flow.json, `--flow`), nor do the
 * product's own names of a menu or a step (Build a Flow, the Sub Flows piece and its Call flow step).
 */
const withoutNames = (text: string) => text.replace(/`[^`]*`/g, '').replace(/Build a Flow|Call [Ff]low|Sub Flows/g, '').replace(/[\w.{}<>/-]*\.(zip|json|md|html|js)\b/g, '').replace(/--[a-z-]+/g, '');

/** The product's menu in other words than its own. */
const MENU_VARIANTS: Array<[RegExp, string]> = [
  [/\bIntegra(?:ções|coes|ciones)\b/, 'Integrations'],
  [/\b(?:Construir|Criar|Crear|Construye|Construa|Crie|Cree) (?:um|un) (?:Fluxo|Flujo)\b/, 'Build a Flow'],
  // "Importar" as the name of the button: capitalised, not at the start of a sentence.
  [/(?<!^|[.!?:]\s|\n)\bImportar\b/, 'Import'],
  [/"Importar"|\*\*Importar\*\*/, 'Import'],
];

describe('one vocabulary per language', () => {
  it('the Pipefy menu is named in the product\'s own words in pt and es, in every catalogue', async () => {
    const found: string[] = [];
    for (const { name, catalogue } of await catalogues()) {
      for (const lang of ['pt', 'es'] as const) {
        for (const [key, text] of Object.entries(catalogue[lang])) {
          for (const [pattern, word] of MENU_VARIANTS) if (pattern.test(text)) found.push(`${name} ${lang}.${key}: says ${pattern} for "${word}"`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('pt says fluxo and card, es says flujo and tarjeta, in every catalogue', async () => {
    const found: string[] = [];
    for (const { name, catalogue } of await catalogues()) {
      for (const [key, text] of Object.entries(catalogue.pt)) if (/\bflows?\b|\btarjetas?\b/i.test(withoutNames(text))) found.push(`${name} pt.${key}`);
      for (const [key, text] of Object.entries(catalogue.es)) if (/\bflows?\b|\bcards?\b/i.test(withoutNames(text))) found.push(`${name} es.${key}`);
    }
    expect(found).toEqual([]);
  });

  it('the menu path appears as the product says it where a message names it', async () => {
    for (const { catalogue } of await catalogues()) {
      for (const lang of ['en', 'pt', 'es'] as const) {
        for (const text of Object.values(catalogue[lang])) {
          if (/Build a Flow/.test(text)) expect(text).toMatch(/\bImport\b/);
        }
      }
    }
  });
});

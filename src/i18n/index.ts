export type Lang = 'pt' | 'en' | 'es';
export const LANGS: readonly Lang[] = ['pt', 'en', 'es'];

/** A message is a template with `{name}` placeholders. */
export type Messages = Record<string, string>;

/**
 * A catalog holds the same keys in the three languages. English is the reference:
 * TypeScript rejects a pt or es table that misses or adds a key.
 */
export type Catalog<M extends Messages> = { en: M; pt: { [K in keyof M]: string }; es: { [K in keyof M]: string } };

/** The same keys as `M`, in another language. */
export type Translation<M> = { [K in keyof M]: string };

export function defineMessages<M extends Messages>(catalog: Catalog<M>): Catalog<M> {
  return catalog;
}

/**
 * A catalog whose languages are built on first use, for the large ones: a run reads one language, and building an
 * object of a few hundred keys costs about a millisecond. Declare pt and es as `(): Translation<…> =>` functions of
 * en's keys, so TypeScript still rejects a key missing or added.
 */
export function defineLazyMessages<M extends Messages>(build: { en: () => M; pt: () => Translation<M>; es: () => Translation<M> }): Catalog<M> {
  const catalog = {} as Catalog<M>;
  for (const lang of ['en', 'pt', 'es'] as const) {
    Object.defineProperty(catalog, lang, {
      enumerable: true,
      configurable: true,
      get: () => {
        const table = build[lang]();
        Object.defineProperty(catalog, lang, { value: table, enumerable: true });
        return table;
      },
    });
  }
  return catalog;
}

export type Params = Record<string, string | number | undefined>;

export function format(template: string, params: Params = {}): string {
  if (!template.includes('{')) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : String(value);
  });
}

/** A translator bound to one catalog and one language. */
export function translator<M extends Messages>(catalog: Catalog<M>, lang: Lang) {
  return (key: keyof M & string, params?: Params): string => format(catalog[lang][key] ?? catalog.en[key], params);
}

export function isLang(value: unknown): value is Lang {
  return value === 'pt' || value === 'en' || value === 'es';
}

function langOfLocale(value: string | undefined): Lang | 'other' | undefined {
  if (!value) return undefined;
  const base = value.split(':')[0]!.trim().toLowerCase();
  if (base === '' ) return undefined;
  if (base === 'c' || base === 'posix' || base.startsWith('c.')) return 'other';
  const code = base.slice(0, 2);
  return isLang(code) ? code : 'other';
}

export interface LangInference {
  lang: Lang;
  /** true when nothing said which of pt/en/es, or the sources disagree: the wizard asks. */
  ambiguous: boolean;
}

/**
 * Infers the user's language from the locale variables, in POSIX precedence (LC_ALL, LC_MESSAGES, LANG),
 * then LANGUAGE, then Intl. Unset, C/POSIX, another language or conflicting variables make it ambiguous;
 * the fallback is English.
 */
export function inferLang(env: NodeJS.ProcessEnv = process.env, intlLocale?: string): LangInference {
  const found: Array<Lang | 'other'> = [];
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG', 'LANGUAGE'] as const) {
    const l = langOfLocale(env[name]);
    if (l) found.push(l);
  }
  if (found.length === 0) {
    // Intl falls back to en-US when the system says nothing, so only pt and es count as a real signal.
    const intl = langOfLocale(intlLocale ?? safeIntlLocale());
    if (intl === 'pt' || intl === 'es') return { lang: intl, ambiguous: false };
    return { lang: 'en', ambiguous: true };
  }
  const distinct = [...new Set(found)];
  const first = found[0]!;
  if (distinct.length === 1 && first !== 'other') return { lang: first, ambiguous: false };
  const known = found.find((l): l is Lang => l !== 'other');
  return { lang: known ?? 'en', ambiguous: true };
}

function safeIntlLocale(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().locale;
  } catch {
    return undefined;
  }
}

/** The language for non-interactive commands: --lang wins, else the locale, else English. */
export function resolveLang(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): Lang {
  return langOfTag(flag) ?? inferLang(env).lang;
}

/** A language tag as users type it (`pt`, `PT`, `pt-BR`, `pt_BR`, `es-419`, `en-US`): its language, if supported. */
export function langOfTag(tag: string | undefined): Lang | undefined {
  if (tag === undefined) return undefined;
  const m = /^\s*([A-Za-z]{2,3})(?:[-_][A-Za-z0-9]{1,8})*\s*$/.exec(tag);
  const code = m?.[1]!.toLowerCase();
  return isLang(code) ? code : undefined;
}

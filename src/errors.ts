import { format, type Catalog, type Lang, type Messages, type Params } from './i18n/index.js';

/**
 * An error the user can fix: bad input, bad configuration, a refused request. It carries a stable `code`
 * (for --json and tests) and a translated message; the CLI prints it without a stack trace and exits 2.
 */
export class UserError<M extends Messages = Messages> extends Error {
  readonly code: string;
  readonly exitCode: number;
  private readonly catalog: Catalog<M>;
  private readonly key: keyof M & string;
  readonly params: Params;

  constructor(code: string, catalog: Catalog<M>, key: keyof M & string, params: Params = {}, exitCode = 2) {
    super(format(catalog.en[key], params));
    this.name = 'UserError';
    this.code = code;
    this.catalog = catalog;
    this.key = key;
    this.params = params;
    this.exitCode = exitCode;
  }

  render(lang: Lang): string {
    return format(this.catalog[lang][this.key] ?? this.catalog.en[this.key], this.params);
  }
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}

// Diagnostics as data: what a stage found, as a message code with parameters. Text is made only at the edge
// (renderMessage), in the user's language, through the engine catalogue; nothing compares diagnostics by text.
import { format, type Lang } from '../i18n/index.js';
import { engineMessages, type EngineMessageKey } from '../i18n/messages/engine.js';

/** A catalogue message and its parameters; a parameter may itself be a message (a cause inside a sentence). */
export interface MessageRef {
  code: EngineMessageKey;
  params: MessageParams;
}
export type MessageParams = Readonly<Record<string, string | number | MessageRef>>;

/** What a human must look at; `kind` says which list it belongs to, `severity` whether the flow can run. */
/** `verification`: the run-time check found a difference from the recipe, or could not prove there is none. */
export type DiagnosticKind = 'unmapped' | 'approximated' | 'placeholder' | 'formula' | 'verification' | 'connection' | 'subflow' | 'table' | 'disabled' | 'note';
export type Severity = 'blocking' | 'approximation' | 'info';

export interface Diagnostic extends MessageRef {
  kind: DiagnosticKind;
  severity: Severity;
  /** Workato step number, when the diagnostic belongs to one */
  step?: number;
  /** the Activepieces step it concerns, when there is one */
  stepName?: string;
  /** the Workato field, when it concerns one */
  field?: string;
}

const SEVERITY: Readonly<Record<DiagnosticKind, Severity>> = {
  unmapped: 'blocking',
  placeholder: 'blocking',
  formula: 'blocking',
  verification: 'blocking',
  approximated: 'approximation',
  connection: 'info',
  subflow: 'info',
  table: 'info',
  disabled: 'info',
  note: 'info',
};

export function severityOf(kind: DiagnosticKind): Severity {
  return SEVERITY[kind];
}

export function message(code: EngineMessageKey, params: MessageParams = {}): MessageRef {
  return { code, params };
}

export function diagnostic(kind: DiagnosticKind, ref: MessageRef, where: { step?: number | undefined; stepName?: string | undefined; field?: string | undefined } = {}): Diagnostic {
  return {
    kind,
    severity: severityOf(kind),
    code: ref.code,
    params: ref.params,
    ...(where.step !== undefined ? { step: where.step } : {}),
    ...(where.stepName ? { stepName: where.stepName } : {}),
    ...(where.field !== undefined ? { field: where.field } : {}),
  };
}

export function isBlockingDiagnostic(d: Pick<Diagnostic, 'severity'>): boolean {
  return d.severity === 'blocking';
}

/** Identity of a diagnostic for de-duplication: its code, step and parameters (never its text). */
function identity(d: Diagnostic): string {
  return `${d.code}\u0000${d.step ?? ''}\u0000${stableParams(d.params)}`;
}

function stableParams(params: MessageParams): string {
  return Object.keys(params)
    .sort()
    .map((k) => {
      const v = params[k]!;
      return `${k}=${typeof v === 'object' ? `{${v.code}:${stableParams(v.params)}}` : `${typeof v}:${v}`}`;
    })
    .join('\u0001');
}

/** Collects diagnostics in order; the same code with the same step and parameters is kept once. */
export class DiagnosticList {
  private readonly items: Diagnostic[] = [];
  private readonly seen = new Set<string>();

  add(d: Diagnostic): void {
    const id = identity(d);
    if (this.seen.has(id)) return;
    this.seen.add(id);
    this.items.push(d);
  }

  list(): readonly Diagnostic[] {
    return this.items;
  }
}

/** The text of a message in `lang`; nested messages are rendered first. */
export function renderMessage(ref: MessageRef, lang: Lang): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(ref.params)) params[k] = typeof v === 'object' ? renderMessage(v, lang) : v;
  return format(engineMessages[lang][ref.code] ?? engineMessages.en[ref.code], params);
}

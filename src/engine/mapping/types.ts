// The shape of mapping data: one row per Workato operation (or group of spellings).

/** How one Activepieces prop gets its value. A string is a Workato input dot path. */
export type PropRule =
  | string
  | {
      /** Workato input dot path(s); the first one present wins */
      from: string | string[];
      /** coercion applied to a literal value (pills and formulas pass through) */
      as?: 'string' | 'number' | 'boolean' | 'list' | 'upper' | 'lower';
      /** wrap the value as the catalog's DYNAMIC envelope expects: `{url: v}` or `{data: v}` */
      wrap?: 'url' | 'data';
      /** used when no source is present */
      default?: unknown;
    };

/** How a pill into this step's output is rewritten for the target piece's output shape. */
export interface OutputRule {
  /** prepended to every path, e.g. ['data'] for the Pipefy piece, ['body'] for a webhook */
  prefix?: string[];
  /** first Workato path segment -> replacement segments (applied before the prefix) */
  rename?: Record<string, string[]>;
}

/** Named code generators for operations that become a CODE step (logger, parsers, ...). */
export type CodeTemplate = string;

/** Named shapers for what a row cannot say (cron from a schedule, HTTP requests, sub-flow payloads, ...). */
export type ShaperName = string;

export interface OperationRow {
  /** canonical Workato provider, after normalisation (see providers.ts) */
  provider: string;
  /** the Workato operation name(s) this row covers */
  names: string[];
  kind: 'action' | 'trigger';
  /** target: a catalog piece and one of its actions/triggers, or a CODE template */
  target: { piece: string; name: string } | { code: CodeTemplate };
  /** 'approximated' when the target does not do exactly what Workato did; `note` says what differs */
  status?: 'mapped' | 'approximated';
  /** message key (src/i18n/messages/mapping.ts) explaining the approximation or what the user must do */
  note?: string;
  props?: Record<string, PropRule>;
  fixed?: Record<string, unknown>;
  /** Activepieces prop receiving every Workato input key no rule consumed (e.g. Pipefy startFormFields) */
  rest?: string;
  /** Workato input keys that are never carried over */
  ignore?: string[];
  shape?: ShaperName;
  output?: OutputRule;
}

// The parts of a mapping row that the props application, the shapers and the pill resolver read. OperationRow
// (types.ts) adds the row's identity, status, note and shaper; keeping these apart keeps the imports acyclic.
import type { EngineMessageKey } from '../../i18n/messages/engine.js';

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
      /**
       * a path built from a folder and a name, both given (`<dir>/<name>`): the first present of each list; else
       * the value comes from `from`
       */
      join?: { dir: string[]; name: string[] };
    };

/** Named code generators for operations that become a CODE step (logger, parsers, ...). */
export type CodeTemplate = string;

/** A review text raised while mapping a step: a message key of src/i18n/messages/engine.ts and its parameters. */
export interface MappingNote {
  key: EngineMessageKey;
  params?: Record<string, string | number>;
}

export interface RowFields {
  kind: 'action' | 'trigger';
  /** target: a catalog piece and one of its actions/triggers, or a CODE template */
  target: { piece: string; name: string } | { code: CodeTemplate };
  props?: Record<string, PropRule>;
  fixed?: Record<string, unknown>;
  /** Activepieces prop receiving every Workato input key no rule consumed (e.g. Pipefy startFormFields) */
  rest?: string;
  /** Workato input keys that are never carried over */
  ignore?: string[];
}

/** How a pill into this step's output is rewritten for the target piece's output shape. */
export interface OutputRule {
  /** prepended to every path, e.g. ['data'] for the Pipefy piece, ['body'] for a webhook, ['records', 0] for a one-record query */
  prefix?: Array<string | number>;
  /**
   * Workato path head -> replacement segments; a dotted key (`context.headers`) names several leading segments and
   * the longest match wins. A path whose head is renamed gets no prefix.
   */
  rename?: Record<string, string[]>;
  /**
   * first Workato path segment -> how the key right after it is rewritten (a named rule of
   * src/engine/mapping/output-keys.ts), e.g. Google Sheets `columns.col_3` -> `values.C`
   */
  keys?: Record<string, OutputKeyRule>;
  /** first Workato path segment naming a list -> the rule for paths inside each of its items (loop items too) */
  items?: Record<string, OutputRule>;
  /** first Workato path segments the piece's output has no counterpart for: a pill into them cannot be written */
  absent?: string[];
  /** `rename` names every Workato field the piece outputs: a pill into any other first segment cannot be written */
  closed?: boolean;
  /**
   * A head named by the step's own input: the literal value of the first of `from` present (e.g. Salesforce search's
   * `sobject_name`, the key Workato lists the records under) is renamed to `to`.
   */
  renameFromInput?: { from: string[]; to: string[] };
  /** Target heads whose next key is lower-cased (HTTP header names: Node lower-cases every received header). */
  lowercaseUnder?: string[];
  /** No path into the output reaches the value on the target piece: every read fails with this cause. */
  unreadable?: EngineMessageKey;
}

/** The rule for one step: `renameFromInput` resolved against the step's input into a plain rename. */
export function outputRuleFor(rule: OutputRule | undefined, input: unknown): OutputRule | undefined {
  if (!rule?.renameFromInput) return rule;
  const fields = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const { renameFromInput, ...rest } = rule;
  const key = renameFromInput.from.map((f) => (Object.prototype.hasOwnProperty.call(fields, f) ? fields[f] : undefined)).find((v) => v !== undefined);
  // only a literal name: a formula or pill names the key at run time, unknown here
  if (typeof key !== 'string' || !key || key.includes('#{') || key.startsWith('=')) return rest;
  return { ...rest, rename: { ...rest.rename, [key]: renameFromInput.to } };
}

/**
 * A trigger whose event carries only part of what Workato's trigger gave: when a reference reads beyond `carries`,
 * an action of the same piece fetches the object right after the trigger and the references under `under` read it.
 */
export interface TriggerEnrichment {
  /** Workato paths the event itself carries (a path covers everything below it) */
  carries: string[][];
  /** the first Workato path segment the fetched object stands for (e.g. `card`) */
  under: string;
  /** the piece action that fetches it, and its props as Workato paths into the trigger's output */
  action: string;
  /** the fetch step's name on the canvas, in words (`{app}`: the piece's name) */
  title: EngineMessageKey;
  props: Record<string, string[]>;
  /** how a Workato path (starting at `under`) reads the action's output */
  output: OutputRule;
  /**
   * a list of the fetched object that Workato keys by an id (`fields.<field_id>`): a CODE step rebuilds
   * `{ <id>: value }` from the list items' `idPath` and `value`, and references under `under` read that step
   */
  keyed?: { field: string; idPath: string[]; value: string };
}

/** Named rewrites of one output key (see src/engine/mapping/output-keys.ts). */
export type OutputKeyRule = 'sheet_column_letter';

/** Workato trigger inputs that only say where the first poll starts (shared/research/workato.md: Salesforce trigger input `since_offset`; Jira `since`). */
export const POLL_START_KEYS: ReadonlySet<string> = new Set(['since', 'since_offset']);

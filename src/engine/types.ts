// Shared engine types: the Workato input as the engine sees it, datapills, and the translation result.
import type { Lang } from '../i18n/index.js';
import type { Diagnostic, DiagnosticKind } from './diagnostics.js';
import type { AllowedDifference, Difference, NotProven, Verdict } from './verification-types.js';
import type { FlowTrigger } from './flow/types.js';

/** One Workato recipe line (step). Unknown keys are kept: hand-written recipes carry extras. */
export interface WorkatoStep {
  number?: number;
  keyword: string;
  provider?: string | null;
  name?: string | null;
  as?: string | null;
  uuid?: string;
  input?: Record<string, unknown> | null;
  block?: WorkatoStep[];
  comment?: string | null;
  title?: string | null;
  description?: string | null;
  skip?: boolean;
  filter?: unknown;
  source?: string;
  dynamicPickListSelection?: Record<string, unknown>;
  extended_output_schema?: unknown;
  [key: string]: unknown;
}

export interface ConfigLine {
  keyword?: string;
  provider: string;
  name?: string;
  /** export: {zip_name, name, folder}; API: a number; built-ins: null */
  account_id?: unknown;
  [key: string]: unknown;
}

/** A recipe after wrapper detection (export, API, Inspect dump, UI pull, bare step). */
export interface NormalizedRecipe {
  /** Workato recipe id when the input carried one (API form), as a string. */
  id?: string;
  name: string;
  description?: string;
  version?: number;
  code: WorkatoStep;
  config: ConfigLine[];
  /** which wrapper the input used */
  shape: 'export' | 'api' | 'inspect' | 'ui_pull' | 'bare_step';
}

/** One element of a datapill path. */
export type PathElement =
  | string
  | number
  | { kind: 'current_item' }
  | { kind: 'size' }
  | { kind: 'current_index' }
  | { kind: 'first' }
  | { kind: 'last' }
  | { kind: 'other'; raw: unknown };

/** A Workato datapill, from either `_dp('{json}')` or the legacy `_('data.provider.as.path')`. */
export type Pill =
  | { type: 'output'; provider: string; line: string; path: PathElement[] }
  | { type: 'foreach_meta'; line: string; key: string }
  | { type: 'job_context'; path: string[] }
  | { type: 'property'; scope: 'project' | 'account'; name: string }
  | { type: 'unknown'; raw: string };

export type OperationStatus = 'mapped' | 'approximated' | 'unmapped';

/** routing.json `operations[]` entry. */
export interface OperationReport {
  step: number;
  provider: string;
  name: string;
  status: OperationStatus;
  /** the reasons, rendered in the user's language */
  reason?: string;
  /** codes of the diagnostics about this step (keys of the engine message catalogue) */
  codes?: string[];
}

export type Routing = 'ipaas_ready' | 'manual_revision';

export interface RoutingReport {
  routing: Routing;
  blocked_reason?: string;
  /** codes of the diagnostics that block the flow */
  blocked_codes?: string[];
  operations: OperationReport[];
  /** the run-time check of the flow against the recipe (src/verify/equivalence.ts) */
  verification?: RoutingVerification;
}

/** routing.json's `verification`: the check's data, each finding with its text in the user's language. */
export interface RoutingVerification {
  events: number;
  equivalent: boolean;
  verdict: Verdict;
  summary: string;
  /** `event`: the number of the generated event (1-based) */
  differences: Array<Omit<Difference, 'event'> & { event: number; text: string }>;
  not_proven: Array<NotProven & { text: string }>;
  approximations: Array<AllowedDifference & { text: string }>;
  /**
   * The flow changed after this check (`pipe-migrate code apply/check` without the recipe at hand): the findings
   * are about the earlier flow, the verdict is `not_proven` and the summary says how to check again.
   */
  stale?: true;
}

export interface TranslateOptions {
  lang: Lang;
  /** flows[0].schemaVersion, default "20" */
  schemaVersion?: string;
  /** raw connection hint text (`Connection: id` lines) */
  connections?: string;
  /** piece name -> exact version, overriding the bundled table */
  pieceVersions?: Record<string, string>;
  /** within a multi-flow import (a workspace's flows.zip): this flow's id and the flows its call steps call */
  links?: FlowLinks;
}

/** The called flow of one call step, as the workspace knows it (src/engine/workspace/calls.ts). */
export interface CalleeLink {
  /** the callee template's `metadata.externalId`: the id the dashboard import remaps */
  externalId: string;
  /** the callee's recipe name: its flow's display name, for the notes */
  name: string;
}

export interface FlowLinks {
  /** written as the template's `metadata.externalId` when this flow is called by another of the import */
  externalId?: string;
  /** by Workato step number of a call step (call_recipe / call_recipe_async): the flow it calls */
  calls?: Readonly<Record<number, CalleeLink>>;
}

/** Something a human must do before the flow runs as the recipe did, pointing at its Workato step. */
export interface ReviewItem {
  kind: DiagnosticKind;
  /** Workato step number, when the item belongs to one */
  step?: number;
  /** the Activepieces step name it concerns, when there is one */
  stepName?: string;
  /** the diagnostic's code (a key of the engine message catalogue) and its parameters */
  code?: string;
  params?: Readonly<Record<string, unknown>>;
  /** translated, human text */
  text: string;
}

/** Connection hints: what was bound where, and what matched nothing. */
export interface ConnectionReport {
  bound: Array<{ id: string; piece: string; label?: string; steps: string[] }>;
  unmatched: Array<{ id: string; label?: string }>;
  /** pieces in the flow that need a connection and got none */
  missing: string[];
}

/**
 * An Activepieces flow template (the file the user imports). Readers that must survive hand-made templates
 * (diagram, description) take it loosely typed; what the engine writes is a WrittenTemplate, typed step by step.
 */
export interface FlowTemplate<Trigger = Record<string, unknown>> {
  name: string;
  type: 'SHARED';
  flows: Array<{ displayName: string; trigger: Trigger; valid: boolean; schemaVersion: string; notes: unknown[] }>;
  [key: string]: unknown;
}

export type WrittenTemplate = FlowTemplate<FlowTrigger>;

export interface TranslationResult {
  recipe: NormalizedRecipe;
  /** folder name under the output base: sanitised recipe id, or the slug of the name */
  folder: string;
  /** slug of the recipe name, for `<slug>.flow.json` */
  slug: string;
  template: WrittenTemplate;
  routing: RoutingReport;
  review: ReviewItem[];
  connections: ConnectionReport;
  /** Mermaid flowchart source of the generated flow */
  mermaid: string;
  /** recipe_description.md content, in options.lang */
  description: string;
  /** what the stages found, as data (the review is their rendered text) */
  diagnostics: readonly Diagnostic[];
  /** what the recipe is and what its translation carried, read by the description and the wizard summary */
  facts: RecipeFacts;
}

/** Whether a recipe reads or writes a Pipefy object. */
export type Access = 'read' | 'write';
export type Kind = 'pipe' | 'phase' | 'field' | 'table';

/** One Pipefy pipe, phase, field or table a recipe step reads or writes. */
export interface Usage {
  kind: Kind;
  access: Access;
  /** the id or field key; '' when the value is computed at run time */
  id: string;
  step: number;
}

/** What the description and the wizard summary say about a recipe, read from its step tree and operations. */
export interface RecipeFacts {
  /** the steps Workato runs (none inside a disabled block), trigger first, in tree order */
  live: readonly WorkatoStep[];
  /** the live steps after the trigger, in all and by kind */
  counts: { steps: number; actions: number; conditions: number; loops: number; errorHandlers: number; stops: number };
  /** Workato providers of the live trigger and actions (control flow aside), in the order met */
  providers: readonly string[];
  /** what the recipe reads from and writes to Pipefy, in recipe order */
  pipefy: readonly Usage[];
  /** the trigger and the actions by outcome: routing.json's status, except that a step with a blocking review item is `blocked` */
  operations: { mapped: number; approximated: number; blocked: number; unmapped: number };
  /** false when a placeholder stands in for a trigger that could not be translated */
  triggerTranslated: boolean;
}

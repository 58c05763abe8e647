// What the translation stages hand each other (src/engine/index.ts composes them; src/engine/verify-stage.ts adds
// the run-time check between binding and reporting).
import type { Lang } from '../i18n/index.js';
import type { Diagnostic } from './diagnostics.js';
import type { BuildResult } from './flow/builder.js';
import type { FlowTrigger } from './flow/types.js';
import type { IRRecipe } from './ir.js';
import type { ConnectionReport, FlowLinks, NormalizedRecipe } from './types.js';

/** A recipe compiled to a flow, before connections are bound. Never changed by the later stages. */
export interface CompiledRecipe {
  readonly recipe: NormalizedRecipe;
  readonly ir: IRRecipe;
  readonly flow: Readonly<BuildResult>;
  readonly lang: Lang;
  readonly schemaVersion: string;
  /** the template's `metadata.externalId` in a multi-flow import (TranslateOptions.links) */
  readonly externalId?: string;
  /** the flows its call steps call (TranslateOptions.links): the verify stage expects them too */
  readonly callees?: FlowLinks['calls'];
}

/** A compiled recipe with its connections bound: a new flow, and what matched. */
export interface BoundRecipe {
  readonly compiled: CompiledRecipe;
  readonly trigger: FlowTrigger;
  readonly connections: ConnectionReport;
  /** the compile diagnostics followed by the binding's */
  readonly diagnostics: readonly Diagnostic[];
}

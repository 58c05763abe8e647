// Contract between the flow builder and the Ruby formula translator.
import type { MessageRef } from '../diagnostics.js';
import type { Pill } from '../types.js';

export type PillResolution = { ok: true; ref: string } | { ok: false; reason: MessageRef };

export interface FormulaContext {
  /**
   * Resolves a datapill to an Activepieces reference path without braces, in bracket form,
   * e.g. `trigger['data']['card']['id']` or `loop_3['item']['name']`.
   */
  resolvePill(pill: Pill): PillResolution;
  /**
   * Binds a reference (as returned by resolvePill) to an input of the CODE step that will compute the
   * formula, and returns the JavaScript expression that reads it inside the code (e.g. `inputs.v1`).
   * The same ref always gives the same expression within one owning step.
   */
  bindInput(ref: string): string;
  /** parsed formulas of the current translation, shared between its steps (ASTs are read-only) */
  parseCache?: Map<string, unknown>;
}

export type FormulaResult =
  /** a constant known at translation time */
  | { kind: 'literal'; value: string | number | boolean | null }
  /** an Activepieces template string: `{{ref}}`, text with refs, or `ap-formula-v1::{...}::ap-formula-v1` */
  | { kind: 'inline'; value: string }
  /**
   * JavaScript computed in a CODE step: `expr` reads bound inputs; `runtime` names helper functions it needs.
   * `skips`: a `skip` decides the value on some runs (`x.presence || skip`); it gives nil there, which reaches the
   * piece as an empty value where Workato leaves the field out of the request.
   */
  | { kind: 'code'; expr: string; runtime: string[]; skips?: true }
  /** Workato `skip`: the field is not sent */
  | { kind: 'skip' }
  /** outside the supported subset: never approximated */
  | { kind: 'unsupported'; reason: MessageRef };

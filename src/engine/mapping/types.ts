// The shape of mapping data: one row per Workato operation (or group of spellings).
import type { EngineMessageKey } from '../../i18n/messages/engine.js';
import type { OutputRule, RowFields, TriggerEnrichment } from './row-fields.js';
import type { ShaperName } from './shapers.js';

export type { PropRule, TriggerEnrichment } from './row-fields.js';

export interface OperationRow extends RowFields {
  /** canonical Workato provider, after normalisation (see providers.ts) */
  provider: string;
  /** the Workato operation name(s) this row covers */
  names: string[];
  /** 'approximated' when the target does not do exactly what Workato did; `note` says what differs */
  status?: 'mapped' | 'approximated';
  /** explains the approximation or what the user must do */
  note?: EngineMessageKey;
  /**
   * With status 'approximated': the Activepieces props whose values may differ from what Workato sent (the
   * equivalence check allows a difference there only). Absent: any prop of the step may differ.
   */
  approximates?: string[];
  /** builds the target input where the row's props cannot say it (shapers/*.ts) */
  shape?: ShaperName;
  output?: OutputRule;
  /**
   * The Workato step ends the job (Return result, Respond to API request): `self` when the target step itself
   * stops the run, `stop_after` when a flow-helper Stop must follow it. Later steps are never emitted.
   */
  endsRun?: 'self' | 'stop_after';
  /** a trigger whose event carries less than Workato's did: the step that fetches the rest (row-fields.ts) */
  enrich?: TriggerEnrichment;
}

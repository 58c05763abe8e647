// Named shapers: the few operations whose target input is built, not mapped key by key. A row names one with
// `shape`, typed as a key of this table.
import { API_CALL_SHAPERS } from './shapers/api-calls.js';
import { CONNECTOR_SHAPERS } from './shapers/connectors.js';
import type { Shaper } from './shapers/kit.js';
import { PLATFORM_SHAPERS } from './shapers/platform.js';
import { WRAPPER_SHAPERS } from './shapers/wrappers.js';
import { SENDGRID_SHAPERS } from './shapers/sendgrid.js';

export const SHAPERS = { ...PLATFORM_SHAPERS, ...CONNECTOR_SHAPERS, ...API_CALL_SHAPERS, ...WRAPPER_SHAPERS, ...SENDGRID_SHAPERS } satisfies Record<string, Shaper>;

export type ShaperName = keyof typeof SHAPERS;

export const SHAPER_NAMES = Object.keys(SHAPERS) as ShaperName[];

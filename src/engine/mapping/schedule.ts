// Workato scheduler input -> a 5-field cron expression and an IANA time zone.
import { own } from '../lookup.js';
import type { MappingNote } from './row-fields.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Rails/Workato time zone names seen in recipes -> IANA names accepted by the schedule piece. */
const RAILS_ZONES: Record<string, string> = {
  'Pacific Time (US & Canada)': 'America/Los_Angeles',
  'Mountain Time (US & Canada)': 'America/Denver',
  'Central Time (US & Canada)': 'America/Chicago',
  'Eastern Time (US & Canada)': 'America/New_York',
  Brasilia: 'America/Sao_Paulo',
  London: 'Europe/London',
  UTC: 'UTC',
  'Etc/UTC': 'UTC',
  Madrid: 'Europe/Madrid',
  Paris: 'Europe/Paris',
  Berlin: 'Europe/Berlin',
  Tokyo: 'Asia/Tokyo',
  Singapore: 'Asia/Singapore',
  Sydney: 'Australia/Sydney',
  'Mexico City': 'America/Mexico_City',
  'Buenos Aires': 'America/Argentina/Buenos_Aires',
  Bogota: 'America/Bogota',
  Lima: 'America/Lima',
  Santiago: 'America/Santiago',
};

const DAYS: Record<string, number> = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };

export interface CronResult {
  cron?: string;
  timezone: string;
  notes: MappingNote[];
}

function timeOf(value: string): { h: number; m: number } {
  const m = /(\d{1,2}):(\d{2})/.exec(value);
  return m ? { h: Number(m[1]) % 24, m: Number(m[2]) % 60 } : { h: 0, m: 0 };
}

/** "Timezone: the default is America/Los_Angeles" (docs.workato.com/features/scheduler/triggers/new-recurring-event.html). */
export const WORKATO_DEFAULT_ZONE = 'America/Los_Angeles';

export function timezoneOf(raw: string): { zone: string; known: boolean } {
  if (!raw) return { zone: WORKATO_DEFAULT_ZONE, known: true };
  const rails = own(RAILS_ZONES, raw);
  if (rails) return { zone: rails, known: true };
  if (/^[A-Za-z]+\/[A-Za-z_]+(\/[A-Za-z_]+)?$/.test(raw)) return { zone: raw, known: true };
  return { zone: 'UTC', known: false };
}

export function cronFromSchedule(input: Record<string, unknown>): CronResult {
  const notes: CronResult['notes'] = [];
  const tz = timezoneOf(str(input.timezone ?? input.time_zone));
  if (!tz.known) notes.push({ key: 'schedule_timezone', params: { zone: str(input.timezone ?? input.time_zone) } });
  const explicit = str(input.cron_expression ?? input.cron).trim();
  if (explicit) return { cron: explicit, timezone: tz.zone, notes };

  const unit = str(input.time_unit || 'minutes').toLowerCase();
  const every = Math.max(1, Number(str(input.trigger_every ?? input.interval ?? '1')) || 1);
  const at = timeOf(str(input.trigger_at ?? input.start_at ?? input.start_after));
  let cron: string | undefined;
  switch (unit) {
    case 'minutes':
      cron = every >= 60 ? `${at.m} */${Math.round(every / 60)} * * *` : `*/${every} * * * *`;
      if (every >= 60 && every % 60 !== 0) notes.push({ key: 'schedule_rounded', params: { every } });
      break;
    case 'hours':
      cron = every === 1 ? `${at.m} * * * *` : `${at.m} */${every} * * *`;
      break;
    case 'days':
      cron = every === 1 ? `${at.m} ${at.h} * * *` : `${at.m} ${at.h} */${every} * *`;
      if (every > 1) notes.push({ key: 'schedule_day_step', params: { every } });
      break;
    case 'weeks': {
      const days = str(input.days_of_week ?? input.day_of_week)
        .split(/[,\s]+/).map((d) => own(DAYS, d.toLowerCase()) ?? (/^\d$/.test(d) ? Number(d) : undefined)).filter((d): d is number => d !== undefined);
      cron = `${at.m} ${at.h} * * ${days.length ? [...new Set(days)].sort().join(',') : '1'}`;
      if (every > 1) notes.push({ key: 'schedule_week_step', params: { every } });
      break;
    }
    case 'months': {
      const day = str(input.day_of_month ?? input.days_of_month) || '1';
      cron = `${at.m} ${at.h} ${day === 'last_day' ? '28-31' : day} ${every === 1 ? '*' : `*/${every}`} *`;
      if (day === 'last_day') notes.push({ key: 'schedule_last_day' });
      break;
    }
    default:
      notes.push({ key: 'schedule_unknown', params: { unit } });
  }
  if (str(input.start_after)) notes.push({ key: 'schedule_start_after' });
  return { ...(cron ? { cron } : {}), timezone: tz.zone, notes };
}

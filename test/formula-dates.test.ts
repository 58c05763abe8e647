// Dates, times, durations and strftime in translated formulas, executed with the runtime.
import { describe, expect, it } from 'vitest';
import { p, runFormula as run } from './support/formula.js';

const cases: Array<[string, unknown]> = [
  ['"2024-01-31".to_date + 1.month', '2024-02-29'],
  ['"2024-03-31".to_date - 1.month', '2024-02-29'],
  ['"2024-02-29".to_date + 1.year', '2025-02-28'],
  ['"2024-01-31".to_date + 1', '2024-02-01'],
  ['"2024-12-30".to_date + 2.days', '2025-01-01'],
  ['"2024-01-01".to_date + 2.weeks', '2024-01-15'],
  ['"2024-03-05".to_date.strftime("%d/%m/%Y")', '05/03/2024'],
  ['"2024-03-05".to_date.to_s', '2024-03-05'],
  ['"2024-03-05T14:07:09Z".to_time.strftime("%y %b %B %a %A %p %I %j %e %-d %-m %L %z %%")', '24 Mar March Tue Tuesday PM 02 065  5 5 3 000 +0000 %'],
  ['"2024-03-05T14:07:09.123Z".to_time.strftime("%Y-%m-%dT%H:%M:%S.%L")', '2024-03-05T14:07:09.123'],
  ['"2024-03-05T14:07:09Z".to_time.strftime("%F %T %^a %-I:%M%P")', '2024-03-05 14:07:09 TUE 2:07pm'],
  ['"2024-03-05T14:07:09Z".to_time', '2024-03-05T14:07:09.000Z'],
  ['"2024-03-05T14:07:09-05:00".to_time.strftime("%H:%M %z")', '14:07 -0500'],
  ['"2024-03-05T14:07:09-05:00".to_time.utc.strftime("%H:%M")', '19:07'],
  ['"2024-01-15T12:00:00Z".to_time.in_time_zone("America/Sao_Paulo").strftime("%Y-%m-%d %H:%M %:z")', '2024-01-15 09:00 -03:00'],
  ['"2024-07-01T12:00:00Z".to_time.in_time_zone("America/New_York")', '2024-07-01T08:00:00.000-04:00'],
  ['"2024-01-01T23:30:00Z".to_time.in_time_zone("Asia/Tokyo").to_date', '2024-01-02'],
  ['"2024-03-09T12:00:00Z".to_time.in_time_zone("America/New_York") + 1.day', '2024-03-10T07:00:00.000-04:00'],
  ['"2024-03-05T14:07:09Z".to_time + 2.hours', '2024-03-05T16:07:09.000Z'],
  ['"2024-03-05T14:07:09Z".to_time - 30.minutes', '2024-03-05T13:37:09.000Z'],
  ['"2024-02-10".to_date.beginning_of_month', '2024-02-01'],
  ['"2024-02-10".to_date.end_of_month', '2024-02-29'],
  ['"2024-02-10T10:00:00Z".to_time.end_of_month', '2024-02-29T23:59:59.999Z'],
  ['"2024-02-14".to_date.beginning_of_week', '2024-02-12'],
  ['"2024-03-05".to_date - "2024-03-01".to_date', 4],
  ['"2024-03-05T10:00:00Z".to_time - "2024-03-05T09:00:00Z".to_time', 3600],
  ['"2024-03-05".to_date > "2024-03-01".to_date', true],
  ['"2024-03-05T10:00:00Z".to_time.to_i', 1709632800],
  ['"2024-03-05".to_date.month', 3],
  ['"2024-03-05T10:20:00Z".to_time.min', 20],
  ['"05/03/2024".to_date', '2024-03-05'],
  ['"March 5, 2024".to_date', '2024-03-05'],
  ['"03/05/2024".to_date(format: "%m/%d/%Y")', '2024-03-05'],
  ['1.day.to_i', 86400],
];

describe('dates and times follow Ruby/ActiveSupport semantics', () => {
  it.each(cases)('%s', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });

  it('reads the clock at run time, never at translation time', () => {
    const before = Date.now();
    const now = Date.parse(run('now') as string);
    expect(now).toBeGreaterThanOrEqual(before - 1000);
    expect(run('today')).toBe(new Date().toISOString().slice(0, 10));
    const ago = Date.parse(run('2.days.ago') as string);
    expect(Math.round((now - ago) / 864e5)).toBe(2);
    expect(run('1.hour.from_now.to_i - now.to_i')).toBe(3600);
    expect(run('today.strftime("%Y")')).toBe(String(new Date().getUTCFullYear()));
  });

  it('uses pills holding ISO strings', () => {
    expect(run(`${p('d')}.to_date.strftime("%d.%m.%Y")`, { d: '2024-12-25T08:00:00Z' })).toBe('25.12.2024');
    expect(run(`${p('d')}.present? ? ${p('d')} : now.to_date`, { d: '2024-01-01' })).toBe('2024-01-01');
    expect(run(`${p('d')}.present? ? ${p('d')} : today`, { d: '' })).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('fails on invalid dates and time zones, as Ruby does', () => {
    expect(() => run(`${p('d')}.to_date`, { d: 'not a date' })).toThrow(/invalid date/);
    expect(() => run(`${p('d')}.to_date`, { d: '2024-02-30' })).toThrow(/invalid date/);
    expect(() => run(`now.in_time_zone(${p('z')})`, { z: 'Mars/Base' })).toThrow(/Invalid Timezone/);
  });
});

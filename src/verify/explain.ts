// The equivalence check's findings as text, in the user's language (the one place where they become words).
import { translator, type Lang } from '../i18n/index.js';
import { verifyMessages } from '../i18n/messages/verify.js';
import type { AllowedDifference, Difference, NotProven, Verification } from './equivalence/types.js';

const MAX_VALUE = 120;

function shown(value: unknown, nothing: string): string {
  if (value === undefined || value === null || value === '') return nothing;
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 3)}...` : text;
}

export function verificationText(lang: Lang) {
  const t = translator(verifyMessages, lang);
  const step = (s: number | string | null | undefined) => (s === null || s === undefined ? t('run_end') : String(s));
  return {
    summary(v: Verification): string {
      const failing = v.results.filter((r) => r.verdict !== 'equivalent').length;
      const key = v.verdict === 'equivalent' ? 'summary_equivalent' : v.verdict === 'different' ? 'summary_different' : 'summary_not_proven';
      return t(key, { events: v.events, failing });
    },
    difference(d: Difference): string {
      const params = { step: step(d.step), field: d.field, event: d.event, workato: shown(d.workato, t('nothing')), flow: shown(d.flow, t('nothing')) };
      if (d.field === '(call)') return t('difference_call', params);
      if (d.field === '(outcome)') return t('difference_outcome', { ...params, workato: String(d.workato), flow: String(d.flow).split('\n')[0]!.slice(0, MAX_VALUE) });
      if (d.field.startsWith('(response)')) return t('difference_response', { ...params, field: d.field.replace(/^\(response\)\.?/, '') || '-' });
      return t('difference', params);
    },
    notProven(n: NotProven): string {
      return t(`not_proven_${n.code}`, { step: step(n.step), detail: (n.detail ?? '').slice(0, 200) });
    },
    allowed(a: AllowedDifference): string {
      return t('allowed', { step: a.step, field: a.field });
    },
    /** One sentence for routing.json's blocked_reason (the first difference, else the first reason not proven). */
    blocked(v: Verification): string | undefined {
      if (v.equivalent) return undefined;
      const first = v.results.find((r) => r.verdict === 'different')?.difference ?? v.differences[0];
      if (v.verdict === 'different' && first) return t('blocked', { difference: this.difference(first) });
      const reason = v.notProven[0] ? this.notProven(v.notProven[0]) : first ? this.difference(first) : this.summary(v);
      return t('blocked_not_proven', { reason });
    },
    titles: { differences: t('differences_title'), notProven: t('not_proven_title'), allowed: t('allowed_title') },
  };
}

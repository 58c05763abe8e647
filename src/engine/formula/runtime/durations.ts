// ActiveSupport durations (`3.days`), calendar arithmetic (months clamp to the month's end) and boundaries.
export const DURATIONS: string[] = [
  String.raw`class RbDuration {
  constructor(n, unit) { this.n = n; this.unit = unit; }
  get rbType() { return 'ActiveSupport::Duration'; }
  rbSeconds() {
    const per = { seconds: 1, minutes: 60, hours: 3600, days: 86400, weeks: 604800, months: 2629746, years: 31556952 };
    return rb_nv(this.n) * per[this.unit];
  }
  rbToS() { return rb_to_s(this.rbSeconds()); }
  rbInspect() { return rb_to_s(this.n) + ' ' + (rb_nv(this.n) === 1 ? this.unit.slice(0, -1) : this.unit); }
  toJSON() { return this.rbSeconds(); }
  rbEq(b) { return (b instanceof RbDuration ? b.rbSeconds() : rb_isnum(b) ? rb_nv(b) : NaN) === this.rbSeconds(); }
  rbCmp(b) {
    const x = this.rbSeconds(), y = b instanceof RbDuration ? b.rbSeconds() : rb_isnum(b) ? rb_nv(b) : NaN;
    return Number.isNaN(y) ? null : x < y ? -1 : x > y ? 1 : 0;
  }
  rbPlus(b) { return rb_dur_combine(this, b, 1); }
  rbMinus(b) { return rb_dur_combine(this, b, -1); }
  rbTimes(b) { return new RbDuration(rb_numop(this.n, b, '*'), this.unit); }
}`,
  String.raw`function rb_dur(n, unit) {
  if (!rb_isnum(n)) rb_nomethod(unit, n);
  return new RbDuration(n, unit);
}`,
  String.raw`function rb_dur_combine(a, b, sign) {
  if (b instanceof RbDuration) {
    if (b.unit === a.unit) return new RbDuration(rb_arith(a.n, b.n, sign > 0 ? '+' : '-'), a.unit);
    return new RbDuration(a.rbSeconds() + sign * b.rbSeconds(), 'seconds');
  }
  if (b instanceof Date && sign > 0) return rb_time_plus(b, a, 1);
  if (rb_isnum(b)) return new RbDuration(a.rbSeconds() + sign * rb_nv(b), 'seconds');
  throw new TypeError(rb_typename(b) + " can't be coerced into ActiveSupport::Duration");
}`,
  String.raw`function rb_ago(d) {
  if (!(d instanceof RbDuration)) rb_nomethod('ago', d);
  return rb_shift(rb_now(), -1, d);
}`,
  String.raw`function rb_from_now(d) {
  if (!(d instanceof RbDuration)) rb_nomethod('from_now', d);
  return rb_shift(rb_now(), 1, d);
}`,
  String.raw`function rb_time_plus(t, b, sign) {
  if (b instanceof RbDuration) return rb_shift(t, sign, b);
  if (rb_isnum(b)) {
    const n = rb_nv(b) * sign;
    if (t instanceof RbDate) return new RbDate(t.getTime() + Math.floor(n) * 864e5);
    return new RbTime(t.getTime() + n * 1000, t instanceof RbTime ? t.zone : null);
  }
  throw new TypeError('expected numeric');
}`,
  String.raw`function rb_time_minus(t, b) {
  if (b instanceof Date) {
    if (t instanceof RbDate && b instanceof RbDate) return Math.round((t.getTime() - b.getTime()) / 864e5);
    return rb_fl((t.getTime() - b.getTime()) / 1000);
  }
  return rb_time_plus(t, b, -1);
}`,
  String.raw`function rb_dim(y, m) {
  const x = new Date(Date.UTC(2000, 0, 1));
  x.setUTCFullYear(y, m, 0);
  return x.getUTCDate();
}`,
  String.raw`function rb_shift(t, sign, dur) {
  const n = rb_nv(dur.n) * sign, unit = dur.unit;
  const zone = t instanceof RbTime ? t.zone : null;
  const fixed = { seconds: 1e3, minutes: 6e4, hours: 36e5 }[unit];
  if (fixed) return new RbTime(t.getTime() + n * fixed, zone);
  const p = rb_zparts(t);
  const days = unit === 'days' ? n : unit === 'weeks' ? n * 7 : 0;
  const months = unit === 'months' ? Math.trunc(n) : unit === 'years' ? Math.trunc(n) * 12 : 0;
  let m = p.m - 1 + months;
  const y = p.y + Math.floor(m / 12);
  m = ((m % 12) + 12) % 12 + 1;
  const base = rb_mkdate(y, m, Math.min(p.d, rb_dim(y, m))).getTime();
  if (t instanceof RbDate) return new RbDate(base + Math.floor(days) * 864e5);
  return rb_from_local(base + days * 864e5 + ((p.H * 60 + p.M) * 60 + p.S) * 1000 + p.ms, zone);
}`,
  String.raw`function rb_bound(t, which) {
  if (!(t instanceof Date)) rb_nomethod(which, t);
  const p = rb_zparts(t), end = which.startsWith('end');
  let y = p.y, m = p.m, d = p.d;
  if (which.endsWith('month')) d = end ? rb_dim(y, m) : 1;
  else if (which.endsWith('year')) {
    m = end ? 12 : 1;
    d = end ? 31 : 1;
  } else if (which.endsWith('week')) {
    const back = (p.wday + 6) % 7;
    const x = new Date(rb_mkdate(y, m, d).getTime() + (end ? 6 - back : -back) * 864e5);
    y = x.getUTCFullYear();
    m = x.getUTCMonth() + 1;
    d = x.getUTCDate();
  }
  const day = rb_mkdate(y, m, d).getTime();
  if (t instanceof RbDate && !which.endsWith('day')) return new RbDate(day);
  return rb_from_local(end ? day + 864e5 - 1 : day, t instanceof RbTime ? t.zone : null);
}`,
  String.raw`function rb_dur_or_part(x, unit, part) { return rb_isnum(x) ? rb_dur(x, unit) : rb_tpart(x, part); }`,
];

// Dates and times. A Date (date only) is an RbDate at UTC midnight; a Time is an RbTime: an instant plus a zone
// (null = UTC, a number = fixed offset in minutes, a string = IANA zone read through Intl).
export const DATES: string[] = [
  String.raw`class RbDate extends Date {
  get rbType() { return 'Date'; }
  rbToS() { return this.toISOString().slice(0, 10); }
  rbInspect() { return this.rbToS(); }
  toJSON() { return this.rbToS(); }
  rbPlus(b) { return rb_time_plus(this, b, 1); }
  rbMinus(b) { return rb_time_minus(this, b); }
}`,
  String.raw`class RbTime extends Date {
  constructor(ms, zone) {
    super(ms);
    this.zone = zone == null ? null : zone;
  }
  get rbType() { return 'Time'; }
  rbToS() { return rb_iso(this); }
  rbInspect() { return rb_iso(this); }
  toJSON() { return rb_iso(this); }
  rbPlus(b) { return rb_time_plus(this, b, 1); }
  rbMinus(b) { return rb_time_minus(this, b); }
}`,
  String.raw`function rb_mkdate(y, m, d) {
  const x = new Date(Date.UTC(2000, m - 1, d));
  x.setUTCFullYear(y);
  if (Number.isNaN(x.getTime()) || x.getUTCMonth() !== m - 1 || x.getUTCDate() !== d) throw new Error('invalid date');
  return new RbDate(x.getTime());
}`,
  String.raw`function rb_tz_offset(zone, ms) {
  if (zone == null) return 0;
  if (typeof zone === 'number') return zone;
  let f;
  try {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  } catch (e) {
    throw new Error('Invalid Timezone: ' + zone);
  }
  const p = {};
  for (const part of f.formatToParts(new Date(ms))) p[part.type] = part.value;
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
  return Math.round((local - Math.floor(ms / 1000) * 1000) / 60000);
}`,
  String.raw`function rb_zparts(t) {
  const zone = t instanceof RbTime ? t.zone : null;
  const off = t instanceof RbDate ? 0 : rb_tz_offset(zone, t.getTime());
  const d = new Date(t.getTime() + off * 60000);
  return {
    y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), H: d.getUTCHours(), M: d.getUTCMinutes(),
    S: d.getUTCSeconds(), ms: d.getUTCMilliseconds(), wday: d.getUTCDay(), off: off, zone: zone,
  };
}`,
  String.raw`function rb_from_local(local, zone) {
  if (zone == null || typeof zone === 'number') return new RbTime(local - (zone || 0) * 60000, zone);
  const o1 = rb_tz_offset(zone, local);
  let ms = local - o1 * 60000;
  const o2 = rb_tz_offset(zone, ms);
  if (o2 !== o1) ms = local - o2 * 60000;
  return new RbTime(ms, zone);
}`,
  String.raw`function rb_pad(n, w) {
  const s = String(Math.abs(n)).padStart(w, '0');
  return n < 0 ? '-' + s : s;
}`,
  String.raw`function rb_iso(t) {
  if (!(t instanceof RbTime) || t.zone == null) return t.toISOString();
  const p = rb_zparts(t), o = Math.abs(p.off);
  return rb_pad(p.y, 4) + '-' + rb_pad(p.m, 2) + '-' + rb_pad(p.d, 2) + 'T' + rb_pad(p.H, 2) + ':' + rb_pad(p.M, 2) + ':' +
    rb_pad(p.S, 2) + '.' + rb_pad(p.ms, 3) + (p.off < 0 ? '-' : '+') + rb_pad(Math.floor(o / 60), 2) + ':' + rb_pad(o % 60, 2);
}`,
  String.raw`function rb_now() { return new RbTime(Date.now(), null); }`,
  String.raw`function rb_today() {
  const n = new Date();
  return rb_mkdate(n.getUTCFullYear(), n.getUTCMonth() + 1, n.getUTCDate());
}`,
  String.raw`function rb_tpart(t, key) {
  if (!(t instanceof Date)) rb_nomethod(key, t);
  const p = rb_zparts(t);
  switch (key) {
    case 'year': return p.y;
    case 'month': return p.m;
    case 'day': return p.d;
    case 'hour': return p.H;
    case 'min': return p.M;
    case 'sec': return p.S;
    case 'wday': return p.wday;
    default: return Math.round((Date.UTC(p.y, p.m - 1, p.d) - Date.UTC(p.y, 0, 1)) / 864e5) + 1;
  }
}`,
  String.raw`function rb_utc(t) {
  if (!(t instanceof Date) || t instanceof RbDate) rb_nomethod('utc', t);
  return new RbTime(t.getTime(), null);
}`,
  String.raw`function rb_in_time_zone(t, zone) {
  if (zone != null && typeof zone !== 'string') rb_typeerr(zone, 'String');
  if (zone != null) rb_tz_offset(zone, 0);
  if (typeof t === 'string') {
    const p = rb_parse_time(t);
    return p.off == null ? rb_from_local(p.local, zone) : new RbTime(p.local - p.off * 60000, zone);
  }
  if (t instanceof RbDate) return rb_from_local(t.getTime(), zone);
  if (t instanceof Date) return new RbTime(t.getTime(), zone);
  rb_nomethod('in_time_zone', t);
}`,
];

// Reading dates and times from strings: to_date, to_time (ISO 8601 first; a few common written forms).
export const PARSE_DATES: string[] = [
  String.raw`function rb_month(name) {
  const i = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(name.toLowerCase().slice(0, 3));
  if (i < 0) throw new Error('invalid date');
  return i + 1;
}`,
  String.raw`function rb_parse_time(s) {
  const m = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:T|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?\s*$/i.exec(s);
  if (m) {
    const day = rb_mkdate(Number(m[1]), Number(m[2]), Number(m[3])).getTime();
    const ms = m[7] ? Number((m[7] + '00').slice(0, 3)) : 0;
    const local = day + ((Number(m[4] || 0) * 60 + Number(m[5] || 0)) * 60 + Number(m[6] || 0)) * 1000 + ms;
    let off = null;
    if (m[8]) {
      const g = /^([+-])(\d{2}):?(\d{2})?$/.exec(m[8]);
      off = g ? (g[1] === '-' ? -1 : 1) * (Number(g[2]) * 60 + Number(g[3] || 0)) : 0;
    }
    return { local: local, off: off };
  }
  const ms = Date.parse(s);
  if (Number.isNaN(ms)) throw new Error('invalid date: ' + rb_inspect(s));
  return { local: ms, off: 0 };
}`,
  String.raw`function rb_to_time(x) {
  if (x instanceof RbTime) return x;
  if (x instanceof Date) return new RbTime(x.getTime(), null);
  const p = rb_parse_time(rb_str(x, 'to_time'));
  return new RbTime(p.local - (p.off || 0) * 60000, p.off ? p.off : null);
}`,
  String.raw`function rb_to_date(x, opts) {
  if (x instanceof RbDate) return x;
  if (x instanceof Date) {
    const p = rb_zparts(x);
    return rb_mkdate(p.y, p.m, p.d);
  }
  const s = rb_str(x, 'to_date');
  if (opts !== undefined) return rb_date_format(s, opts);
  let m = /^\s*(\d{4})[-\/](\d{1,2})[-\/](\d{1,2})/.exec(s) || /^\s*(\d{4})(\d{2})(\d{2})(?!\d)/.exec(s);
  if (m) return rb_mkdate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^\s*(\d{1,2})[-\/.](\d{1,2})[-\/.](\d{4})/.exec(s);
  if (m) return rb_mkdate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^\s*(?:[a-z]+,?\s+)?(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3})[a-z]*\.?,?[\s-]+(\d{4})/i.exec(s);
  if (m) return rb_mkdate(Number(m[3]), rb_month(m[2]), Number(m[1]));
  m = /^\s*(?:[a-z]+,?\s+)?([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/i.exec(s);
  if (m) return rb_mkdate(Number(m[3]), rb_month(m[1]), Number(m[2]));
  throw new Error('invalid date: ' + rb_inspect(s));
}`,
  String.raw`function rb_date_format(s, opts) {
  const fmt = rb_ishash(opts) ? opts.format : opts;
  if (typeof fmt !== 'string') throw new TypeError('to_date expects format: "..."');
  const pats = { Y: '(\\d{4})', m: '(\\d{1,2})', d: '(\\d{1,2})', e: '\\s?(\\d{1,2})', y: '(\\d{2})', b: '([A-Za-z]{3})', B: '([A-Za-z]+)', H: '\\d{1,2}', M: '\\d{1,2}', S: '\\d{1,2}', '%': '%' };
  const keys = [];
  let src = '';
  for (let i = 0; i < fmt.length; i++) {
    if (fmt[i] !== '%' || i + 1 >= fmt.length) {
      src += /\s/.test(fmt[i]) ? '\\s+' : rb_re_escape(fmt[i]);
      continue;
    }
    let d = fmt[++i];
    if (d === '-' && i + 1 < fmt.length) d = fmt[++i];
    if (!rb_has(pats, d)) throw new Error('unsupported date format directive %' + d);
    if (pats[d].includes('(')) keys.push(d);
    src += pats[d];
  }
  const m = new RegExp('^\\s*' + src).exec(s);
  if (!m) throw new Error('invalid date: ' + rb_inspect(s));
  let y = 1970, mo = 1, day = 1;
  keys.forEach((k, i) => {
    const v = m[i + 1];
    if (k === 'Y') y = Number(v);
    else if (k === 'y') y = Number(v) + (Number(v) < 69 ? 2000 : 1900);
    else if (k === 'm') mo = Number(v);
    else if (k === 'd' || k === 'e') day = Number(v);
    else mo = rb_month(v);
  });
  return rb_mkdate(y, mo, day);
}`,
];

// Presence predicates (ActiveSupport) and simple String methods.
export const STRINGS: string[] = [
  String.raw`function rb_blank(x) {
  if (x == null || x === false) return true;
  if (typeof x === 'string') return /^[\s\u0085]*$/.test(x);
  if (Array.isArray(x)) return x.length === 0;
  if (rb_ishash(x)) return Object.keys(x).length === 0;
  return false;
}`,
  String.raw`function rb_present(x) { return !rb_blank(x); }`,
  String.raw`function rb_presence(x) { return rb_blank(x) ? null : x; }`,
  String.raw`function rb_is_nil(x) { return x == null; }`,
  String.raw`function rb_empty(x) {
  if (typeof x === 'string' || Array.isArray(x)) return x.length === 0;
  if (rb_ishash(x)) return Object.keys(x).length === 0;
  rb_nomethod('empty?', x);
}`,
  String.raw`function rb_is_true(x) {
  if (x == null) return false;
  if (typeof x === 'boolean') return x;
  if (rb_isnum(x)) return rb_nv(x) !== 0;
  if (typeof x === 'string') return ['true', 't', 'yes', 'y', '1'].includes(x.trim().toLowerCase());
  rb_nomethod('is_true?', x);
}`,
  String.raw`function rb_is_not_true(x) { return !rb_is_true(x); }`,
  String.raw`function rb_strip(s) { return rb_str(s, 'strip').replace(/^[\0\t\n\v\f\r ]+|[\0\t\n\v\f\r ]+$/g, ''); }`,
  String.raw`function rb_lstrip(s) { return rb_str(s, 'lstrip').replace(/^[\0\t\n\v\f\r ]+/, ''); }`,
  String.raw`function rb_rstrip(s) { return rb_str(s, 'rstrip').replace(/[\0\t\n\v\f\r ]+$/, ''); }`,
  String.raw`function rb_upcase(s) { return rb_str(s, 'upcase').toUpperCase(); }`,
  String.raw`function rb_downcase(s) { return rb_str(s, 'downcase').toLowerCase(); }`,
  String.raw`function rb_capitalize(s) {
  const c = Array.from(rb_str(s, 'capitalize'));
  return c.length ? c[0].toUpperCase() + c.slice(1).join('').toLowerCase() : '';
}`,
  String.raw`function rb_titleize(s) {
  const u = rb_str(s, 'titleize')
    .replace(/([A-Z\d]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
  const h = u.replace(/^_+/, '').replace(/_id$/, '').replace(/_/g, ' ');
  return h.replace(/(^|[^\w'’])([a-z])/g, (m, pre, c) => pre + c.toUpperCase());
}`,
  String.raw`function rb_length(x) {
  if (typeof x === 'string') return Array.from(x).length;
  if (Array.isArray(x)) return x.length;
  if (rb_ishash(x)) return Object.keys(x).length;
  rb_nomethod('length', x);
}`,
  String.raw`function rb_reverse(x) {
  if (typeof x === 'string') return Array.from(x).reverse().join('');
  if (Array.isArray(x)) return x.slice().reverse();
  rb_nomethod('reverse', x);
}`,
  String.raw`function rb_re_escape(s) { return s.replace(/[.*+?^$\{}()|[\]\\]/g, '\\$&'); }`,
  String.raw`function rb_pattern(p, name) {
  if (p instanceof RegExp) return new RegExp(p.source, p.flags.replace('g', '') + 'g');
  if (typeof p === 'string') return new RegExp(rb_re_escape(p), 'g');
  rb_typeerr(p, 'Regexp');
}`,
  String.raw`function rb_include(x, v) {
  if (typeof x === 'string') {
    if (typeof v !== 'string') rb_typeerr(v, 'String');
    return x.includes(v);
  }
  if (Array.isArray(x)) return x.some((e) => rb_eq(e, v));
  if (rb_ishash(x)) return rb_has(x, rb_to_s(v));
  if (x instanceof RbRange) return x.rbIncludes(v);
  rb_nomethod('include?', x);
}`,
  String.raw`function rb_match_p(s, p) {
  if (s == null) rb_nomethod('match?', s);
  const re = p instanceof RegExp ? new RegExp(p.source, p.flags) : new RegExp(rb_str(p, 'match?'));
  return re.test(rb_str(s, 'match?'));
}`,
  String.raw`function rb_match_op(s, p) {
  if (typeof s !== 'string' || !(p instanceof RegExp)) {
    if (s instanceof RegExp && typeof p === 'string') return rb_match_op(p, s);
    return null;
  }
  const m = new RegExp(p.source, p.flags).exec(s);
  return m ? m.index : null;
}`,
  String.raw`function rb_starts_with(s, ...prefixes) {
  rb_str(s, 'start_with?');
  return prefixes.some((p) => (p instanceof RegExp ? new RegExp('(?<![\\s\\S])(?:' + p.source + ')', p.flags).test(s) : s.startsWith(rb_str(p, 'start_with?'))));
}`,
  String.raw`function rb_ends_with(s, ...suffixes) {
  rb_str(s, 'end_with?');
  return suffixes.some((p) => s.endsWith(rb_str(p, 'end_with?')));
}`,
  String.raw`function rb_index_of(s, p, start) {
  if (Array.isArray(s)) {
    const i = s.findIndex((e) => rb_eq(e, p));
    return i < 0 ? null : i;
  }
  rb_str(s, 'index');
  const re = rb_pattern(p, 'index');
  const from = start == null ? 0 : rb_int(start);
  re.lastIndex = from < 0 ? s.length + from : from;
  const m = re.exec(s);
  return m ? m.index : null;
}`,
];

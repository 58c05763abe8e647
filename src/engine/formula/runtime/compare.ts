// Ordering (<, <=, <=>), ranges, class tests (case/when, is_a?) and the conversion of a result to plain JSON.
export const COMPARE: string[] = [
  String.raw`function rb_cmp(a, b) {
  if (rb_isnum(a) && rb_isnum(b)) {
    const x = rb_nv(a), y = rb_nv(b);
    return x < y ? -1 : x > y ? 1 : x === y ? 0 : null;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Date && b instanceof Date) {
    const x = a.getTime(), y = b.getTime();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = rb_cmp(a[i], b[i]);
      if (c !== 0) return c;
    }
    return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
  }
  if (a != null && !rb_ishash(a) && typeof a.rbCmp === 'function') return a.rbCmp(b);
  return rb_eq(a, b) ? 0 : null;
}`,
  String.raw`function rb_order(a, b, op) {
  if (a == null) rb_nomethod(op, a);
  const c = rb_cmp(a, b);
  if (c == null) throw new Error('comparison of ' + rb_typename(a) + ' with ' + (b == null ? 'nil' : rb_typename(b)) + ' failed');
  return c;
}`,
  String.raw`function rb_lt(a, b) { return rb_order(a, b, '<') < 0; }`,
  String.raw`function rb_le(a, b) { return rb_order(a, b, '<=') <= 0; }`,
  String.raw`function rb_gt(a, b) { return rb_order(a, b, '>') > 0; }`,
  String.raw`function rb_ge(a, b) { return rb_order(a, b, '>=') >= 0; }`,
  String.raw`function rb_spaceship(a, b) {
  if (a == null) return b == null ? 0 : null;
  return rb_cmp(a, b);
}`,
  String.raw`class RbRange {
  constructor(from, to, excl) { this.from = from; this.to = to; this.excl = excl; }
  get rbType() { return 'Range'; }
  rbToS() { return rb_to_s(this.from) + (this.excl ? '...' : '..') + rb_to_s(this.to); }
  rbInspect() { return rb_inspect(this.from) + (this.excl ? '...' : '..') + rb_inspect(this.to); }
  toJSON() { return this.rbToS(); }
  rbEq(b) { return b instanceof RbRange && rb_eq(this.from, b.from) && rb_eq(this.to, b.to) && this.excl === b.excl; }
  rbCaseEq(v) { return this.rbIncludes(v); }
  rbIncludes(v) {
    if (this.from != null) {
      const c = rb_cmp(this.from, v);
      if (c == null || c > 0) return false;
    }
    if (this.to != null) {
      const c = rb_cmp(v, this.to);
      if (c == null || c > 0 || (this.excl && c === 0)) return false;
    }
    return true;
  }
  rbItems() {
    const s = rb_int(this.from), e = this.to == null ? Infinity : rb_int(this.to) - (this.excl ? 1 : 0);
    if (e - s > 1e6) throw new RangeError('range too large');
    const out = [];
    for (let i = s; i <= e; i++) out.push(i);
    return out;
  }
  rbBounds(len) {
    let s = this.from == null ? 0 : rb_int(this.from);
    let e = this.to == null ? len - 1 : rb_int(this.to);
    if (s < 0) s += len;
    if (e < 0) e += len;
    if (this.excl && this.to != null) e -= 1;
    if (s < 0 || s > len) return null;
    return [s, Math.max(0, Math.min(e, len - 1) - s + 1)];
  }
}`,
  String.raw`function rb_range(from, to, excl) { return new RbRange(from, to, excl); }`,
  String.raw`class RbClass {
  constructor(name) { this.name = name; }
  get rbType() { return 'Class'; }
  rbToS() { return this.name; }
  toJSON() { return this.name; }
  rbCaseEq(v) { return rb_is_a(v, this); }
}`,
  String.raw`function rb_cls(name) { return new RbClass(name); }`,
  String.raw`function rb_is_a(v, c) {
  if (!(c instanceof RbClass)) throw new TypeError('class or module required');
  const t = rb_typename(v);
  switch (c.name) {
    case 'Object': case 'BasicObject': return true;
    case 'Numeric': return t === 'Integer' || t === 'Float';
    case 'NilClass': return t === 'nil';
    case 'TrueClass': return t === 'true';
    case 'FalseClass': return t === 'false';
    case 'String': case 'Symbol': return t === 'String';
    case 'Time': case 'DateTime': return t === 'Time';
    default: return t === c.name;
  }
}`,
  String.raw`function rb_case_eq(pattern, v) {
  if (pattern instanceof RegExp) return typeof v === 'string' && new RegExp(pattern.source, pattern.flags).test(v);
  if (pattern != null && !rb_ishash(pattern) && typeof pattern.rbCaseEq === 'function') return pattern.rbCaseEq(v);
  return rb_eq(pattern, v);
}`,
  String.raw`function rb_out(x) {
  if (x == null) return null;
  if (x instanceof RbFloat) return x.v;
  if (typeof x !== 'object') return x;
  if (Array.isArray(x)) return x.map(rb_out);
  if (rb_ishash(x)) {
    const o = {};
    for (const k of Object.keys(x)) rb_put(o, k, rb_out(x[k]));
    return o;
  }
  if (x instanceof RegExp) return x.source;
  if (typeof x.toJSON === 'function') return x.toJSON();
  return x;
}`,
];

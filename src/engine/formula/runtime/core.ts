// Core runtime: truthiness, numbers' integer/float distinction, type names, errors, equality and ordering.
// Ruby nil is JavaScript null (undefined is read as nil too). Whole floats are boxed in RbFloat so that
// `7.0 / 2` and `3.0.to_s` keep Ruby's float semantics; other floats are plain numbers.
export const CORE: string[] = [
  String.raw`class RbFloat {
  constructor(v) { this.v = v; }
  valueOf() { return this.v; }
  toJSON() { return this.v; }
}`,
  String.raw`function rb_fl(v) { return Number.isInteger(v) ? new RbFloat(v) : v; }`,
  String.raw`function rb_isnum(x) { return typeof x === 'number' || x instanceof RbFloat; }`,
  String.raw`function rb_isfloat(x) { return x instanceof RbFloat || (typeof x === 'number' && !Number.isInteger(x)); }`,
  String.raw`function rb_nv(x) { return x instanceof RbFloat ? x.v : x; }`,
  String.raw`function rb_ishash(x) {
  if (x == null || typeof x !== 'object' || Array.isArray(x)) return false;
  const p = Object.getPrototypeOf(x);
  return p === null || Object.getPrototypeOf(p) === null;
}`,
  String.raw`function rb_truthy(x) { return x != null && x !== false; }`,
  String.raw`function rb_or(a, b) { return rb_truthy(a) ? a : b(); }`,
  String.raw`function rb_and(a, b) { return rb_truthy(a) ? b() : a; }`,
  String.raw`function rb_typename(x) {
  if (x == null) return 'nil';
  if (typeof x === 'string') return 'String';
  if (typeof x === 'boolean') return x ? 'true' : 'false';
  if (rb_isnum(x)) return rb_isfloat(x) ? 'Float' : 'Integer';
  if (Array.isArray(x)) return 'Array';
  if (rb_ishash(x)) return 'Hash';
  if (typeof x.rbType === 'string') return x.rbType;
  if (x instanceof Date) return 'Time';
  if (x instanceof RegExp) return 'Regexp';
  return 'Object';
}`,
  String.raw`function rb_nomethod(name, x) {
  throw new Error("undefined method '" + name + "' for " + (x == null ? 'nil' : 'an instance of ' + rb_typename(x)));
}`,
  String.raw`function rb_typeerr(x, target) {
  throw new TypeError('no implicit conversion of ' + rb_typename(x) + ' into ' + target);
}`,
  String.raw`function rb_str(x, name) {
  if (typeof x !== 'string') rb_nomethod(name, x);
  return x;
}`,
  String.raw`function rb_int(x) {
  if (!rb_isnum(x)) rb_typeerr(x, 'Integer');
  return Math.trunc(rb_nv(x));
}`,
  String.raw`function rb_has(h, k) { return Object.prototype.hasOwnProperty.call(h, k); }`,
  String.raw`function rb_put(h, k, v) {
  Object.defineProperty(h, k, { value: v, enumerable: true, writable: true, configurable: true });
  return h;
}`,
  String.raw`function rb_fmt_float(v) {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
  if (v === 0) return Object.is(v, -0) ? '-0.0' : '0.0';
  const a = Math.abs(v);
  if (a >= 1e16 || a < 1e-4) {
    const parts = v.toExponential().split('e');
    const m = parts[0].includes('.') ? parts[0] : parts[0] + '.0';
    const digits = parts[1].replace(/^[+-]/, '');
    return m + 'e' + (parts[1][0] === '-' ? '-' : '+') + (digits.length < 2 ? '0' + digits : digits);
  }
  const s = String(v);
  return s.includes('.') ? s : s + '.0';
}`,
  String.raw`function rb_to_s(x) {
  if (x == null) return '';
  if (typeof x === 'string') return x;
  if (typeof x === 'boolean') return String(x);
  if (x instanceof RbFloat) return rb_fmt_float(x.v);
  if (typeof x === 'number') {
    if (!Number.isInteger(x)) return rb_fmt_float(x);
    return Math.abs(x) < 1e21 ? String(x) : BigInt(x).toString();
  }
  if (Array.isArray(x) || rb_ishash(x)) return rb_inspect(x);
  if (typeof x.rbToS === 'function') return x.rbToS();
  if (x instanceof Date) return x.toISOString();
  if (x instanceof RegExp) return '(?-mix:' + x.source + ')';
  return String(x);
}`,
  String.raw`function rb_inspect(x) {
  if (x == null) return 'nil';
  if (typeof x === 'string') return JSON.stringify(x).replace(/#(?=[{$@])/g, '\\#');
  if (Array.isArray(x)) return '[' + x.map(rb_inspect).join(', ') + ']';
  if (rb_ishash(x)) return '{' + Object.keys(x).map((k) => rb_inspect(k) + '=>' + rb_inspect(x[k])).join(', ') + '}';
  if (typeof x.rbInspect === 'function') return x.rbInspect();
  if (x instanceof RegExp) return '/' + x.source + '/';
  return rb_to_s(x);
}`,
  String.raw`function rb_eq(a, b) {
  if (a == null || b == null) return a == null && b == null;
  if (rb_isnum(a) || rb_isnum(b)) return rb_isnum(a) && rb_isnum(b) && rb_nv(a) === rb_nv(b);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => rb_eq(v, b[i]));
  if (rb_ishash(a)) {
    if (!rb_ishash(b)) return false;
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => rb_has(b, k) && rb_eq(a[k], b[k]));
  }
  if (a instanceof Date) return b instanceof Date && rb_typename(a) === rb_typename(b) && a.getTime() === b.getTime();
  if (a instanceof RegExp) return b instanceof RegExp && a.source === b.source && a.flags === b.flags;
  if (typeof a.rbEq === 'function') return a.rbEq(b);
  return a === b;
}`,
  String.raw`function rb_ne(a, b) { return !rb_eq(a, b); }`,
];

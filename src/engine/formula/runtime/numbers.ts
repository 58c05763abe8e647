// Arithmetic operators and numeric methods with Ruby semantics (floored integer division and modulo, floats
// contagious, nil receivers raising).
export const NUMBERS: string[] = [
  String.raw`function rb_arith(a, b, op) {
  const f = rb_isfloat(a) || rb_isfloat(b), x = rb_nv(a), y = rb_nv(b);
  let r;
  if (op === '+') r = x + y;
  else if (op === '-') r = x - y;
  else if (op === '*') r = x * y;
  else if (op === '/') {
    if (!f && y === 0) throw new Error('divided by 0');
    r = f ? x / y : Math.floor(x / y);
  } else if (op === '%') {
    if (!f && y === 0) throw new Error('divided by 0');
    r = x % y;
    if (r !== 0 && (r < 0) !== (y < 0)) r += y;
  } else {
    r = Math.pow(x, y);
    return f || y < 0 ? rb_fl(r) : r;
  }
  return f ? rb_fl(r) : r;
}`,
  String.raw`function rb_numop(a, b, op) {
  if (!rb_isnum(b)) throw new TypeError(rb_typename(b) + " can't be coerced into " + rb_typename(a));
  return rb_arith(a, b, op);
}`,
  String.raw`function rb_dispatch(a, b, op, method) {
  if (a != null && !rb_ishash(a) && typeof a[method] === 'function') return a[method](b);
  rb_nomethod(op, a);
}`,
  String.raw`function rb_add(a, b) {
  if (typeof a === 'string') {
    if (typeof b !== 'string') rb_typeerr(b, 'String');
    return a + b;
  }
  if (rb_isnum(a)) return rb_numop(a, b, '+');
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) rb_typeerr(b, 'Array');
    return a.concat(b);
  }
  return rb_dispatch(a, b, '+', 'rbPlus');
}`,
  String.raw`function rb_minus(a, b) {
  if (rb_isnum(a)) return rb_numop(a, b, '-');
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) rb_typeerr(b, 'Array');
    return a.filter((x) => !b.some((y) => rb_eq(x, y)));
  }
  return rb_dispatch(a, b, '-', 'rbMinus');
}`,
  String.raw`function rb_mul(a, b) {
  if (rb_isnum(a)) return rb_numop(a, b, '*');
  if (typeof a === 'string' || Array.isArray(a)) {
    if (Array.isArray(a) && typeof b === 'string') return rb_join(a, b);
    const n = rb_int(b);
    if (n < 0) throw new Error('negative argument');
    if (typeof a === 'string') return a.repeat(n);
    let out = [];
    for (let i = 0; i < n; i++) out = out.concat(a);
    return out;
  }
  return rb_dispatch(a, b, '*', 'rbTimes');
}`,
  String.raw`function rb_div(a, b) {
  if (rb_isnum(a)) return rb_numop(a, b, '/');
  rb_nomethod('/', a);
}`,
  String.raw`function rb_mod(a, b) {
  if (rb_isnum(a)) return rb_numop(a, b, '%');
  if (typeof a === 'string') return rb_format(a, b);
  rb_nomethod('%', a);
}`,
  String.raw`function rb_pow(a, b) {
  if (rb_isnum(a)) return rb_numop(a, b, '**');
  rb_nomethod('**', a);
}`,
  String.raw`function rb_neg(a) {
  if (!rb_isnum(a)) rb_nomethod('-@', a);
  return a instanceof RbFloat ? new RbFloat(-a.v) : -a;
}`,
  String.raw`function rb_to_i(x) {
  if (x == null) return 0;
  if (typeof x === 'string') {
    const m = /^\s*([+-]?\d+(?:_\d+)*)/.exec(x);
    return m ? Number(m[1].replace(/_/g, '')) + 0 : 0;
  }
  if (rb_isnum(x)) {
    const v = rb_nv(x);
    if (!Number.isFinite(v)) throw new Error('FloatDomainError: ' + rb_fmt_float(v));
    return Math.trunc(v) + 0;
  }
  if (x instanceof Date) return Math.floor(x.getTime() / 1000);
  if (typeof x === 'object' && !rb_ishash(x) && typeof x.rbSeconds === 'function') return Math.trunc(x.rbSeconds());
  rb_nomethod('to_i', x);
}`,
  String.raw`function rb_to_f(x) {
  if (x == null) return rb_fl(0);
  if (typeof x === 'string') {
    const m = /^\s*([+-]?)(\d+(?:_\d+)*)?(\.\d+(?:_\d+)*)?/.exec(x);
    if (!m || (!m[2] && !m[3])) return rb_fl(0);
    let s = m[1] + (m[2] || '0') + (m[3] || '');
    const e = /^[eE][+-]?\d+/.exec(x.slice(m[0].length));
    if (e) s += e[0];
    return rb_fl(Number(s.replace(/_/g, '')));
  }
  if (rb_isnum(x)) return rb_fl(rb_nv(x));
  if (x instanceof Date) return rb_fl(x.getTime() / 1000);
  if (typeof x === 'object' && !rb_ishash(x) && typeof x.rbSeconds === 'function') return rb_fl(x.rbSeconds());
  rb_nomethod('to_f', x);
}`,
  String.raw`function rb_half_up(v) { return v < 0 ? -Math.round(-v) : Math.round(v); }`,
  String.raw`function rb_round(x, digits) {
  if (!rb_isnum(x)) rb_nomethod('round', x);
  const d = digits == null ? 0 : rb_int(digits), v = rb_nv(x);
  if (!rb_isfloat(x) || d <= 0) {
    if (d >= 0) return rb_half_up(v);
    const s = Math.pow(10, -d);
    return rb_half_up(v / s) * s;
  }
  if (d > 15) return x;
  const s = Math.pow(10, d);
  let f = rb_half_up(v * s);
  if (v > 0 && (f + 0.5) / s <= v) f += 1;
  else if (v < 0 && (f - 0.5) / s >= v) f -= 1;
  return rb_fl(f / s);
}`,
  String.raw`function rb_floor(x, digits) { return rb_step_round(x, digits, Math.floor, 'floor'); }`,
  String.raw`function rb_ceil(x, digits) { return rb_step_round(x, digits, Math.ceil, 'ceil'); }`,
  String.raw`function rb_step_round(x, digits, fn, name) {
  if (!rb_isnum(x)) rb_nomethod(name, x);
  const d = digits == null ? 0 : rb_int(digits), v = rb_nv(x);
  if (d <= 0) {
    const s = Math.pow(10, -d);
    return fn(v / s) * s + 0;
  }
  if (!rb_isfloat(x)) return v;
  const s = Math.pow(10, d);
  return rb_fl(fn(v * s) / s);
}`,
  String.raw`function rb_abs(x) {
  if (!rb_isnum(x)) rb_nomethod('abs', x);
  return x instanceof RbFloat ? new RbFloat(Math.abs(x.v)) : Math.abs(x);
}`,
];

// Helpers for Ruby code steps (src/engine/ruby): iteration blocks, element assignment, `<<`, raise and output.
// Blocks of two parameters receive one array ([element, index], [element, memo], [memo, element]).
export const STATEMENTS: string[] = [
  String.raw`function rb_each(x, fn) {
  rb_items(x, 'each').forEach((e) => fn(e));
  return x;
}`,
  String.raw`function rb_each_with_index(x, fn) {
  rb_items(x, 'each_with_index').forEach((e, i) => fn([e, i]));
  return x;
}`,
  String.raw`function rb_map_with_index(x, fn) { return rb_items(x, 'each_with_index').map((e, i) => fn([e, i])); }`,
  String.raw`function rb_each_with_object(x, memo, fn) {
  rb_items(x, 'each_with_object').forEach((e) => fn([e, memo]));
  return memo;
}`,
  String.raw`function rb_inject(x, init, fn, hasInit) {
  const items = rb_items(x, 'inject');
  let acc = hasInit ? init : items.length ? items[0] : null;
  for (const e of hasInit ? items : items.slice(1)) acc = fn([acc, e]);
  return acc;
}`,
  String.raw`function rb_times(n, fn) {
  const count = rb_int(n);
  for (let i = 0; i < count; i++) fn(i);
  return n;
}`,
  String.raw`function rb_group_by(x, fn) {
  const h = {};
  for (const e of rb_items(x, 'group_by')) {
    const k = rb_to_s(fn(e));
    if (!rb_has(h, k)) rb_put(h, k, []);
    h[k].push(e);
  }
  return h;
}`,
  String.raw`function rb_push(x, ...values) {
  if (!Array.isArray(x)) rb_nomethod('push', x);
  x.push(...values);
  return x;
}`,
  String.raw`function rb_shovel(x, v) {
  if (Array.isArray(x)) {
    x.push(v);
    return x;
  }
  if (typeof x === 'string') return x + rb_str(v, '<<');
  rb_nomethod('<<', x);
}`,
  String.raw`function rb_aset(x, k, v) {
  if (rb_ishash(x)) {
    rb_put(x, rb_to_s(k), v);
    return v;
  }
  if (Array.isArray(x)) {
    let i = rb_int(k);
    if (i < 0) i += x.length;
    if (i < 0) throw new Error('IndexError: index ' + rb_int(k) + ' too small for array');
    while (x.length < i) x.push(null);
    x[i] = v;
    return v;
  }
  rb_nomethod('[]=', x);
}`,
  String.raw`function rb_fetch(x, k, fallback, hasFallback) {
  if (rb_ishash(x)) {
    const key = rb_to_s(k);
    if (rb_has(x, key)) return x[key];
  } else if (Array.isArray(x)) {
    const i = rb_int(k) < 0 ? rb_int(k) + x.length : rb_int(k);
    if (i >= 0 && i < x.length) return x[i];
  } else rb_nomethod('fetch', x);
  if (hasFallback) return fallback;
  throw new Error('KeyError: key not found: ' + rb_inspect(k));
}`,
  String.raw`function rb_delete(x, k) {
  if (!rb_ishash(x)) rb_nomethod('delete', x);
  const key = rb_to_s(k);
  if (!rb_has(x, key)) return null;
  const v = x[key];
  delete x[key];
  return v;
}`,
  String.raw`function rb_pop(x, n) {
  if (!Array.isArray(x)) rb_nomethod('pop', x);
  if (n === undefined) return x.length ? x.pop() : null;
  return x.splice(Math.max(0, x.length - rb_int(n)));
}`,
  String.raw`function rb_tap(x, fn) {
  fn(x);
  return x;
}`,
  String.raw`function rb_masgn(v, n) {
  const items = rb_splat(v);
  return Array.from({ length: n }, (_, i) => (i < items.length ? items[i] : null));
}`,
  String.raw`function rb_raise(kind, text) {
  const message = text !== undefined ? rb_to_s(text) : kind == null ? 'unhandled exception' : rb_to_s(kind);
  throw new Error(message);
}`,
  String.raw`function rb_puts(...values) {
  console.log(values.map(rb_to_s).join('\n'));
  return null;
}`,
];

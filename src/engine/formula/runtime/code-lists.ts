// Collection methods Ruby code steps use beyond the formula methods (src/engine/ruby/methods.ts). Values and error
// texts were checked against Ruby 3.1. `each_slice` without a block gives the list of slices where Ruby gives an
// enumerator over them: the same items for the map, to_a, each, size or first that follow it.
export const CODE_LISTS: string[] = [
  String.raw`function rb_to_h(x, fn) {
  if (x == null) return {};
  if (rb_ishash(x) && !fn) return x;
  const h = {};
  rb_items(x, 'to_h').forEach((e, i) => {
    const pair = fn ? fn(e) : e;
    if (!Array.isArray(pair)) throw new TypeError('wrong element type ' + rb_typename(pair) + ' at ' + i + ' (expected array)');
    if (pair.length !== 2) throw new Error('wrong array length at ' + i + ' (expected 2, was ' + pair.length + ')');
    rb_put(h, rb_to_s(pair[0]), pair[1]);
  });
  return h;
}`,
  String.raw`function rb_even(x, odd) {
  if (!rb_isnum(x) || rb_isfloat(x)) rb_nomethod(odd ? 'odd?' : 'even?', x);
  return Math.abs(x % 2) === (odd ? 1 : 0);
}`,
  String.raw`function rb_chars(s) { return [...rb_str(s, 'chars')]; }`,
  String.raw`function rb_count_arg(n, verb) {
  if (n == null) throw new TypeError('no implicit conversion from nil to integer');
  const c = rb_int(n);
  if (c < 0) throw new Error('attempt to ' + verb + ' negative size');
  return c;
}`,
  String.raw`function rb_take(x, n) { return rb_items(x, 'take').slice(0, rb_count_arg(n, 'take')); }`,
  String.raw`function rb_drop(x, n) { return rb_items(x, 'drop').slice(rb_count_arg(n, 'drop')); }`,
  String.raw`function rb_zip(x, ...others) {
  const lists = others.map((o) => {
    if (o == null || !(Array.isArray(o) || rb_ishash(o) || o instanceof RbRange)) throw new TypeError('wrong argument type ' + (o == null ? 'NilClass' : rb_typename(o)) + ' (must respond to :each)');
    return rb_items(o, 'zip');
  });
  return rb_items(x, 'zip').map((e, i) => [e, ...lists.map((l) => (i < l.length ? l[i] : null))]);
}`,
  String.raw`function rb_each_slice(x, n, fn) {
  const size = rb_int(n);
  if (size <= 0) throw new Error('invalid slice size');
  const items = rb_items(x, 'each_slice');
  const slices = [];
  for (let i = 0; i < items.length; i += size) slices.push(items.slice(i, i + size));
  if (!fn) return slices;
  slices.forEach((s) => fn(s));
  return x;
}`,
  String.raw`function rb_transform_values(x, fn) {
  if (!rb_ishash(x)) rb_nomethod('transform_values', x);
  const h = {};
  for (const k of Object.keys(x)) rb_put(h, k, fn(x[k]));
  return h;
}`,
  String.raw`function rb_transform_keys(x, fn) {
  if (!rb_ishash(x)) rb_nomethod('transform_keys', x);
  const h = {};
  for (const k of Object.keys(x)) rb_put(h, rb_to_s(fn(k)), x[k]);
  return h;
}`,
  String.raw`function rb_partition(x, fn) {
  const yes = [], no = [];
  for (const e of rb_items(x, 'partition')) (rb_truthy(fn(e)) ? yes : no).push(e);
  return [yes, no];
}`,
  String.raw`function rb_find_index(x, v, fn) {
  if (!Array.isArray(x)) rb_nomethod('find_index', x);
  const i = fn ? x.findIndex((e) => rb_truthy(fn(e))) : x.findIndex((e) => rb_eq(e, v));
  return i < 0 ? null : i;
}`,
  // Time.at(seconds): the server's local time, UTC (as Time.iso8601 without a zone)
  String.raw`function rb_time_at(n) {
  if (!rb_isnum(n)) throw new TypeError("can't convert " + (n == null ? 'NilClass' : rb_typename(n)) + ' into an exact number');
  return new RbTime(Math.floor(rb_nv(n) * 1000), 0);
}`,
];

// Aggregates, ordering of collections and JSON.
export const AGGREGATES: string[] = [
  String.raw`function rb_sum(x, init, fn) {
  let acc = init === undefined ? 0 : init;
  for (const e of rb_items(x, 'sum')) acc = rb_add(acc, fn ? fn(e) : e);
  return acc;
}`,
  String.raw`function rb_extreme(x, fn, sign, name) {
  let best = null, bestKey = null, first = true;
  for (const e of rb_items(x, name)) {
    const k = fn ? fn(e) : e;
    if (first || rb_order(k, bestKey, '<=>') * sign > 0) {
      best = e;
      bestKey = k;
      first = false;
    }
  }
  return best;
}`,
  String.raw`function rb_min(x, fn) {
  if (x instanceof Date) return rb_tpart(x, 'min');
  return rb_extreme(x, fn, -1, 'min');
}`,
  String.raw`function rb_max(x, fn) { return rb_extreme(x, fn, 1, 'max'); }`,
  String.raw`function rb_min_by(x, fn) { return rb_extreme(x, fn, -1, 'min_by'); }`,
  String.raw`function rb_max_by(x, fn) { return rb_extreme(x, fn, 1, 'max_by'); }`,
  String.raw`function rb_sort(x, fn) {
  const items = rb_items(x, 'sort').slice();
  if (fn) return items.sort((a, b) => rb_int(fn([a, b])));
  return items.sort((a, b) => rb_order(a, b, '<=>'));
}`,
  String.raw`function rb_sort_by(x, fn) {
  const keyed = rb_items(x, 'sort_by').map((e) => [fn(e), e]);
  return keyed.sort((a, b) => rb_order(a[0], b[0], '<=>')).map((p) => p[1]);
}`,
  String.raw`function rb_to_a(x) {
  if (Array.isArray(x)) return x;
  if (x == null) return [];
  return rb_items(x, 'to_a');
}`,
  String.raw`function rb_to_json(x) { return JSON.stringify(rb_out(x)); }`,
  String.raw`function rb_parse_json(x) {
  try {
    return JSON.parse(rb_str(x, 'parse_json'));
  } catch (e) {
    if (e instanceof SyntaxError) throw new Error('JSON::ParserError: ' + e.message);
    throw e;
  }
}`,
];

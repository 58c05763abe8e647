// Array and Hash methods; blocks arrive as JavaScript functions of one argument (hash entries as [key, value]).
export const LISTS: string[] = [
  String.raw`function rb_items(x, name) {
  if (Array.isArray(x)) return x;
  if (rb_ishash(x)) return Object.entries(x);
  if (x instanceof RbRange) return x.rbItems();
  rb_nomethod(name, x);
}`,
  String.raw`function rb_splat(x) { return Array.isArray(x) ? x : [x]; }`,
  String.raw`function rb_entries_hash(entries) {
  const h = {};
  for (const e of entries) rb_put(h, rb_to_s(e[0]), e[1]);
  return h;
}`,
  String.raw`function rb_map(x, fn) { return rb_items(x, 'map').map((e) => fn(e)); }`,
  String.raw`function rb_select(x, fn) {
  const r = rb_items(x, 'select').filter((e) => rb_truthy(fn(e)));
  return rb_ishash(x) ? rb_entries_hash(r) : r;
}`,
  String.raw`function rb_reject(x, fn) {
  const r = rb_items(x, 'reject').filter((e) => !rb_truthy(fn(e)));
  return rb_ishash(x) ? rb_entries_hash(r) : r;
}`,
  String.raw`function rb_find(x, fn) {
  const r = rb_items(x, 'find').find((e) => rb_truthy(fn(e)));
  return r === undefined ? null : r;
}`,
  String.raw`function rb_any(x, fn) { return rb_items(x, 'any?').some((e) => rb_truthy(fn ? fn(e) : e)); }`,
  String.raw`function rb_all(x, fn) { return rb_items(x, 'all?').every((e) => rb_truthy(fn ? fn(e) : e)); }`,
  String.raw`function rb_none(x, fn) { return !rb_items(x, 'none?').some((e) => rb_truthy(fn ? fn(e) : e)); }`,
  String.raw`function rb_count(x, v, fn) {
  if (typeof x === 'string') {
    const set = Array.from(rb_str(v, 'count'));
    return Array.from(x).filter((c) => set.includes(c)).length;
  }
  const items = rb_items(x, 'count');
  if (fn) return items.filter((e) => rb_truthy(fn(e))).length;
  if (v !== undefined) return items.filter((e) => rb_eq(e, v)).length;
  return items.length;
}`,
  String.raw`function rb_dig_key(x, k) {
  if (rb_ishash(x)) {
    const key = rb_to_s(k);
    return rb_has(x, key) ? x[key] : null;
  }
  if (Array.isArray(x)) return rb_aref(x, k);
  rb_nomethod('dig', x);
}`,
  String.raw`function rb_where(list, conds) {
  if (!Array.isArray(list)) rb_nomethod('where', list);
  if (!rb_ishash(conds)) throw new TypeError('where expects conditions as key: value');
  const tests = Object.keys(conds).map((raw) => {
    const m = /^(.*?)\s*(>=|<=|!=|==|>|<)$/.exec(raw);
    return { key: m ? m[1] : raw, op: m ? m[2] : '==', want: conds[raw] };
  });
  const ok = (v, t) => {
    if (t.op === '==' || t.op === '!=') {
      const w = t.want;
      const hit = Array.isArray(w) ? w.some((x) => rb_eq(v, x)) : w instanceof RegExp ? typeof v === 'string' && new RegExp(w.source, w.flags).test(v) : w instanceof RbRange ? w.rbIncludes(v) : rb_eq(v, w);
      return t.op === '==' ? hit : !hit;
    }
    const c = v == null ? null : rb_cmp(v, t.want);
    if (c == null) return false;
    return t.op === '>' ? c > 0 : t.op === '<' ? c < 0 : t.op === '>=' ? c >= 0 : c <= 0;
  };
  return list.filter((item) => rb_ishash(item) && tests.every((t) => ok(rb_has(item, t.key) ? item[t.key] : null, t)));
}`,
  String.raw`function rb_pluck(list, ...keys) {
  if (!Array.isArray(list)) rb_nomethod('pluck', list);
  const get = (item, k) => (item == null ? null : rb_dig_key(item, k));
  return list.map((item) => (keys.length === 1 ? get(item, keys[0]) : keys.map((k) => get(item, k))));
}`,
  String.raw`function rb_dig(x, ...keys) {
  let cur = x;
  for (const k of keys) {
    if (cur == null) return null;
    cur = rb_dig_key(cur, k);
  }
  return cur === undefined ? null : cur;
}`,
  String.raw`function rb_uniq(x, fn) {
  if (!Array.isArray(x)) rb_nomethod('uniq', x);
  const out = [], seen = [];
  for (const e of x) {
    const k = fn ? fn(e) : e;
    if (!seen.some((s) => rb_eq(s, k))) {
      seen.push(k);
      out.push(e);
    }
  }
  return out;
}`,
  String.raw`function rb_compact(x) {
  if (Array.isArray(x)) return x.filter((e) => e != null);
  if (rb_ishash(x)) return rb_entries_hash(Object.entries(x).filter((e) => e[1] != null));
  rb_nomethod('compact', x);
}`,
  String.raw`function rb_flatten(x, depth) {
  if (!Array.isArray(x)) rb_nomethod('flatten', x);
  return x.flat(depth == null ? Infinity : rb_int(depth));
}`,
  String.raw`function rb_keys(x) {
  if (!rb_ishash(x)) rb_nomethod('keys', x);
  return Object.keys(x);
}`,
  String.raw`function rb_values(x) {
  if (!rb_ishash(x)) rb_nomethod('values', x);
  return Object.values(x);
}`,
  String.raw`function rb_has_key(x, k) {
  if (!rb_ishash(x)) rb_nomethod('key?', x);
  return rb_has(x, rb_to_s(k));
}`,
  String.raw`function rb_except(x, ...keys) {
  if (!rb_ishash(x)) rb_nomethod('except', x);
  const drop = keys.map(rb_to_s);
  return rb_entries_hash(Object.entries(x).filter((e) => !drop.includes(e[0])));
}`,
  String.raw`function rb_merge(x, y) {
  if (!rb_ishash(x)) rb_nomethod('merge', x);
  if (!rb_ishash(y)) rb_typeerr(y, 'Hash');
  return rb_entries_hash(Object.entries(x).concat(Object.entries(y)));
}`,
];

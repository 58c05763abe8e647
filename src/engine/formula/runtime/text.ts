// String/Array methods that slice, split, join and substitute.
export const TEXT: string[] = [
  String.raw`function rb_seq(x, name) {
  if (typeof x === 'string') return Array.from(x);
  if (Array.isArray(x)) return x;
  rb_nomethod(name, x);
}`,
  String.raw`function rb_aref(x, a, b) { return rb_slice(x, a, b, '[]'); }`,
  String.raw`function rb_slice(x, a, b, name) {
  if (rb_ishash(x) && name === '[]') {
    const k = rb_to_s(a);
    return rb_has(x, k) ? x[k] : null;
  }
  const items = rb_seq(x, name || 'slice'), str = typeof x === 'string', len = items.length;
  const wrap = (arr) => (str ? arr.join('') : arr);
  if (b !== undefined) {
    let s = rb_int(a);
    const n = rb_int(b);
    if (s < 0) s += len;
    if (s < 0 || s > len || n < 0) return null;
    return wrap(items.slice(s, s + n));
  }
  if (a instanceof RbRange) {
    const r = a.rbBounds(len);
    return r ? wrap(items.slice(r[0], r[0] + r[1])) : null;
  }
  if (str && typeof a === 'string') return x.includes(a) ? a : null;
  if (str && a instanceof RegExp) {
    const m = new RegExp(a.source, a.flags).exec(x);
    return m ? m[0] : null;
  }
  let i = rb_int(a);
  if (i < 0) i += len;
  return i < 0 || i >= len ? null : items[i];
}`,
  String.raw`function rb_first(x, n) {
  if (rb_ishash(x)) x = Object.entries(x);
  const items = rb_seq(x, 'first'), str = typeof x === 'string';
  if (n === undefined) return items.length ? items[0] : str ? '' : null;
  const k = rb_int(n);
  if (k < 0) throw new Error('negative array size');
  return str ? items.slice(0, k).join('') : items.slice(0, k);
}`,
  String.raw`function rb_last(x, n) {
  const items = rb_seq(x, 'last'), str = typeof x === 'string';
  if (n === undefined) return items.length ? items[items.length - 1] : str ? '' : null;
  const k = rb_int(n);
  if (k < 0) throw new Error('negative array size');
  const r = items.slice(Math.max(items.length - k, 0));
  return str ? r.join('') : r;
}`,
  String.raw`function rb_split(s, sep, limit) {
  rb_str(s, 'split');
  const lim = limit == null ? 0 : rb_int(limit);
  let re;
  if (sep == null || sep === ' ') {
    s = s.replace(/^[\t\n\v\f\r ]+/, '');
    re = /[\t\n\v\f\r ]+/g;
  } else if (sep instanceof RegExp) re = new RegExp(sep.source, sep.flags.replace('g', '') + 'g');
  else if (typeof sep === 'string') re = new RegExp(rb_re_escape(sep), 'g');
  else rb_typeerr(sep, 'String');
  if (s === '') return [];
  const parts = [];
  let last = 0, m;
  while ((lim <= 0 || parts.length < lim - 1) && (m = re.exec(s)) !== null) {
    if (m[0] === '') {
      re.lastIndex++;
      if (m.index === 0 || m.index >= s.length) continue;
    }
    parts.push(s.slice(last, m.index), ...m.slice(1).filter((g) => g !== undefined));
    last = m.index + m[0].length;
  }
  parts.push(s.slice(last));
  if (lim === 0) while (parts.length && parts[parts.length - 1] === '') parts.pop();
  return parts;
}`,
  String.raw`function rb_join(a, sep) {
  if (!Array.isArray(a)) rb_nomethod('join', a);
  if (sep != null && typeof sep !== 'string') rb_typeerr(sep, 'String');
  return a.map((e) => (Array.isArray(e) ? rb_join(e, sep) : rb_to_s(e))).join(sep == null ? '' : sep);
}`,
  String.raw`function rb_smart_join(a, sep) {
  if (!Array.isArray(a)) rb_nomethod('smart_join', a);
  const items = a.flat(Infinity).map((e) => rb_to_s(e).trim()).filter((e) => e !== '');
  return items.join(sep == null ? ' ' : rb_to_s(sep));
}`,
  String.raw`function rb_backrefs(rep, m) {
  return rep.replace(/\\(\d|&|k<(\w+)>|\\|'|\x60)/g, (all, c, name) => {
    if (name) return (m.groups && m.groups[name]) || '';
    if (c === '&') return m[0];
    if (c === '\\') return '\\';
    if (c === "'") return m.input.slice(m.index + m[0].length);
    if (c === '\x60') return m.input.slice(0, m.index);
    return m[Number(c)] || '';
  });
}`,
  String.raw`function rb_replace(s, pat, rep, blk, all, name) {
  rb_str(s, name);
  if (rep === undefined && !blk) throw new Error('wrong number of arguments (given 1, expected 2)');
  if (rep !== undefined && typeof rep !== 'string' && !rb_ishash(rep)) rb_typeerr(rep, 'String');
  const re = rb_pattern(pat, name);
  let out = '', last = 0, m;
  while ((m = re.exec(s)) !== null) {
    out += s.slice(last, m.index);
    if (rep === undefined) out += rb_to_s(blk(m[0]));
    else out += typeof rep === 'string' ? rb_backrefs(rep, m) : rb_to_s(rb_has(rep, m[0]) ? rep[m[0]] : null);
    last = m.index + m[0].length;
    if (m[0] === '') re.lastIndex++;
    if (!all) break;
  }
  return out + s.slice(last);
}`,
  String.raw`function rb_gsub(s, pat, rep, blk) { return rb_replace(s, pat, rep, blk, true, 'gsub'); }`,
  String.raw`function rb_sub(s, pat, rep, blk) { return rb_replace(s, pat, rep, blk, false, 'sub'); }`,
  String.raw`function rb_encode_base64(s) {
  let bin = '';
  for (const b of new TextEncoder().encode(rb_str(s, 'encode_base64'))) bin += String.fromCharCode(b);
  return btoa(bin);
}`,
  String.raw`function rb_decode_base64(s) {
  const bin = atob(rb_str(s, 'decode_base64').replace(/\s+/g, ''));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}`,
  String.raw`function rb_encode_url(s) {
  return encodeURIComponent(rb_to_s(s)).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}`,
];

// Formatting and other helpers: String#% (sprintf), ljust/rjust, scan, iso8601, to_currency, uuid.
export const MISC: string[] = [
  String.raw`function rb_fmt_key(h, k) {
  if (!rb_ishash(h)) throw new Error('one hash required');
  if (!rb_has(h, k)) throw new Error('key<' + k + '> not found');
  return h[k];
}`,
  String.raw`function rb_fmt_num(v, conv) {
  if (typeof v === 'string') {
    const t = v.trim().replace(/_/g, '');
    if (t === '' || Number.isNaN(Number(t))) throw new Error('invalid value for ' + (conv === 'f' ? 'Float' : 'Integer') + '(): ' + rb_inspect(v));
    return Number(t);
  }
  if (!rb_isnum(v)) rb_typeerr(v, conv === 'f' ? 'Float' : 'Integer');
  return rb_nv(v);
}`,
  String.raw`function rb_format(fmt, args) {
  const list = Array.isArray(args) ? args : [args];
  let next = 0;
  const re = /%(?:\{(\w+)\}|(?:<(\w+)>)?([-+ 0]*)(\d+)?(?:\.(\d+))?([sdifxXobeEc%]))/g;
  return fmt.replace(re, (all, brace, angle, flags, width, prec, conv) => {
    if (brace) return rb_to_s(rb_fmt_key(list[0], brace));
    if (conv === '%') return '%';
    if (!angle && next >= list.length) throw new Error('too few arguments');
    const v = angle ? rb_fmt_key(list[0], angle) : list[next++];
    let body, sign = '', numeric = true;
    if (conv === 's' || conv === 'c') {
      body = rb_to_s(v);
      if (conv === 'c') body = Array.from(body)[0] || '';
      if (prec) body = Array.from(body).slice(0, Number(prec)).join('');
      numeric = false;
    } else {
      let n = rb_fmt_num(v, conv);
      if (conv !== 'f' && conv !== 'e' && conv !== 'E') n = Math.trunc(n);
      if (n < 0 || Object.is(n, -0)) sign = '-';
      else if (flags.includes('+')) sign = '+';
      else if (flags.includes(' ')) sign = ' ';
      const a = Math.abs(n), digits = prec ? Number(prec) : 6;
      if (conv === 'f') body = a.toFixed(digits);
      else if (conv === 'e' || conv === 'E') {
        body = a.toExponential(digits).replace(/e([+-])(\d)$/, 'e$10$2');
        if (conv === 'E') body = body.toUpperCase();
      } else if (conv === 'x') body = a.toString(16);
      else if (conv === 'X') body = a.toString(16).toUpperCase();
      else if (conv === 'o') body = a.toString(8);
      else if (conv === 'b') body = a.toString(2);
      else body = String(a);
    }
    const w = width ? Number(width) : 0, len = sign.length + Array.from(body).length;
    if (len >= w) return sign + body;
    if (flags.includes('-')) return sign + body + ' '.repeat(w - len);
    if (numeric && flags.includes('0')) return sign + '0'.repeat(w - len) + body;
    return ' '.repeat(w - len) + sign + body;
  });
}`,
  String.raw`function rb_just(s, width, pad, side) {
  const chars = Array.from(rb_str(s, side === 'l' ? 'ljust' : 'rjust'));
  const fill = Array.from(pad === undefined ? ' ' : rb_str(pad, 'ljust'));
  if (fill.length === 0) throw new Error('zero width padding');
  const n = rb_int(width) - chars.length;
  if (n <= 0) return s;
  const padding = [];
  for (let i = 0; i < n; i++) padding.push(fill[i % fill.length]);
  return side === 'l' ? s + padding.join('') : padding.join('') + s;
}`,
  String.raw`function rb_ljust(s, width, pad) { return rb_just(s, width, pad, 'l'); }`,
  String.raw`function rb_rjust(s, width, pad) { return rb_just(s, width, pad, 'r'); }`,
  String.raw`function rb_scan(s, pat) {
  const re = rb_pattern(pat, 'scan'), out = [];
  let m;
  while ((m = re.exec(rb_str(s, 'scan'))) !== null) {
    out.push(m.length > 1 ? m.slice(1).map((g) => (g === undefined ? null : g)) : m[0]);
    if (m[0] === '') re.lastIndex++;
  }
  return out;
}`,
  String.raw`function rb_iso8601(t) {
  if (t instanceof RbDate) return t.rbToS();
  if (!(t instanceof Date)) rb_nomethod('iso8601', t);
  const zone = t instanceof RbTime ? t.zone : null;
  return rb_strftime(t, '%Y-%m-%dT%H:%M:%S') + (zone == null ? 'Z' : rb_strftime(t, '%:z'));
}`,
  String.raw`function rb_to_currency(x, opts) {
  const o = rb_ishash(opts) ? opts : {};
  const get = (k, d) => (rb_has(o, k) && o[k] != null ? o[k] : d);
  const n = rb_fmt_num(x, 'f'), precision = rb_int(get('precision', 2));
  const fixed = Math.abs(n).toFixed(precision).split('.');
  const int = fixed[0].replace(/\B(?=(\d{3})+(?!\d))/g, rb_to_s(get('delimiter', ',')));
  const num = int + (fixed[1] ? rb_to_s(get('separator', '.')) + fixed[1] : '');
  const text = rb_to_s(get('format', '%u%n')).replace('%u', rb_to_s(get('unit', '$'))).replace('%n', num);
  return n < 0 ? '-' + text : text;
}`,
  String.raw`function rb_uuid() {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const h = [];
  for (let i = 0; i < 16; i++) h.push(Math.floor(Math.random() * 256));
  h[6] = (h[6] & 0x0f) | 0x40;
  h[8] = (h[8] & 0x3f) | 0x80;
  const s = h.map((b) => b.toString(16).padStart(2, '0')).join('');
  return s.slice(0, 8) + '-' + s.slice(8, 12) + '-' + s.slice(12, 16) + '-' + s.slice(16, 20) + '-' + s.slice(20);
}`,
  String.raw`function rb_format_map(list, fmt) {
  if (!Array.isArray(list)) rb_nomethod('format_map', list);
  return list.map((item) => rb_format(rb_str(fmt, 'format_map'), item));
}`,
  String.raw`function rb_encode_hex(s) {
  return Array.from(new TextEncoder().encode(rb_str(s, 'encode_hex')), (b) => b.toString(16).padStart(2, '0')).join('');
}`,
  String.raw`function rb_decode_hex(s) {
  const hex = rb_str(s, 'decode_hex');
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new Error('invalid hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return new TextDecoder().decode(bytes);
}`,
  String.raw`function rb_to_csv(list) {
  if (!Array.isArray(list)) rb_nomethod('to_csv', list);
  const cell = (v) => {
    const s = rb_to_s(v);
    return v == null ? '' : /[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
  };
  return list.map(cell).join(',') + '\n';
}`,
];

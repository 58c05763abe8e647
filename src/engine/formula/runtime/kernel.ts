// Ruby's conversion functions that code steps call without a receiver (Kernel#Array, Kernel#Integer, Kernel#Float)
// and Time.iso8601 (time.rb, Time.xmlschema). The accepted forms, values and error texts were checked against
// Ruby 3.1 (`ruby -e`); what JavaScript cannot hold exactly (integers past 2**53, Time#to_a) raises instead of
// giving another value.
export const KERNEL: string[] = [
  // Kernel#Array: nil is [], an array itself, a hash its [key, value] pairs, a range its items, anything else [x]
  String.raw`function rb_kernel_array(x) {
  if (x == null) return [];
  if (Array.isArray(x)) return x;
  if (rb_ishash(x) || x instanceof RbRange) return rb_items(x, 'to_a');
  if (x instanceof RbTime) throw new Error('Array() of a Time (Time#to_a) is not supported');
  return [x];
}`,
  String.raw`function rb_ruby_strip(s) { return s.replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, ''); }`,
  String.raw`function rb_kernel_cannot(x, target) {
  throw new TypeError("can't convert " + (x == null ? 'nil' : typeof x === 'boolean' ? String(x) : rb_typename(x)) + ' into ' + target);
}`,
  // Kernel#Integer: decimal, 0x, 0b, 0o/0 (octal) and 0d forms, `_` between digits, spaces around; floats truncate
  String.raw`function rb_kernel_integer(x) {
  if (rb_isnum(x)) {
    const v = rb_nv(x);
    if (!Number.isFinite(v)) throw new RangeError(Number.isNaN(v) ? 'NaN' : v > 0 ? 'Infinity' : '-Infinity');
    return rb_safe_integer(Math.trunc(v));
  }
  if (x instanceof RbTime) return Math.floor(x.getTime() / 1000);
  if (typeof x !== 'string') rb_kernel_cannot(x, 'Integer');
  const m = /^([+-]?)(?:0[xX]([0-9a-fA-F]+(?:_[0-9a-fA-F]+)*)|0[bB]([01]+(?:_[01]+)*)|0[oO_]?([0-7]+(?:_[0-7]+)*)|0[dD](\d+(?:_\d+)*)|([1-9]\d*(?:_\d+)*|0))$/.exec(rb_ruby_strip(x));
  if (!m) throw new Error('invalid value for Integer(): ' + rb_inspect(x));
  const forms = [[m[2], 16], [m[3], 2], [m[4], 8], [m[5], 10], [m[6], 10]];
  const [digits, base] = forms.find((f) => f[0] !== undefined);
  const v = parseInt(digits.replace(/_/g, ''), base);
  return rb_safe_integer(m[1] === '-' ? -v : v);
}`,
  String.raw`function rb_safe_integer(v) {
  if (!Number.isSafeInteger(v)) throw new RangeError('integer ' + v + ' is past 2**53, which this runtime cannot hold exactly');
  return v === 0 ? 0 : v;
}`,
  // Kernel#Float: decimal with optional fraction and exponent (".5" yes, "5." no), hexadecimal with an optional
  // fraction and binary exponent ("0x1.8p1"), `_` between digits, spaces around
  String.raw`function rb_kernel_float(x) {
  if (rb_isnum(x)) return rb_fl(rb_nv(x));
  if (x instanceof RbTime) return rb_fl(x.getTime() / 1000);
  if (typeof x !== 'string') rb_kernel_cannot(x, 'Float');
  const s = rb_ruby_strip(x);
  const dec = /^[+-]?(?:\d+(?:_\d+)*(?:\.\d+(?:_\d+)*)?|\.\d+(?:_\d+)*)(?:[eE][+-]?\d+(?:_\d+)*)?$/;
  if (dec.test(s)) return rb_fl(Number(s.replace(/_/g, '')));
  const hex = /^([+-]?)0[xX]([0-9a-fA-F]+(?:_[0-9a-fA-F]+)*)(?:\.([0-9a-fA-F]+))?(?:[pP]([+-]?\d+))?$/.exec(s);
  if (!hex) throw new Error('invalid value for Float(): ' + rb_inspect(x));
  let v = parseInt(hex[2].replace(/_/g, ''), 16);
  if (hex[3]) v += parseInt(hex[3], 16) / Math.pow(16, hex[3].length);
  if (hex[4]) v *= Math.pow(2, Number(hex[4]));
  return rb_fl(hex[1] === '-' ? -v : v);
}`,
  // Time.iso8601 (Time.xmlschema): date, T, time, optional fraction and zone; no zone is the server's local time
  // (UTC); Z and -00:00 give UTC; days past the month's end roll over, as Time.utc does
  String.raw`function rb_time_iso8601(x) {
  if (x != null && typeof x !== 'string') rb_typeerr(x, 'String');
  const m = x == null ? null : /^[ \t\n\v\f\r]*(-?\d+)-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d+)?(Z|[+-]\d\d(?::?\d\d)?)?[ \t\n\v\f\r]*$/i.exec(x);
  if (!m) throw new Error('invalid xmlschema format: ' + rb_inspect(x));
  const [y, mon, day, h, min, sec] = m.slice(1, 7).map(Number);
  if (mon < 1 || mon > 12) throw new Error('mon out of range');
  if (day < 1) throw new Error('mday out of range');
  if (day > 31) throw new Error('argument out of range');
  if (h > 24) throw new Error('hour out of range');
  if (min > 59 || (h === 24 && min > 0)) throw new Error('min out of range');
  if (sec > 60 || (h === 24 && sec > 0)) throw new Error('sec out of range');
  let zone = 0;
  if (m[8] && /^(Z|-00(:?00)?)$/i.test(m[8])) zone = null;
  else if (m[8]) {
    const o = /^([+-])(\d\d):?(\d\d)?$/.exec(m[8]);
    if (Number(o[2]) >= 24) throw new Error('utc_offset out of range');
    zone = (o[1] === '-' ? -1 : 1) * (Number(o[2]) * 60 + Number(o[3] || 0));
  }
  const start = new Date(0);
  start.setUTCFullYear(y, mon - 1, 1);
  const ms = m[7] ? Number((m[7].slice(1) + '00').slice(0, 3)) : 0;
  const at = start.getTime() + (day - 1) * 86400000 + ((h * 60 + min) * 60 + sec) * 1000 + ms - (zone || 0) * 60000;
  if (!Number.isFinite(at) || Math.abs(at) > 8.64e15) throw new Error('argument out of range');
  return new RbTime(at, zone);
}`,
];

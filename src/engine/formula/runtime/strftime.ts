// Time#strftime with Ruby's directives and flags (`-` no padding, `_` space padding, `0` zeros, `^` upcase,
// `#` swap case, width). Unknown directives are copied as they are, as Ruby does.
export const STRFTIME: string[] = [
  String.raw`function rb_strftime(t, fmt) {
  if (!(t instanceof Date)) rb_nomethod('strftime', t);
  if (typeof fmt !== 'string') rb_typeerr(fmt, 'String');
  const p = rb_zparts(t);
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const yday = Math.round((Date.UTC(p.y, p.m - 1, p.d) - Date.UTC(p.y, 0, 1)) / 864e5) + 1;
  const h12 = p.H % 12 || 12;
  return fmt.replace(/%([-_0^#:]*)(\d*)([a-zA-Z%+])/g, (all, flags, width, c) => {
    let v, w = 2, pad = '0', text = false;
    switch (c) {
      case 'Y': v = p.y; w = 4; break;
      case 'C': v = Math.floor(p.y / 100); break;
      case 'y': v = ((p.y % 100) + 100) % 100; break;
      case 'm': v = p.m; break;
      case 'd': v = p.d; break;
      case 'e': v = p.d; pad = ' '; break;
      case 'j': v = yday; w = 3; break;
      case 'H': v = p.H; break;
      case 'k': v = p.H; pad = ' '; break;
      case 'I': v = h12; break;
      case 'l': v = h12; pad = ' '; break;
      case 'M': v = p.M; break;
      case 'S': v = p.S; break;
      case 'L': v = p.ms; w = 3; break;
      case 'N': {
        const digits = width ? Number(width) : 9;
        return (rb_pad(p.ms, 3) + '000000').slice(0, 9).padEnd(digits, '0').slice(0, digits);
      }
      case 'u': v = p.wday || 7; w = 1; break;
      case 'w': v = p.wday; w = 1; break;
      case 's': v = Math.floor(t.getTime() / 1000); w = 1; break;
      case 'z': {
        const o = Math.abs(p.off), sign = p.off < 0 ? '-' : '+';
        const hh = rb_pad(Math.floor(o / 60), 2), mm = rb_pad(o % 60, 2);
        return flags.includes(':') ? sign + hh + ':' + mm : sign + hh + mm;
      }
      case 'Z': v = rb_zone_name(t, p); text = true; break;
      case 'p': v = p.H < 12 ? 'AM' : 'PM'; text = true; break;
      case 'P': v = p.H < 12 ? 'am' : 'pm'; text = true; break;
      case 'b': case 'h': v = MONTHS[p.m - 1].slice(0, 3); text = true; break;
      case 'B': v = MONTHS[p.m - 1]; text = true; break;
      case 'a': v = DAYS[p.wday].slice(0, 3); text = true; break;
      case 'A': v = DAYS[p.wday]; text = true; break;
      case 'F': return rb_strftime(t, '%Y-%m-%d');
      case 'T': case 'X': return rb_strftime(t, '%H:%M:%S');
      case 'D': case 'x': return rb_strftime(t, '%m/%d/%y');
      case 'R': return rb_strftime(t, '%H:%M');
      case 'r': return rb_strftime(t, '%I:%M:%S %p');
      case 'c': return rb_strftime(t, '%a %b %e %H:%M:%S %Y');
      case '+': return rb_strftime(t, '%a %b %e %H:%M:%S %Z %Y');
      case '%': return '%';
      default: return all;
    }
    if (text) {
      let s = String(v);
      if (flags.includes('^')) s = s.toUpperCase();
      else if (flags.includes('#')) s = s === s.toUpperCase() ? s.toLowerCase() : s.toUpperCase();
      return width ? s.padStart(Number(width), flags.includes('0') ? '0' : ' ') : s;
    }
    if (flags.includes('-')) return String(v);
    if (flags.includes('_')) pad = ' ';
    else if (flags.includes('0')) pad = '0';
    const n = width ? Number(width) : w;
    const s = String(Math.abs(v)).padStart(v < 0 ? n - 1 : n, pad);
    return v < 0 ? '-' + s : s;
  });
}`,
  String.raw`function rb_zone_name(t, p) {
  if (p.zone == null) return 'UTC';
  if (typeof p.zone === 'number') return '';
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: p.zone, timeZoneName: 'short' }).formatToParts(t);
    const z = parts.find((x) => x.type === 'timeZoneName');
    return z ? z.value : p.zone;
  } catch (e) {
    return p.zone;
  }
}`,
];

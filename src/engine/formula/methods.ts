// The supported Ruby methods: each maps to its own runtime helper, with its argument count and block rule.
// A method missing from this table makes the formula unsupported at translation time.

export interface MethodSpec {
  helper: string;
  min: number;
  max: number;
  block: 'none' | 'optional' | 'required';
  /** constant JavaScript arguments passed right after the receiver (aliases sharing one helper) */
  extra: string[];
  /** reads the clock (the result is not a constant) */
  clock?: boolean;
}

function m(helper: string, min = 0, max = min, block: MethodSpec['block'] = 'none', extra: string[] = []): MethodSpec {
  return { helper, min, max, block, extra };
}
const q = (s: string) => JSON.stringify(s);
const ANY = Number.POSITIVE_INFINITY;

const table: Record<string, MethodSpec> = {
  // conversion, presence, JSON
  to_s: m('rb_to_s'),
  to_i: m('rb_to_i'),
  to_f: m('rb_to_f'),
  to_a: m('rb_to_a'),
  'present?': m('rb_present'),
  'blank?': m('rb_blank'),
  presence: m('rb_presence'),
  'nil?': m('rb_is_nil'),
  'empty?': m('rb_empty'),
  'is_true?': m('rb_is_true'),
  'is_not_true?': m('rb_is_not_true'),
  to_json: m('rb_to_json'),
  parse_json: m('rb_parse_json'),
  // strings
  strip: m('rb_strip'),
  lstrip: m('rb_lstrip'),
  rstrip: m('rb_rstrip'),
  upcase: m('rb_upcase'),
  downcase: m('rb_downcase'),
  capitalize: m('rb_capitalize'),
  titleize: m('rb_titleize'),
  length: m('rb_length'),
  size: m('rb_length'),
  split: m('rb_split', 0, 2),
  gsub: m('rb_gsub', 1, 2, 'optional'),
  sub: m('rb_sub', 1, 2, 'optional'),
  'include?': m('rb_include', 1),
  'match?': m('rb_match_p', 1),
  'starts_with?': m('rb_starts_with', 1, ANY),
  'start_with?': m('rb_starts_with', 1, ANY),
  'ends_with?': m('rb_ends_with', 1, ANY),
  'end_with?': m('rb_ends_with', 1, ANY),
  index: m('rb_index_of', 1, 2),
  reverse: m('rb_reverse'),
  slice: m('rb_slice', 1, 2),
  encode_base64: m('rb_encode_base64'),
  decode_base64: m('rb_decode_base64'),
  encode_url: m('rb_encode_url'),
  ljust: m('rb_ljust', 1, 2),
  rjust: m('rb_rjust', 1, 2),
  scan: m('rb_scan', 1),
  to_currency: m('rb_to_currency', 0, 1),
  format_map: m('rb_format_map', 1),
  encode_hex: m('rb_encode_hex'),
  decode_hex: m('rb_decode_hex'),
  to_csv: m('rb_to_csv'),
  // arrays and hashes
  first: m('rb_first', 0, 1),
  last: m('rb_last', 0, 1),
  join: m('rb_join', 0, 1),
  smart_join: m('rb_smart_join', 0, 1),
  where: m('rb_where', 1),
  pluck: m('rb_pluck', 1, ANY),
  map: m('rb_map', 0, 0, 'required'),
  collect: m('rb_map', 0, 0, 'required'),
  select: m('rb_select', 0, 0, 'required'),
  filter: m('rb_select', 0, 0, 'required'),
  reject: m('rb_reject', 0, 0, 'required'),
  find: m('rb_find', 0, 0, 'required'),
  detect: m('rb_find', 0, 0, 'required'),
  'any?': m('rb_any', 0, 0, 'optional'),
  'all?': m('rb_all', 0, 0, 'optional'),
  'none?': m('rb_none', 0, 0, 'optional'),
  count: m('rb_count', 0, 1, 'optional'),
  uniq: m('rb_uniq', 0, 0, 'optional'),
  compact: m('rb_compact'),
  flatten: m('rb_flatten', 0, 1),
  sum: m('rb_sum', 0, 1, 'optional'),
  min: m('rb_min', 0, 0, 'optional'),
  max: m('rb_max', 0, 0, 'optional'),
  min_by: m('rb_min_by', 0, 0, 'required'),
  max_by: m('rb_max_by', 0, 0, 'required'),
  sort: m('rb_sort', 0, 0, 'optional'),
  sort_by: m('rb_sort_by', 0, 0, 'required'),
  dig: m('rb_dig', 1, ANY),
  keys: m('rb_keys'),
  values: m('rb_values'),
  'key?': m('rb_has_key', 1),
  'has_key?': m('rb_has_key', 1),
  except: m('rb_except', 1, ANY),
  merge: m('rb_merge', 1),
  // numbers
  round: m('rb_round', 0, 1),
  floor: m('rb_floor', 0, 1),
  ceil: m('rb_ceil', 0, 1),
  abs: m('rb_abs'),
  // dates and times
  to_date: m('rb_to_date', 0, 1),
  to_time: m('rb_to_time'),
  strftime: m('rb_strftime', 1),
  in_time_zone: m('rb_in_time_zone', 0, 1),
  utc: m('rb_utc'),
  iso8601: m('rb_iso8601'),
  ago: { ...m('rb_ago'), clock: true },
  from_now: { ...m('rb_from_now'), clock: true },
};

for (const unit of ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years']) {
  table[unit] = m('rb_dur', 0, 0, 'none', [q(unit)]);
  table[unit.slice(0, -1)] = m('rb_dur', 0, 0, 'none', [q(unit)]);
}
for (const which of ['day', 'week', 'month', 'year']) {
  table[`beginning_of_${which}`] = m('rb_bound', 0, 0, 'none', [q(`beginning_of_${which}`)]);
  table[`end_of_${which}`] = m('rb_bound', 0, 0, 'none', [q(`end_of_${which}`)]);
}
for (const part of ['sec', 'wday', 'yday']) table[part] = m('rb_tpart', 0, 0, 'none', [q(part)]);
// `1.day` is a duration, `time.day` the day of the month: decided by the receiver at run time
for (const part of ['day', 'month', 'year', 'hour']) table[part] = m('rb_dur_or_part', 0, 0, 'none', [q(`${part}s`), q(part)]);

export const METHODS: Readonly<Record<string, MethodSpec>> = table;

export function methodSpec(name: string): MethodSpec | undefined {
  return Object.prototype.hasOwnProperty.call(METHODS, name) ? METHODS[name] : undefined;
}

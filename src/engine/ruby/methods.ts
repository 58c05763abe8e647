// Methods that code steps use beyond the formula methods (src/engine/formula/methods.ts): iteration for its effect,
// mutation and lookups with a fallback. Each row says how many arguments it takes, its block rule and how it is
// emitted over the runtime helpers (src/engine/formula/runtime/statements.ts).

type Use = (helper: string, ...args: string[]) => string;

export interface CodeMethod {
  min: number;
  max: number;
  block: 'none' | 'optional' | 'required';
  emit(recv: string, args: string[], block: string | undefined, use: Use): string;
}

const row = (min: number, max: number, block: CodeMethod['block'], emit: CodeMethod['emit']): CodeMethod => ({ min, max, block, emit });
const iterate = (helper: string) => row(0, 0, 'required', (recv, _args, block, use) => use(helper, recv, block!));

export const CODE_METHODS: Readonly<Record<string, CodeMethod>> = {
  each: iterate('rb_each'),
  each_pair: iterate('rb_each'),
  each_with_index: iterate('rb_each_with_index'),
  times: iterate('rb_times'),
  group_by: iterate('rb_group_by'),
  each_with_object: row(1, 1, 'required', (recv, args, block, use) => use('rb_each_with_object', recv, args[0]!, block!)),
  inject: row(0, 1, 'required', (recv, args, block, use) => use('rb_inject', recv, args[0] ?? 'undefined', block!, String(args.length === 1))),
  reduce: row(0, 1, 'required', (recv, args, block, use) => use('rb_inject', recv, args[0] ?? 'undefined', block!, String(args.length === 1))),
  push: row(1, Infinity, 'none', (recv, args, _block, use) => use('rb_push', recv, ...args)),
  append: row(1, Infinity, 'none', (recv, args, _block, use) => use('rb_push', recv, ...args)),
  fetch: row(1, 2, 'none', (recv, args, _block, use) => use('rb_fetch', recv, args[0]!, args[1] ?? 'undefined', String(args.length === 2))),
  delete: row(1, 1, 'none', (recv, args, _block, use) => use('rb_delete', recv, args[0]!)),
  pop: row(0, 1, 'none', (recv, args, _block, use) => use('rb_pop', recv, args[0] ?? 'undefined')),
  tap: row(0, 0, 'required', (recv, _args, block, use) => use('rb_tap', recv, block!)),
  'exclude?': row(1, 1, 'none', (recv, args, _block, use) => `!${use('rb_include', recv, args[0]!)}`),
  to_sym: row(0, 0, 'none', (recv, _args, _block, use) => use('rb_to_s', recv)),
  freeze: row(0, 0, 'none', (recv) => recv),
  to_h: { min: 0, max: 0, block: 'optional', emit: (recv, _args, block, use) => use('rb_to_h', recv, ...(block ? [block] : [])) },
  'even?': row(0, 0, 'none', (recv, _args, _block, use) => use('rb_even', recv, 'false')),
  'odd?': row(0, 0, 'none', (recv, _args, _block, use) => use('rb_even', recv, 'true')),
  chars: row(0, 0, 'none', (recv, _args, _block, use) => use('rb_chars', recv)),
  take: row(1, 1, 'none', (recv, args, _block, use) => use('rb_take', recv, args[0]!)),
  drop: row(1, 1, 'none', (recv, args, _block, use) => use('rb_drop', recv, args[0]!)),
  zip: row(0, Infinity, 'none', (recv, args, _block, use) => use('rb_zip', recv, ...args)),
  each_slice: { min: 1, max: 1, block: 'optional', emit: (recv, args, block, use) => use('rb_each_slice', recv, args[0]!, ...(block ? [block] : [])) },
  transform_values: iterate('rb_transform_values'),
  transform_keys: iterate('rb_transform_keys'),
  partition: iterate('rb_partition'),
  find_index: { min: 0, max: 1, block: 'optional', emit: (recv, args, block, use) => use('rb_find_index', recv, args[0] ?? 'undefined', ...(block && !args.length ? [block] : [])) },
};

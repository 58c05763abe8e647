// Ruby formula AST to one JavaScript expression calling the runtime helpers by name. Anything outside the
// supported subset throws Unsupported with a short reason; nothing is approximated.
import { message, renderMessage, type MessageRef } from '../diagnostics.js';
import type { Pill } from '../types.js';
import type { Block, Node } from './ast.js';
import { methodSpec } from './methods.js';
import { translateRegex } from './regex.js';
import { own } from '../lookup.js';

/** `reason`: why, as a message code (rendered in the user's language); `message` is its English text. */
export class Unsupported extends Error {
  constructor(readonly reason: MessageRef) {
    super(renderMessage(reason, 'en'));
  }
}

type CallNode = Extract<Node, { t: 'call' }>;
type CaseNode = Extract<Node, { t: 'case' }>;

const OPS: Record<string, string> = {
  '+': 'rb_add', '-': 'rb_minus', '*': 'rb_mul', '/': 'rb_div', '%': 'rb_mod', '**': 'rb_pow', '==': 'rb_eq',
  '!=': 'rb_ne', '<': 'rb_lt', '<=': 'rb_le', '>': 'rb_gt', '>=': 'rb_ge', '<=>': 'rb_spaceship',
  '=~': 'rb_match_op', '===': 'rb_case_eq',
};
const CLASSES = new Set(['String', 'Integer', 'Float', 'Numeric', 'Array', 'Hash', 'NilClass', 'TrueClass', 'FalseClass',
  'Date', 'Time', 'DateTime', 'Symbol', 'Object', 'Range', 'Regexp']);
/** receiver-less names whose value changes between runs (the clock, random ids) */
const CLOCK_IDENTS: Record<string, string> = { now: 'rb_now', today: 'rb_today', uuid: 'rb_uuid' };
const CONST_CALLS: Record<string, { helper: string; args: number; clock?: boolean }> = {
  'Time.now': { helper: 'rb_now', args: 0, clock: true },
  'Time.current': { helper: 'rb_now', args: 0, clock: true },
  'DateTime.now': { helper: 'rb_now', args: 0, clock: true },
  'Date.today': { helper: 'rb_today', args: 0, clock: true },
  'Date.current': { helper: 'rb_today', args: 0, clock: true },
  'Date.parse': { helper: 'rb_to_date', args: 1 },
  'Time.parse': { helper: 'rb_to_time', args: 1 },
  'JSON.parse': { helper: 'rb_parse_json', args: 1 },
};

function num(v: number): string {
  if (Object.is(v, -0)) return '0';
  return v < 0 ? `(${v})` : String(v);
}

function jsName(prefix: string, name: string): string {
  return prefix + name.replace(/[^A-Za-z0-9_]/g, (c) => `$${c.codePointAt(0)!.toString(16)}`);
}

export class Compiler {
  readonly helpers = new Set<string>();
  /** the expression reads the clock: never folded into a constant */
  clock = false;
  /**
   * JavaScript standing for Workato's `skip` where it decides the formula's value (the whole formula, the right of
   * `||`, a branch of a ternary, `if` or `case`); undefined: `skip` is refused there as anywhere else.
   */
  skipValue: string | undefined;
  /** a `skip` was compiled in such a position */
  skips = false;
  private tmp = 0;
  private readonly scope: string[] = [];

  /** `pill` returns the JavaScript expression standing for a datapill (or throws Unsupported). */
  constructor(private readonly pill: (pill: Pill, src: string) => string) {}

  protected use(name: string, ...args: string[]): string {
    this.helpers.add(name);
    return `${name}(${args.join(', ')})`;
  }

  expr(n: Node): string {
    switch (n.t) {
      case 'nil': return 'null';
      case 'true': return 'true';
      case 'false': return 'false';
      case 'int': return num(n.v);
      case 'float': return this.use('rb_fl', num(n.v));
      case 'str': return this.str(n.parts);
      case 'sym': return JSON.stringify(n.v);
      case 'regex': {
        const r = translateRegex(n.src, n.flags);
        if (!r.ok) throw new Unsupported(r.reason);
        return `new RegExp(${JSON.stringify(r.source)}, ${JSON.stringify(r.flags)})`;
      }
      case 'array': return `[${n.items.map((i) => this.expr(i)).join(', ')}]`;
      case 'hash': return `({${n.pairs.map(([k, v]) => `[${this.key(k)}]: ${this.expr(v)}`).join(', ')}})`;
      case 'range': return this.use('rb_range', n.from ? this.expr(n.from) : 'null', n.to ? this.expr(n.to) : 'null', String(n.excl));
      case 'pill': return this.pill(n.pill, n.src);
      case 'ident': return this.ident(n.name);
      case 'const': throw new Unsupported(message('fx_constant_name_not_supported', { name: n.name }));
      case 'call': return this.call(n);
      case 'index':
        if (n.args.length > 2) throw new Unsupported(message('fx_index_more_than_two'));
        return this.use('rb_aref', this.expr(n.recv), ...n.args.map((a) => this.expr(a)));
      case 'not': return `!${this.use('rb_truthy', this.expr(n.arg))}`;
      case 'neg': return n.arg.t === 'int' ? num(-n.arg.v) : this.use('rb_neg', this.expr(n.arg));
      case 'op': return this.op(n.op, n.l, n.r);
      case 'and': return this.use('rb_and', this.expr(n.l), `() => ${this.expr(n.r)}`);
      case 'or': return this.use('rb_or', this.expr(n.l), `() => ${this.expr(n.r)}`);
      case 'if': return `(${this.use('rb_truthy', this.expr(n.cond))} ? ${this.expr(n.then)} : ${n.else ? this.expr(n.else) : 'null'})`;
      case 'case': return this.caseExpr(n, (body) => this.expr(body));
    }
  }

  /**
   * The whole formula, where `skip` may give its value: `x.presence || skip` and `c ? x : skip` leave the field out
   * when they reach `skip` (docs.workato.com/formulas/other-formulas.html "skip": passes nothing to the destination
   * app for this field; docs.workato.com/formulas/conditions.html "Skip field if empty").
   */
  formula(n: Node): string {
    if (this.skipValue === undefined) return this.expr(n);
    switch (n.t) {
      case 'ident':
        if (n.name !== 'skip' || this.scope.includes('skip')) break;
        this.skips = true;
        return this.skipValue;
      case 'or': return this.use('rb_or', this.expr(n.l), `() => ${this.formula(n.r)}`);
      case 'if': return `(${this.use('rb_truthy', this.expr(n.cond))} ? ${this.formula(n.then)} : ${n.else ? this.formula(n.else) : 'null'})`;
      case 'case': return this.caseExpr(n, (body) => this.formula(body));
    }
    return this.expr(n);
  }

  private str(parts: Array<string | Node>): string {
    if (parts.length === 0) return '""';
    const pieces = parts.map((p) => (typeof p === 'string' ? JSON.stringify(p) : this.use('rb_to_s', this.expr(p))));
    return pieces.length === 1 ? pieces[0]! : `(${pieces.join(' + ')})`;
  }

  private key(k: Node): string {
    if (k.t === 'sym') return JSON.stringify(k.v);
    if (k.t === 'str' && k.parts.every((p) => typeof p === 'string')) return JSON.stringify(k.parts.join(''));
    return this.use('rb_to_s', this.expr(k));
  }

  private ident(name: string): string {
    if (this.scope.includes(name)) return jsName('b_', name);
    if (name === 'null') return 'null';
    const clock = own(CLOCK_IDENTS, name);
    if (clock) {
      this.clock = true;
      return this.use(clock);
    }
    if (name === 'skip') throw new Unsupported(message('fx_skip_only_as_value'));
    if (name === 'clear') throw new Unsupported(message('fx_name_only_supported_as_whole_formula', { name }));
    throw new Unsupported(message('fx_method_name_not_supported', { name }));
  }

  private op(op: string, l: Node, r: Node): string {
    if (op === '!~') return `(${this.use('rb_match_op', this.expr(l), this.expr(r))} == null)`;
    const helper = own(OPS, op);
    if (!helper) throw new Unsupported(message('fx_operator_op_not_supported', { op }));
    return this.use(helper, this.expr(l), this.expr(r));
  }

  private call(n: CallNode): string {
    if (n.recv === null) {
      if (n.name === 'lookup') throw new Unsupported(message('fx_lookup_tables_need_human'));
      throw new Unsupported(message('fx_method_name_not_supported', { name: n.name }));
    }
    if (n.recv.t === 'const') return this.constCall(`${n.recv.name}.${n.name}`, n);
    if (n.name === 'is_a?' || n.name === 'kind_of?' || n.name === 'instance_of?') {
      if (n.args.length !== 1 || n.block) throw new Unsupported(message('fx_method_name_takes_one_class', { name: n.name }));
      return this.use('rb_is_a', this.expr(n.recv), this.classRef(n.args[0]!));
    }
    const spec = methodSpec(n.name);
    if (!spec) throw new Unsupported(message('fx_method_name_not_supported', { name: n.name }));
    if (n.args.length < spec.min || n.args.length > spec.max) {
      const want = spec.max === spec.min ? `${spec.min}` : spec.max === Infinity ? `${spec.min} or more` : `${spec.min} to ${spec.max}`;
      throw new Unsupported(message('fx_method_name_takes_want_argument_s', { name: n.name, want, got: n.args.length }));
    }
    if (n.block && spec.block === 'none') throw new Unsupported(message('fx_method_name_with_block_not_supported', { name: n.name }));
    if (!n.block && spec.block === 'required') throw new Unsupported(message('fx_method_name_without_block_not_supported', { name: n.name }));
    if (spec.clock) this.clock = true;
    const recv = this.expr(n.recv);
    const args = n.args.map((a) => this.expr(a));
    if (n.block) {
      while (args.length < spec.max) args.push('undefined');
      args.push(this.block(n.block));
    }
    if (!n.safe) return this.use(spec.helper, recv, ...spec.extra, ...args);
    const t = `s${this.tmp++}`;
    return `((${t}) => ${t} == null ? null : ${this.use(spec.helper, t, ...spec.extra, ...args)})(${recv})`;
  }

  private constCall(name: string, n: CallNode): string {
    const spec = own(CONST_CALLS, name);
    if (!spec || n.block || n.safe) throw new Unsupported(message('fx_name_not_supported', { name }));
    if (n.args.length !== spec.args) throw new Unsupported(message('fx_name_takes_want_argument_s', { name, want: spec.args }));
    if (spec.clock) this.clock = true;
    return this.use(spec.helper, ...n.args.map((a) => this.expr(a)));
  }

  private classRef(n: Node): string {
    if (n.t !== 'const' || !CLASSES.has(n.name)) throw new Unsupported(message('fx_only_built_in_classes_can_be'));
    return this.use('rb_cls', JSON.stringify(n.name));
  }

  protected block(b: Block): string {
    const names = b.params.map((p) => jsName('b_', p));
    this.scope.push(...b.params);
    const body = this.expr(b.body);
    this.scope.splice(this.scope.length - b.params.length, b.params.length);
    if (names.length <= 1) return `(${names.join('')}) => ${body}`;
    const t = `a${this.tmp++}`;
    return `(${t}) => ((${names.join(', ')}) => ${body})(...${this.use('rb_splat', t)})`;
  }

  private caseExpr(n: CaseNode, branch: (body: Node) => string): string {
    const v = `c${this.tmp++}`;
    const test = (val: Node) =>
      n.subject === null ? this.use('rb_truthy', this.expr(val)) : this.use('rb_case_eq', val.t === 'const' ? this.classRef(val) : this.expr(val), v);
    let out = n.else ? branch(n.else) : 'null';
    for (const w of [...n.whens].reverse()) out = `(${w.values.map(test).join(' || ')} ? ${branch(w.body)} : ${out})`;
    return n.subject === null ? out : `((${v}) => ${out})(${this.expr(n.subject)})`;
  }
}

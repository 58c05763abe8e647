// Ruby code-step AST to a JavaScript function `rb_snippet(inputs)` over the formula runtime helpers. Expressions go
// through the formula compiler; this adds locals (hoisted per Ruby scope as `let`, nil until assigned), statements,
// multi-statement blocks, `def`, return/next/break and the methods only code uses. Anything else is Unsupported.
import { message } from '../diagnostics.js';
import type { Block, Node } from '../formula/ast.js';
import { Compiler, Unsupported } from '../formula/compile.js';
import type { AnyNode, Stmt } from './ast.js';
import { CODE_METHODS } from './methods.js';

type Context = 'top' | 'def' | 'block' | 'value';
interface Frame {
  vars: Set<string>;
  params: Set<string>;
  /** a `def` body: outer locals are not visible */
  barrier: boolean;
}
type CallNode = Extract<Node, { t: 'call' }>;
type IfNode = Extract<Node, { t: 'if' }>;
type CaseNode = Extract<Node, { t: 'case' }>;

const escapeName = (name: string) => name.replace(/[^A-Za-z0-9_]/g, (c) => `$${c.codePointAt(0)!.toString(16)}`);
const local = (name: string) => `b_${escapeName(name)}`;
const method = (name: string) => `d_${escapeName(name)}`;
const PRINTERS = new Set(['puts', 'print', 'p']);
/** Kernel conversion functions (one argument; `Integer(s, 16)` and `exception: false` are not supported) */
const KERNEL_CALLS: Readonly<Record<string, string>> = { Array: 'rb_kernel_array', Integer: 'rb_kernel_integer', Float: 'rb_kernel_float' };
/** class methods only code uses (one argument each); formulas have their own (src/engine/formula/compile.ts) */
const CODE_CONST_CALLS: Readonly<Record<string, string>> = {
  'Time.iso8601': 'rb_time_iso8601', 'Time.xmlschema': 'rb_time_iso8601', 'Time.at': 'rb_time_at', 'JSON.generate': 'rb_to_json',
};

export class RubyCompiler extends Compiler {
  private readonly frames: Frame[] = [{ vars: new Set(), params: new Set(), barrier: true }];
  private readonly contexts: Context[] = ['top'];
  /** `while` loops open in the current function */
  private loops = 0;
  private readonly defs = new Map<string, number>();
  private readonly defSources: string[] = [];
  private counter = 0;

  constructor() {
    super(() => {
      throw new Unsupported(message('fx_datapills_are_not_read_inside_code'));
    });
  }

  /** The whole snippet as `function rb_snippet(inputs) {…}` returning the value of its last statement. */
  program(ast: Node): string {
    const root = ast as AnyNode;
    const top = root.t === 'seq' ? root.body : [ast];
    for (const s of top as AnyNode[]) if (s.t === 'def') this.defs.set(s.name, s.params.length);
    const body = this.returning(ast);
    return `function rb_snippet(inputs) {\n${this.defSources.join('\n')}${this.declarations(this.frames[0]!)}${body}}`;
  }

  // ---- scopes

  private frame(): Frame {
    return this.frames[this.frames.length - 1]!;
  }

  private visible(name: string): boolean {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      if (this.frames[i]!.vars.has(name)) return true;
      if (this.frames[i]!.barrier) return false;
    }
    return false;
  }

  private declare(name: string): void {
    if (!this.visible(name)) this.frame().vars.add(name);
  }

  private declarations(frame: Frame): string {
    const names = [...frame.vars].filter((v) => !frame.params.has(v)).map((v) => `${local(v)} = null`);
    return names.length ? `let ${names.join(', ')};\n` : '';
  }

  private within<T>(frame: Frame | null, context: Context, fn: () => T): T {
    if (frame) this.frames.push(frame);
    this.contexts.push(context);
    const loops = this.loops;
    if (context !== 'value') this.loops = 0;
    try {
      return fn();
    } finally {
      this.loops = loops;
      this.contexts.pop();
      if (frame) this.frames.pop();
    }
  }

  private context(): Context {
    return this.contexts[this.contexts.length - 1]!;
  }

  private temp(): string {
    const name = `__t${this.counter++}`;
    this.frame().vars.add(name);
    return name;
  }

  // ---- blocks and methods

  protected override block(b: Block): string {
    const frame: Frame = { vars: new Set(b.params), params: new Set(b.params), barrier: false };
    return this.within(frame, 'block', () => {
      const body = this.returning(b.body);
      const names = b.params.map(local);
      const decl = this.declarations(frame);
      if (names.length <= 1) return `((${names.join('')}) => {\n${decl}${body}})`;
      const arg = `a${this.counter++}`;
      return `((${arg}) => {\nlet [${names.join(', ')}] = ${this.use('rb_splat', arg)};\n${decl}${body}})`;
    });
  }

  private def(s: Extract<Stmt, { t: 'def' }>): string {
    if (this.context() !== 'top' || this.frames.length !== 1) throw new Unsupported(message('fx_def_only_supported_at_top_of'));
    const frame: Frame = { vars: new Set(s.params), params: new Set(s.params), barrier: true };
    const source = this.within(frame, 'def', () => {
      const body = this.returning(s.body);
      return `function ${method(s.name)}(${s.params.map(local).join(', ')}) {\n${this.declarations(frame)}${body}}`;
    });
    this.defSources.push(source);
    return '';
  }

  // ---- statements

  /** JavaScript statements that end by returning the node's value. */
  private returning(n: Node): string {
    const s = n as AnyNode;
    switch (s.t) {
      case 'seq':
        return s.body.slice(0, -1).map((x) => this.statement(x)).join('') + this.returning(s.body[s.body.length - 1]!);
      case 'if':
        return this.ifStatement(s, (b) => this.returning(b));
      case 'case':
        return this.returning(this.caseAsIf(s));
      case 'return':
      case 'next':
      case 'break':
        return this.statement(n);
      case 'while':
      case 'def':
      case 'masgn':
        return `${this.statement(n)}return null;\n`;
      default:
        return `return ${this.expr(n)};\n`;
    }
  }

  private statement(n: Node): string {
    const s = n as AnyNode;
    switch (s.t) {
      case 'seq':
        return s.body.map((x) => this.statement(x)).join('');
      case 'if':
        return this.ifStatement(s, (b) => this.statement(b));
      case 'case':
        return this.statement(this.caseAsIf(s));
      case 'while': {
        const cond = `${this.use('rb_truthy', this.expr(s.cond))}`;
        this.loops++;
        const body = this.statement(s.body);
        this.loops--;
        return `while (${s.until ? '!' : ''}${cond}) {\n${body}}\n`;
      }
      case 'return':
        if (this.context() !== 'top' && this.context() !== 'def') throw new Unsupported(message('fx_return_inside_block_not_supported'));
        return `return ${s.value ? this.expr(s.value) : 'null'};\n`;
      case 'next':
        if (this.loops > 0) return 'continue;\n';
        if (this.context() !== 'block') throw new Unsupported(message('fx_next_outside_block_or_loop_not'));
        return `return ${s.value ? this.expr(s.value) : 'null'};\n`;
      case 'break':
        if (this.loops > 0) return 'break;\n';
        throw new Unsupported(message('fx_break_outside_loop_not_supported'));
      case 'def':
        return this.def(s);
      case 'masgn': {
        const value = this.expr(s.value);
        s.names.forEach((name) => this.declare(name));
        return `[${s.names.map(local).join(', ')}] = ${this.use('rb_masgn', value, String(s.names.length))};\n`;
      }
      default:
        return `${this.expr(n)};\n`;
    }
  }

  private ifStatement(s: IfNode, branch: (b: Node) => string): string {
    const otherwise = s.else ?? { t: 'nil' };
    return `if (${this.use('rb_truthy', this.expr(s.cond))}) {\n${branch(s.then)}} else {\n${branch(otherwise)}}\n`;
  }

  /** `case` in statement position as an if/elsif chain over a temporary holding the subject. */
  private caseAsIf(s: CaseNode): Node {
    let subject: Node | null = null;
    const prelude: Node[] = [];
    if (s.subject) {
      const name = this.temp();
      subject = { t: 'ident', name };
      prelude.push({ t: 'assign', target: subject, value: s.subject } as unknown as Node);
    }
    let chain: Node = s.else ?? { t: 'nil' };
    for (const w of [...s.whens].reverse()) {
      const tests = w.values.map((v): Node => (subject ? { t: 'op', op: '===', l: v, r: subject } : v));
      const cond = tests.reduce((l, r) => ({ t: 'or', l, r }));
      chain = { t: 'if', cond, then: w.body, else: chain };
    }
    return prelude.length ? ({ t: 'seq', body: [...prelude, chain] } as unknown as Node) : chain;
  }

  // ---- expressions

  override expr(n: Node): string {
    const s = n as AnyNode;
    switch (s.t) {
      case 'ident':
        if (this.visible(s.name)) return local(s.name);
        if (s.name === 'input') return 'inputs';
        if (this.defs.has(s.name)) return this.callDef(s.name, []);
        break;
      case 'call': {
        const own = this.ownCall(s);
        if (own !== undefined) return own;
        break;
      }
      case 'op':
        if (s.op === '<<') return this.shovel(s.l, s.r);
        break;
      case 'assign':
        return this.assign(s.target, s.value);
      case 'seq':
        return `(() => {\n${this.within(null, 'value', () => this.returning(n))}})()`;
      case 'masgn':
      case 'while':
      case 'def':
      case 'return':
      case 'next':
      case 'break':
        throw new Unsupported(message('fx_word_not_supported_inside_expression', { word: s.t }));
    }
    return super.expr(n);
  }

  private ownCall(s: CallNode): string | undefined {
    if (s.recv === null) {
      if (this.defs.has(s.name)) {
        if (s.block) throw new Unsupported(message('fx_method_name_does_not_take_block', { name: s.name }));
        return this.callDef(s.name, s.args);
      }
      if (s.name === 'raise' || s.name === 'fail') {
        if (s.args.length > 2 || s.block) throw new Unsupported(message('fx_raise_takes_message_or_class_and'));
        const [first, second] = s.args;
        if (second) return this.use('rb_raise', 'null', this.expr(second));
        if (first?.t === 'const') return this.use('rb_raise', JSON.stringify(first.name));
        return this.use('rb_raise', first ? this.expr(first) : 'null');
      }
      if (PRINTERS.has(s.name) && !s.block) return this.use('rb_puts', ...s.args.map((a) => this.expr(a)));
      const kernel = Object.prototype.hasOwnProperty.call(KERNEL_CALLS, s.name) ? KERNEL_CALLS[s.name] : undefined;
      if (kernel) {
        if (s.args.length !== 1 || s.block) throw new Unsupported(message('fx_method_name_takes_want_argument_s', { name: s.name, want: 1, got: s.args.length }));
        return this.use(kernel, this.expr(s.args[0]!));
      }
      return undefined;
    }
    const constCall = s.recv.t === 'const' ? `${s.recv.name}.${s.name}` : '';
    const constHelper = Object.prototype.hasOwnProperty.call(CODE_CONST_CALLS, constCall) ? CODE_CONST_CALLS[constCall] : undefined;
    if (constHelper) {
      if (s.args.length !== 1 || s.block || s.safe) throw new Unsupported(message('fx_name_takes_want_argument_s', { name: constCall, want: 1 }));
      return this.use(constHelper, this.expr(s.args[0]!));
    }
    if (s.recv.t === 'const' && s.name === 'new' && s.args.length === 0 && !s.block && (s.recv.name === 'Hash' || s.recv.name === 'Array')) {
      return s.recv.name === 'Hash' ? '({})' : '[]';
    }
    // `inject(:merge)`: the symbol names the method that combines the accumulator with each element
    if ((s.name === 'inject' || s.name === 'reduce') && !s.block && s.args.length === 1 && s.args[0]!.t === 'sym') {
      const body: Node = { t: 'call', recv: { t: 'ident', name: '__acc' }, name: s.args[0]!.v, args: [{ t: 'ident', name: '__elem' }], block: null, safe: false };
      return this.expr({ ...s, args: [], block: { params: ['__acc', '__elem'], body } });
    }
    const spec = Object.prototype.hasOwnProperty.call(CODE_METHODS, s.name) ? CODE_METHODS[s.name]! : undefined;
    if (!spec) return undefined;
    if (s.args.length < spec.min || s.args.length > spec.max) throw new Unsupported(message('fx_method_name_takes_min_to_max', { name: s.name, min: spec.min, max: spec.max }));
    if (spec.block === 'required' && !s.block) throw new Unsupported(message('fx_method_name_without_block_not_supported', { name: s.name }));
    if (spec.block === 'none' && s.block) throw new Unsupported(message('fx_method_name_with_block_not_supported', { name: s.name }));
    const args = s.args.map((a) => this.expr(a));
    const call = (recv: string) => spec.emit(recv, args, s.block ? this.block(s.block) : undefined, (name, ...a) => this.use(name, ...a));
    if (!s.safe) return call(this.expr(s.recv));
    const t = `s_${this.counter++}`;
    return `((${t}) => ${t} == null ? null : ${call(t)})(${this.expr(s.recv)})`;
  }

  private callDef(name: string, args: Node[]): string {
    const want = this.defs.get(name)!;
    if (args.length !== want) throw new Unsupported(message('fx_method_name_takes_want_argument_s', { name, want, got: args.length }));
    return `${method(name)}(${args.map((a) => this.expr(a)).join(', ')})`;
  }

  private assign(target: Node, value: Node): string {
    if (target.t === 'ident') {
      this.declare(target.name);
      return `(${local(target.name)} = ${this.expr(value)})`;
    }
    if (target.t === 'index' && target.args.length === 1) {
      return this.use('rb_aset', this.expr(target.recv), this.expr(target.args[0]!), this.expr(value));
    }
    throw new Unsupported(message('fx_only_local_variables_and_single_elements'));
  }

  /** `a << b`: arrays grow in place; a string held in a local or an element is replaced by the longer one. */
  private shovel(l: Node, r: Node): string {
    if (l.t === 'ident' && this.visible(l.name)) return `(${local(l.name)} = ${this.use('rb_shovel', local(l.name), this.expr(r))})`;
    if (l.t === 'index' && l.args.length === 1) {
      const recv = `r_${this.counter++}`;
      const key = `k_${this.counter++}`;
      return `((${recv}, ${key}) => ${this.use('rb_aset', recv, key, this.use('rb_shovel', this.use('rb_aref', recv, key), this.expr(r)))})(${this.expr(l.recv)}, ${this.expr(l.args[0]!)})`;
    }
    return this.use('rb_shovel', this.expr(l), this.expr(r));
  }
}

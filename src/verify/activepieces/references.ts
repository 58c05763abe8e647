// Reference resolution as the engine does it. Source: activepieces/activepieces
// packages/engine/src/lib/variables/props-resolver.ts:
// - resolveInputAsync: a string that is exactly one `{{…}}` (no surrounding text, not trimmed) keeps the value's
//   type; otherwise every token is replaced by the value, strings as they are and anything else JSON.stringify'd;
// - evalInScope: the expression is evaluated over the run state; a throw (reading a property of undefined) and a
//   null/undefined result both give '' (`result ?? ''`);
// - applyFunctionToValues (@activepieces/shared): every string nested in objects and arrays is resolved, keys are not.
// The model evaluates only property paths (`a['b'][0].c`), with own properties only (no prototype lookups such as
// `constructor`); any other expression is reported as unmodelled and resolves to ''.
// Project variables (`{{variables['NAME']}}`) are not in the open-source engine's run state (props-resolver.ts
// evaluates over currentState, and only `connections` is special-cased); Pipefy's instance resolves them to the
// value the admin created (shared/research/activepieces.md, "Project variables (new AP)"). The model reads
// them from the `variables` table it is given and reports any other as unmodelled.

const TOKEN = /\{\{(.*?)\}\}/g;
const FORMULA = /ap-formula-v1::/;

export type RunState = Readonly<Record<string, unknown>>;
export type ReportUnmodelled = (what: string) => void;
/** project variable name -> the value the admin created for it */
export type ProjectVariables = Readonly<Record<string, unknown>>;

export function resolveValue(value: unknown, state: RunState, report: ReportUnmodelled, variables: ProjectVariables = {}): unknown {
  if (typeof value === 'string') return resolveString(value, state, report, variables);
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, state, report, variables));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: resolveValue(v, state, report, variables), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

export function resolveString(input: string, state: RunState, report: ReportUnmodelled, variables: ProjectVariables = {}): unknown {
  if (FORMULA.test(input)) report(`inline formula not modelled: ${input.slice(0, 60)}`);
  const tokens = input.match(TOKEN);
  if (tokens === null) return input;
  if (tokens.length === 1 && tokens[0] === input) return evaluate(input.slice(2, -2), state, report, variables);
  return input.replace(TOKEN, (_m, body: string) => {
    const v = evaluate(body, state, report, variables);
    return typeof v === 'string' ? v : JSON.stringify(v);
  });
}

/** The value of one token body; '' when missing, null or not a path. */
export function evaluate(expression: string, state: RunState, report: ReportUnmodelled, variables: ProjectVariables = {}): unknown {
  const path = parsePath(expression.trim());
  if (!path) {
    report(`expression not modelled: {{${expression.slice(0, 60)}}}`);
    return '';
  }
  // connections and project variables live on the instance, not in the run state
  if (path.root === 'variables' && path.keys.length > 0 && ownValue(variables, path.keys[0]!) !== undefined) {
    return walk(ownValue(variables, path.keys[0]!), path.keys.slice(1));
  }
  if (path.root === 'connections' || path.root === 'variables') {
    report(`${path.root === 'connections' ? 'connection' : 'project variable'} not modelled: {{${expression.slice(0, 60)}}}`);
    return '';
  }
  return walk(ownValue(state, path.root), path.keys);
}

function walk(start: unknown, keys: ReadonlyArray<string | number>): unknown {
  let cur = start;
  for (const key of keys) {
    // Reading a property of undefined/null throws in the engine, which evalInScope turns into ''.
    if (cur === undefined || cur === null) return '';
    cur = ownValue(cur, key);
  }
  return cur ?? '';
}

function ownValue(holder: unknown, key: string | number): unknown {
  if (typeof holder === 'string') {
    if (key === 'length') return holder.length;
    return typeof key === 'number' || /^\d+$/.test(key) ? holder[Number(key)] : undefined;
  }
  if (holder === null || typeof holder !== 'object') return undefined;
  return Object.prototype.hasOwnProperty.call(holder, key) ? (holder as Record<string | number, unknown>)[key] : undefined;
}

interface Path {
  root: string;
  keys: Array<string | number>;
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*/;

export function parsePath(text: string): Path | null {
  const head = IDENT.exec(text);
  if (!head) return null;
  const keys: Array<string | number> = [];
  let rest = text.slice(head[0].length).trimStart();
  while (rest.length > 0) {
    let m: RegExpExecArray | null;
    if ((m = /^\[\s*'((?:[^'\\]|\\.)*)'\s*\]/.exec(rest)) || (m = /^\[\s*"((?:[^"\\]|\\.)*)"\s*\]/.exec(rest))) keys.push(unescape(m[1]!));
    else if ((m = /^\[\s*(\d+)\s*\]/.exec(rest))) keys.push(Number(m[1]));
    else if ((m = /^\??\.\s*([A-Za-z_$][A-Za-z0-9_$]*)/.exec(rest))) keys.push(m[1]!);
    else return null;
    rest = rest.slice(m[0].length).trimStart();
  }
  return { root: head[0], keys };
}

// The engine evaluates the bracket key as a JavaScript string literal (props-resolver.ts, evalInScope), so the
// escapes of a JS string apply: \uXXXX, \xXX, \n, \r, \t; any other escaped character stands for itself.
const SIMPLE_ESCAPES: ReadonlyMap<string, string> = new Map([['n', '\n'], ['r', '\r'], ['t', '\t'], ['b', '\b'], ['f', '\f'], ['v', '\v'], ['0', '\0']]);

function unescape(s: string): string {
  return s.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/gs, (_, e: string) => {
    if (e.length > 1 && (e[0] === 'u' || e[0] === 'x')) return String.fromCodePoint(parseInt(e.replace(/[ux{}]/g, ''), 16));
    return SIMPLE_ESCAPES.get(e) ?? e;
  });
}

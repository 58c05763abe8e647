// Router conditions with the engine's own operator semantics. Source: activepieces/activepieces
// packages/engine/src/lib/handler/router-executor.ts (evaluateConditions, toLowercaseIfCaseInsensitive,
// parseStringToNumber, parseListAsArray, parseAndCoerceListAsArray, isValidDate). Groups are OR of AND.
// Operands arrive already resolved (the router resolves its whole settings with the props resolver).

export interface Condition {
  operator?: string;
  firstValue?: unknown;
  secondValue?: unknown;
  caseSensitive?: boolean;
}

/** Text operands: strings as they are, anything else JSON.stringify'd; lower-cased unless case-sensitive. */
function asText(v: unknown, caseSensitive: boolean | undefined): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  // JSON.stringify(undefined) is undefined: the engine's .toLowerCase() then throws and the router step fails.
  if (s === undefined) {
    if (caseSensitive) return s as unknown as string;
    throw new TypeError("Cannot read properties of undefined (reading 'toLowerCase')");
  }
  return caseSensitive ? s : s.toLowerCase();
}

/** Number(x), or the original value when that is NaN (then compared with JS's own > < ==). */
function asNumber(v: unknown): unknown {
  const n = Number(v);
  return Number.isNaN(n) ? v : n;
}

function listOrUndefined(v: unknown): unknown[] | undefined {
  if (typeof v === 'string') {
    try {
      const parsed = JSON.parse(v);
      return Array.isArray(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return Array.isArray(v) ? v : undefined;
}

function coercedList(v: unknown): unknown[] {
  if (typeof v === 'string') {
    try {
      const parsed = JSON.parse(v);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return [v];
    }
  }
  return Array.isArray(v) ? v : [v];
}

/** dayjs(x).isValid() for strings, numbers and Dates; anything else is not a date. */
function asDate(v: unknown): number | undefined {
  if (typeof v !== 'string' && typeof v !== 'number' && !(v instanceof Date)) return undefined;
  const t = new Date(v as string | number).getTime();
  return Number.isNaN(t) ? undefined : t;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

type Check = (c: Condition) => boolean;

const text = (f: (a: string, b: string) => boolean): Check => (c) => f(asText(c.firstValue, c.caseSensitive), asText(c.secondValue, c.caseSensitive));
const num = (f: (a: any, b: any) => boolean): Check => (c) => f(asNumber(c.firstValue), asNumber(c.secondValue)); // eslint-disable-line @typescript-eslint/no-explicit-any
const date = (f: (a: number, b: number) => boolean): Check => (c) => {
  const a = asDate(c.firstValue);
  const b = asDate(c.secondValue);
  return a !== undefined && b !== undefined && f(a, b);
};
const listHas = (c: Condition) => coercedList(c.firstValue).some((item) => asText(item, c.caseSensitive) === asText(c.secondValue, c.caseSensitive));

const OPERATORS: Readonly<Record<string, Check>> = {
  TEXT_CONTAINS: text((a, b) => a.includes(b)),
  TEXT_DOES_NOT_CONTAIN: text((a, b) => !a.includes(b)),
  TEXT_EXACTLY_MATCHES: text((a, b) => a === b),
  TEXT_DOES_NOT_EXACTLY_MATCH: text((a, b) => a !== b),
  TEXT_START_WITH: text((a, b) => a.startsWith(b)),
  TEXT_DOES_NOT_START_WITH: text((a, b) => !a.startsWith(b)),
  TEXT_ENDS_WITH: text((a, b) => a.endsWith(b)),
  TEXT_DOES_NOT_END_WITH: text((a, b) => !a.endsWith(b)),
  LIST_CONTAINS: listHas,
  LIST_DOES_NOT_CONTAIN: (c) => !listHas(c),
  NUMBER_IS_GREATER_THAN: num((a, b) => a > b),
  NUMBER_IS_LESS_THAN: num((a, b) => a < b),
  NUMBER_IS_EQUAL_TO: num((a, b) => a == b), // eslint-disable-line eqeqeq
  // Plain JS truthiness: the string "false" is true, 0 and '' are false.
  BOOLEAN_IS_TRUE: (c) => !!c.firstValue,
  BOOLEAN_IS_FALSE: (c) => !c.firstValue,
  DATE_IS_AFTER: date((a, b) => a > b),
  DATE_IS_EQUAL: date((a, b) => a === b),
  DATE_IS_BEFORE: date((a, b) => a < b),
  LIST_IS_EMPTY: (c) => listOrUndefined(c.firstValue)?.length === 0,
  LIST_IS_NOT_EMPTY: (c) => {
    const list = listOrUndefined(c.firstValue);
    return list !== undefined && list.length !== 0;
  },
  EXISTS: (c) => !isBlank(c.firstValue),
  DOES_NOT_EXIST: (c) => isBlank(c.firstValue),
};

/** OR over groups of AND. An unknown operator leaves its group's value unchanged (the engine's switch has no default). */
export function evaluateConditions(groups: readonly (readonly Condition[])[]): boolean {
  let any = false;
  for (const group of groups) {
    let all = true;
    for (const condition of group) {
      if (!condition.operator) throw new Error('The operator is required but found to be undefined');
      const check = Object.prototype.hasOwnProperty.call(OPERATORS, condition.operator) ? OPERATORS[condition.operator] : undefined;
      if (check) all = all && check(condition);
    }
    any = any || all;
  }
  return any;
}

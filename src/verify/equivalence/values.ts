// Comparing what two runtimes sent. Workato leaves a blank field out of the request where the flow sends an empty
// text or null (a datapill that resolved to nil, a reference that resolved to nothing): those three count as the
// same "no value". Everything else must be equal as JSON data, key order aside.

export const isBlank = (v: unknown): boolean => v === undefined || v === null || v === '';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The first path (dot/bracket text, '' for the value itself) where `a` and `b` differ, or undefined when equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (isBlank(a) && isBlank(b)) return undefined;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return path;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
      const d = firstDifference(a[k], b[k], path ? `${path}.${k}` : k);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  return Object.is(a, b) ? undefined : path;
}

/** The value at a path produced by firstDifference. */
export function valueAt(value: unknown, path: string): unknown {
  if (!path) return value;
  let cur = value;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

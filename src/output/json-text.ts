// JSON text of the files we write, built without recursion. Up to MAX_INDENT_LEVEL it is byte for byte
// JSON.stringify(value, null, 2); deeper levels keep their line breaks but no more indentation, so a flow's
// nested nextAction chain is written in size linear in its steps (the indentation would grow with its square).

export const MAX_INDENT_LEVEL = 16;

type Frame =
  | { kind: 'array'; items: unknown[]; next: number; level: number }
  | { kind: 'object'; source: Record<string, unknown>; keys: string[]; next: number; level: number; written: number };

const indent = (level: number) => '\n' + '  '.repeat(Math.min(level, MAX_INDENT_LEVEL));

/** What JSON.stringify writes for a value that is not an array or object, or undefined where it skips the value. */
function scalar(value: unknown): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('Do not know how to serialize a BigInt');
    default:
      return undefined;
  }
}

/** Depth up to which the native serialiser writes the text (its indentation is then cut to MAX_INDENT_LEVEL). */
const NATIVE_DEPTH = 64;
const DEEP_INDENT = new RegExp(`\\n {${2 * MAX_INDENT_LEVEL + 1},}`, 'g');
const CAPPED_INDENT = '\n' + '  '.repeat(MAX_INDENT_LEVEL);

export function jsonText(root: unknown): string {
  // JSON.stringify escapes line breaks inside strings, so every line break it writes is followed by indentation
  // only: cutting that to MAX_INDENT_LEVEL gives this module's text. Far cheaper than the walk below on a cold
  // start; the walk stays for deeper values (their native indentation would grow with the square of the depth),
  // for toJSON and for cycles (which have no depth).
  if (plainWithin(root, NATIVE_DEPTH)) {
    const text = JSON.stringify(root, null, 2) as string | undefined;
    return (text === undefined ? text : text.replace(DEEP_INDENT, CAPPED_INDENT)) as string;
  }
  return walkedText(root);
}

/** Whether no object or array lies deeper than `limit` and none has a toJSON method. */
function plainWithin(root: unknown, limit: number): boolean {
  const values: unknown[] = [root];
  const depths: number[] = [0];
  while (values.length) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (depth >= limit || typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item === 'object') (values.push(item), depths.push(depth + 1));
    } else {
      for (const key in value) {
        if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
        const item = (value as Record<string, unknown>)[key];
        if (item && typeof item === 'object') (values.push(item), depths.push(depth + 1));
      }
    }
  }
  return true;
}

function walkedText(root: unknown): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  const seen = new Set<object>();

  /** Writes a scalar, or opens a frame for an array or object; false when the value is skipped (undefined). */
  const open = (raw: unknown, level: number, inArray: boolean): boolean => {
    const value = raw && typeof raw === 'object' && typeof (raw as { toJSON?: unknown }).toJSON === 'function' ? (raw as { toJSON: () => unknown }).toJSON() : raw;
    if (value && typeof value === 'object') {
      if (seen.has(value)) throw new TypeError('Converting circular structure to JSON');
      seen.add(value);
      if (Array.isArray(value)) stack.push({ kind: 'array', items: value, next: 0, level });
      else stack.push({ kind: 'object', source: value as Record<string, unknown>, keys: Object.keys(value), next: 0, level, written: 0 });
      return true;
    }
    const text = scalar(value);
    if (text === undefined) {
      if (!inArray) return false;
      out.push('null');
      return true;
    }
    out.push(text);
    return true;
  };

  if (!open(root, 0, false)) return undefined as unknown as string;
  while (stack.length) {
    const frame = stack[stack.length - 1]!;
    if (frame.kind === 'array') {
      if (frame.next === 0 && frame.items.length === 0) {
        out.push('[]');
        close(frame.items);
        continue;
      }
      if (frame.next === frame.items.length) {
        out.push(indent(frame.level) + ']');
        close(frame.items);
        continue;
      }
      out.push((frame.next === 0 ? '[' : ',') + indent(frame.level + 1));
      open(frame.items[frame.next++], frame.level + 1, true);
      continue;
    }
    if (frame.next === frame.keys.length) {
      out.push(frame.written === 0 ? '{}' : indent(frame.level) + '}');
      close(frame.source);
      continue;
    }
    const key = frame.keys[frame.next++]!;
    const mark = out.length;
    out.push((frame.written === 0 ? '{' : ',') + indent(frame.level + 1) + JSON.stringify(key) + ': ');
    if (open(frame.source[key], frame.level + 1, false)) frame.written++;
    else out.length = mark;
  }
  return out.join('');

  function close(value: object): void {
    stack.pop();
    seen.delete(value);
  }
}

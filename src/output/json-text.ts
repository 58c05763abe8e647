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

export function jsonText(root: unknown): string {
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

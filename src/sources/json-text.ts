// Text decoding and JSON parsing with a readable error position (line, column, a tiny excerpt).
// V8's own messages differ between Node versions and may quote a large part of the input, so the
// position is found by a small validating scanner instead.

export type JsonParse =
  | { ok: true; value: unknown }
  /** `atEnd`: the text ends before the JSON does */
  | { ok: false; line: number; column: number; excerpt: string; atEnd: boolean };

/** Decodes bytes as text: UTF-8 (BOM stripped), or UTF-16 when a UTF-16 BOM says so (Windows PowerShell). */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const text = new TextDecoder('utf-8').decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** True when the bytes look like binary data rather than text (a NUL byte in the first 4 KiB, no UTF-16 BOM). */
export function looksBinary(bytes: Uint8Array): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) return false;
  const end = Math.min(bytes.length, 4096);
  for (let i = 0; i < end; i++) if (bytes[i] === 0) return true;
  return false;
}

export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const offset = errorOffset(text, error);
    return { ok: false, ...locate(text, offset), atEnd: offset >= text.length };
  }
}

function errorOffset(text: string, error: unknown): number {
  let found: number | undefined;
  try {
    found = new JsonScanner(text).run();
  } catch {
    found = undefined; // nesting too deep for the scanner: fall back on V8's message
  }
  if (found !== undefined) return found;
  const match = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  return match ? Math.min(Number(match[1]), text.length) : text.length;
}

/** 1-based line and column of an offset, and at most ~30 characters of that line around it. */
export function locate(text: string, offset: number): { line: number; column: number; excerpt: string } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  let lineEnd = text.indexOf('\n', lineStart);
  if (lineEnd < 0) lineEnd = text.length;
  const column = offset - lineStart + 1;
  const from = Math.max(lineStart, offset - 15);
  const to = Math.min(lineEnd, offset + 15);
  let excerpt = text.slice(from, to).replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  // nothing but blanks around the place (a text cut after a line break): the last text before it, in no language
  if (excerpt === '') excerpt = text.slice(0, from).replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(-30) || '…';
  return { line, column, excerpt: `"${excerpt}"` };
}

/** A strict JSON scanner that returns the offset of the first syntax error, or undefined when the text is valid. */
class JsonScanner {
  private i = 0;
  constructor(private readonly s: string) {}

  run(): number | undefined {
    try {
      this.ws();
      this.value(0);
      this.ws();
      if (this.i < this.s.length) throw this.i;
      return undefined;
    } catch (offset) {
      if (typeof offset === 'number') return offset;
      throw offset;
    }
  }

  private ws(): void {
    while (this.i < this.s.length) {
      const c = this.s.charCodeAt(this.i);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) this.i++;
      else break;
    }
  }

  private value(depth: number): void {
    if (depth > 5000) throw new RangeError('too deep');
    const c = this.s[this.i];
    if (c === '{') return this.container(depth, '}');
    if (c === '[') return this.container(depth, ']');
    if (c === '"') return this.string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    for (const word of ['true', 'false', 'null']) {
      if (this.s.startsWith(word, this.i)) {
        this.i += word.length;
        return;
      }
    }
    throw this.i;
  }

  /** An object or array from its opening bracket: members separated by commas (none trailing) up to `close`. */
  private container(depth: number, close: '}' | ']'): void {
    this.i++;
    this.ws();
    if (this.s[this.i] === close) {
      this.i++;
      return;
    }
    for (;;) {
      if (close === '}') this.key();
      this.value(depth + 1);
      this.ws();
      const c = this.s[this.i];
      if (c === ',') {
        this.i++;
        this.ws();
        continue;
      }
      if (c === close) {
        this.i++;
        return;
      }
      throw this.i;
    }
  }

  /** An object member's `"key":` and the white space after it. */
  private key(): void {
    if (this.s[this.i] !== '"') throw this.i;
    this.string();
    this.ws();
    if (this.s[this.i] !== ':') throw this.i;
    this.i++;
    this.ws();
  }

  private string(): void {
    this.i++;
    for (;;) {
      if (this.i >= this.s.length) throw this.i;
      const c = this.s.charCodeAt(this.i);
      if (c === 0x22) {
        this.i++;
        return;
      }
      if (c < 0x20) throw this.i;
      if (c === 0x5c) {
        const e = this.s[this.i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.s.slice(this.i + 2, this.i + 6))) throw this.i;
          this.i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) this.i += 2;
        else throw this.i;
      } else this.i++;
    }
  }

  private number(): void {
    const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    m.lastIndex = this.i;
    const found = m.exec(this.s);
    if (!found) throw this.i;
    this.i += found[0].length;
  }
}

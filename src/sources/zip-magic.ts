// What tells a package zip from a recipe file, and small helpers about entry names, without loading the unzipper
// (fflate builds its tables when it loads: src/sources/file.ts loads ./zip.js only for a zip).

/** PK\x03\x04 (local file header), PK\x05\x06 (an empty archive) or PK\x07\x08 (spanned marker). */
export function isZipMagic(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06) || (bytes[2] === 0x07 && bytes[3] === 0x08))
  );
}

export function baseName(entry: string): string {
  const parts = entry.split('/');
  return parts[parts.length - 1] ?? entry;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

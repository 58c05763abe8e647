// Recipe text written into generated JavaScript or into Activepieces templates: only ever as an escaped literal.
//
// Activepieces resolves every `{{…}}` of a step input with /\{\{(.*?)\}\}/g and evaluates the text between the
// braces as JavaScript (activepieces/activepieces packages/engine/src/lib/variables/props-resolver.ts,
// VARIABLE_PATTERN and evalInScope). So text we copy must never contain `{{`, and a key inside a reference must
// never contain `}}`, a quote or a line terminator (`.` stops at those).

const hex4 = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A JavaScript string literal holding `text` exactly (also escapes U+2028/U+2029 for older parsers). */
export function jsString(text: string): string {
  return JSON.stringify(text).replace(/[\u2028\u2029]/g, hex4);
}

/**
 * Text for a `//` comment: line terminators (\n, \r, U+2028, U+2029) and other control characters are written as
 * escapes, so the comment cannot end early; a star-slash is broken too, so the text is also safe in a block comment.
 */
export function commentText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, hex4)
    .replace(/\*\//g, '*\\/');
}

/** Text kept on its own lines inside a block comment: only a star-slash can end it, so that is broken. */
export function blockCommentText(text: string): string {
  return text.replace(/\*\//g, '*\\/');
}

/**
 * A key inside an Activepieces reference, as a single-quoted JavaScript string. Quotes and backslashes are
 * escaped; braces, control characters and line terminators become \u escapes, so the reference never contains
 * `{{` or `}}` and always matches the resolver's pattern.
 */
export function referenceKey(key: string): string {
  return `'${key.replace(/[\\']/g, (c) => `\\${c}`).replace(/[{}\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, hex4)}'`;
}

/** True when literal text could start an Activepieces expression: it holds `{{`, or ends with `{` (which a
 * following reference would complete). */
export function opensExpression(text: string): boolean {
  return text.includes('{{') || text.endsWith('{');
}

/** A Storage key written as plain text: braces (and `%`, so distinct keys stay distinct) are percent-encoded. */
export function plainKey(key: string): string {
  return key.replace(/[%{}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Example text that stands for no data (sample values of a schema): braces are dropped, so it opens nothing. */
export function sampleText(text: string): string {
  return text.replace(/[{}]/g, '');
}

// Makes the single-file build pure ASCII, so bin/load-bundle.js reads it without UTF-8 decoding (latin1, one byte a
// character). esbuild already escapes strings and plain templates (charset ascii, its default) and minifyWhitespace
// drops the comments; it leaves the characters of regular expression literals and of String.raw templates as they
// are (escaping them would change what the text means). This rewrites those two without changing their value:
// - in a regular expression, `\uXXXX` (`\u{X}` with the u or v flag) stands for the same character;
// - in a String.raw template, `${"\uXXXX"}` inserts the same character (String.raw keeps substitutions as given).
// Anything else is refused: the build says where, and the source must spell the character as an escape.
import ts from 'typescript';

const NON_ASCII = /[^\x00-\x7f]/u;

/** The innermost node (a token, for a character outside comments) holding `at`. */
function nodeAt(file, at) {
  let node = file;
  for (;;) {
    const child = node.getChildren(file).find((c) => c.getStart(file) <= at && at < c.end);
    if (!child) return node;
    node = child;
  }
}

const hex = (code, width) => code.toString(16).padStart(width, '0');

const isStringRaw = (tag) => ts.isPropertyAccessExpression(tag) && ts.isIdentifier(tag.expression) && tag.expression.text === 'String' && tag.name.text === 'raw';

/** The tagged template a literal part of a template belongs to, if it is tagged. */
function taggedTemplateOf(node) {
  const { SyntaxKind: K } = ts;
  let template;
  if (node.kind === K.NoSubstitutionTemplateLiteral) template = node;
  else if (node.kind === K.TemplateHead) template = node.parent;
  else if (node.kind === K.TemplateMiddle || node.kind === K.TemplateTail) template = node.parent.parent;
  return template && ts.isTaggedTemplateExpression(template.parent) ? template.parent : undefined;
}

const unitEscapes = (char) => [...char.split('')].map((unit) => `\\u${hex(unit.charCodeAt(0), 4)}`).join('');

/** How to spell `char` (at `at`, inside the token `node`) in ASCII; throws when there is no equivalent spelling. */
function asciiSpelling(char, at, node, text) {
  // a character behind a backslash (an identity escape) would need the backslash dropped too: not attempted
  if (text[at - 1] !== '\\') {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const flags = node.text.slice(node.text.lastIndexOf('/') + 1);
      const code = char.codePointAt(0);
      // without the u (or v) flag a regular expression sees UTF-16 code units: escaping each is the same pattern
      return code > 0xffff && /[uv]/.test(flags) ? `\\u{${hex(code, 0)}}` : unitEscapes(char);
    }
    const tagged = taggedTemplateOf(node);
    if (tagged && isStringRaw(tagged.tag)) return '${"' + unitEscapes(char) + '"}';
  }
  const near = JSON.stringify(text.slice(Math.max(0, at - 60), at + 20));
  throw new Error(`no ASCII spelling for U+${hex(char.codePointAt(0), 4)} in ${ts.SyntaxKind[node.kind]} at offset ${at}: ${near}; write it as an escape in the source`);
}

/** `text` (JavaScript) with every non-ASCII character spelled in ASCII, its meaning unchanged. */
export function asciiSource(text, fileName = 'bundle.js') {
  if (!NON_ASCII.test(text)) return text;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  let out = '';
  let copied = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code < 0x80) continue;
    const char = String.fromCodePoint(text.codePointAt(at));
    out += text.slice(copied, at) + asciiSpelling(char, at, nodeAt(file, at), text);
    at += char.length - 1;
    copied = at + 1;
  }
  return out + text.slice(copied);
}

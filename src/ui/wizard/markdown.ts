// recipe_description.md for a terminal: no Markdown marks on screen (headings bold, tables as aligned columns,
// checkboxes and bullets as symbols), wrapped to the terminal's width so that a pager's window of rows is exactly
// what the terminal shows. The Mermaid block stays in the file.

export interface TerminalLine {
  text: string;
  heading: boolean;
}

const ESCAPED = /\\([\\`*_[\]<>|#~])/g;

/** Inline marks removed: bold, code spans, links (text kept, address in parentheses), backslash escapes. */
export function plainInline(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(ESCAPED, '$1');
}

/** Splits a table row on its unescaped pipes. */
function cells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) => plainInline(c.trim()));
}

const isSeparator = (row: string) => /^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-{0,}:?\s*$/.test(row);

function tableRows(rows: string[]): string[] {
  const body = rows.filter((r) => !isSeparator(r)).map(cells);
  const widths: number[] = [];
  for (const row of body) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, [...c].length)));
  return body.map((row) => row.map((c, i) => (i === row.length - 1 ? c : c + ' '.repeat(widths[i]! - [...c].length))).join('   ').trimEnd());
}

/** Words to rows of at most `width` characters; continuation rows are indented under the first row's text. */
export function wrapLine(text: string, width: number, indent: number): string[] {
  if ([...text].length <= width) return [text];
  const pad = ' '.repeat(Math.min(indent, Math.max(0, width - 10)));
  const rows: string[] = [];
  let current = '';
  for (const word of text.split(/(?<=\S) (?=\S)/)) {
    const candidate = current ? `${current} ${word}` : word;
    if ([...candidate].length <= width || !current.trim()) {
      current = candidate;
      continue;
    }
    rows.push(current);
    current = pad + word;
  }
  if (current) rows.push(current);
  // A single word longer than the row (a long path) is cut into pieces rather than left to the terminal.
  return rows.flatMap((row) => {
    const chars = [...row];
    if (chars.length <= width) return [row];
    const pieces: string[] = [];
    for (let i = 0; i < chars.length; i += width) pieces.push(chars.slice(i, i + width).join(''));
    return pieces;
  });
}

function blockLine(raw: string): { text: string; heading: boolean; indent: number } {
  const heading = /^#{1,6} /.exec(raw);
  if (heading) return { text: plainInline(raw.slice(heading[0].length)), heading: true, indent: 0 };
  const item = /^(\s*)[-*] (\[( |x)\] )?(.*)$/.exec(raw);
  if (item) {
    const mark = item[2] ? (item[3] === 'x' ? '☑' : '☐') : '•';
    const lead = `${item[1]}${mark} `;
    return { text: lead + plainInline(item[4]!), heading: false, indent: [...lead].length };
  }
  const quote = /^> ?(.*)$/.exec(raw);
  if (quote) return { text: `│ ${plainInline(quote[1]!)}`, heading: false, indent: 2 };
  const leading = /^\s*/.exec(raw)![0].length;
  return { text: plainInline(raw), heading: false, indent: leading };
}

export function terminalLines(markdown: string, width: number): TerminalLine[] {
  const out: TerminalLine[] = [];
  const lines = markdown.split('\n');
  let inCode = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.startsWith('```')) {
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    if (raw.trimStart().startsWith('|')) {
      const rows: string[] = [];
      while (i < lines.length && lines[i]!.trimStart().startsWith('|')) rows.push(lines[i++]!);
      i--;
      for (const row of tableRows(rows)) for (const piece of wrapLine(row, width, 2)) out.push({ text: piece, heading: false });
      continue;
    }
    const line = blockLine(raw);
    for (const piece of wrapLine(line.text, width, line.indent)) out.push({ text: piece, heading: line.heading });
  }
  while (out.length && !out[out.length - 1]!.text.trim()) out.pop();
  return out;
}

// recipe_description.md as the wizard's pager shows it: no Markdown marks, wrapped to the terminal's width.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { LANGS } from '../src/i18n/index.js';
import { describeMessages, diagramMessages } from '../src/i18n/messages/describe.js';
import { engineMessages } from '../src/i18n/messages/engine.js';
import { wizardMessages } from '../src/i18n/messages/wizard.js';
import { terminalLines, wrapLine } from '../src/ui/wizard/markdown.js';

const EXAMPLE = JSON.parse(readFileSync(fileURLToPath(new URL('../examples/pipefy-card-moved.recipe.json', import.meta.url)), 'utf8'));

describe('terminalLines', () => {
  it('renders headings, bold, code spans, escapes, checkboxes, quotes and tables without their marks', () => {
    const md = [
      '# Title',
      '',
      '- **#2** `step_2` — Field \\*x\\_y\\*',
      '- [ ] **#4** fix it',
      '  - nested',
      '> quoted',
      '',
      '| | Reads | Writes |',
      '|---|---|---|',
      '| Pipes | 301 (#1) | — |',
      '| Fields | `a\\|b` | c |',
      '',
      '```mermaid',
      'flowchart TD',
      '```',
    ].join('\n');
    expect(terminalLines(md, 80)).toEqual([
      { text: 'Title', heading: true },
      { text: '', heading: false },
      { text: '• #2 step_2 — Field *x_y*', heading: false },
      { text: '☐ #4 fix it', heading: false },
      { text: '  • nested', heading: false },
      { text: '│ quoted', heading: false },
      { text: '', heading: false },
      { text: '         Reads      Writes', heading: false },
      { text: 'Pipes    301 (#1)   —', heading: false },
      { text: 'Fields   a|b        c', heading: false },
    ]);
  });

  it('wraps at the width with a hanging indent, and cuts a word longer than a row', () => {
    expect(wrapLine('• one two three four', 12, 2)).toEqual(['• one two', '  three four']);
    expect(wrapLine('/a/very/long/path/without/spaces', 10, 0)).toEqual(['/a/very/lo', 'ng/path/wi', 'thout/spac', 'es']);
  });

  it('leaves no Markdown mark in a real description, in every language, and no row wider than 80', () => {
    for (const lang of LANGS) {
      const lines = terminalLines(translateRecipe(EXAMPLE, { lang }).description, 79);
      const text = lines.map((l) => l.text).join('\n');
      for (const mark of ['**', '`', '|---|', '- [ ]', '\\_', 'flowchart']) expect(text, `${lang}: ${mark}`).not.toContain(mark);
      expect(lines.every((l) => [...l.text].length <= 79)).toBe(true);
      expect(lines[0]).toEqual({ text: EXAMPLE.name, heading: true });
    }
  });
});

describe('one vocabulary per language', () => {
  it('pt says fluxo and card, es says flujo and tarjeta, in the wizard, description, diagram and engine texts', () => {
    const catalogues = [wizardMessages, describeMessages, diagramMessages, engineMessages] as unknown as Array<Record<string, Record<string, string>>>;
    for (const catalogue of catalogues) {
      // A command-line option (--flow) or a file name (flow.json) is not a word of the language (test/i18n-vocabulary.test.ts
      // scans every catalogue).
      const words = (text: string) => text.replace(/[\w.{}/-]*\.(zip|json|md)\b/g, '').replace(/--[a-z-]+/g, '');
      for (const [key, text] of Object.entries(catalogue.pt ?? {})) expect(words(text), `pt ${key}`).not.toMatch(/\bflows?\b|\btarjetas?\b/);
      for (const [key, text] of Object.entries(catalogue.es ?? {})) expect(words(text), `es ${key}`).not.toMatch(/\bflows?\b|\bcards?\b/);
    }
  });
});

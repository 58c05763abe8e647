// The non-interactive commands must not load Ink or React: follow the static imports from each entry module.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveSource } from './support/import-graph.js';

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Bare packages reachable from `entry` through static imports (dynamic import() is lazy and not followed). */
function staticPackages(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(STATIC_IMPORT)) {
      const spec = m[1]!;
      if (spec.startsWith('.')) {
        const target = resolveSource(file, spec);
        if (target) visit(target);
      } else if (!spec.startsWith('node:')) packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    }
  };
  visit(entry);
  return packages;
}

describe('non-interactive paths never load Ink or React', () => {
  it.each(['src/cli.ts', 'src/commands/migrate.ts', 'src/commands/list.ts', 'src/commands/smtp.ts', 'src/commands/doctor.ts', 'src/commands/install-skill.ts'])('%s', (entry) => {
    const packages = [...staticPackages(entry)];
    expect(packages.filter((p) => p === 'react' || p === 'ink' || p.startsWith('ink-'))).toEqual([]);
  });

  it('the check itself sees Ink where it is used', () => {
    expect([...staticPackages('src/ui/smtp/SmtpScreen.tsx')]).toContain('ink');
  });
});

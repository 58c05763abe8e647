// The import graph of src/, read from the import statements of the .ts/.tsx files: what Node loads (static imports,
// re-exports and dynamic import()) and type-only imports too: a type cycle is still two modules that depend on each other.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** `import ... from '<spec>'`, `import '<spec>'`, `export ... from '<spec>'` and `import('<spec>')`, `type` forms included. */
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The .ts/.tsx file a relative specifier (`./x.js`) names, if any. */
export function resolveSource(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec.replace(/\.js$/, ''));
  return ['.ts', '.tsx'].map((ext) => base + ext).find(existsSync);
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();
}

/** file -> the project files it imports (paths relative to the working folder, `/` separated). */
export function importGraph(dir: string): Map<string, Set<string>> {
  const name = (file: string) => relative('.', file).split('\\').join('/');
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(dir).filter((f) => /\.tsx?$/.test(f))) {
    const targets = new Set<string>();
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[2] ?? m[3]!;
      const target = spec.startsWith('.') ? resolveSource(file, spec) : undefined;
      if (target) targets.add(name(target));
    }
    graph.set(name(file), targets);
  }
  return graph;
}

/** The groups of modules that reach each other (strongly connected components of more than one module, or a self-import). */
export function importCycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)?.has(v)) cycles.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

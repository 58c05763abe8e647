// `npm run build` second half: bundles src/cli.ts with esbuild into dist/bundle/, so a run loads a handful of
// files instead of ~140 modules. Each lazily imported command or screen stays its own chunk (code splitting), so
// the non-interactive paths still never load Ink or React; those (and their ink-* companions) stay in
// node_modules, loaded only by the screens.
import { build } from 'esbuild';
import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outdir = path.join(root, 'dist', 'bundle');
rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node18.17',
  jsx: 'automatic',
  external: ['ink', 'ink-*', 'react', 'react/*', 'react-*'],
  chunkNames: 'chunks/[name]-[hash]',
  // Bundled CommonJS dependencies call require(); ESM output has none of its own.
  banner: { js: "import { createRequire as __pmCreateRequire } from 'node:module'; const require = __pmCreateRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});

// Data files that modules read beside themselves (new URL('./x.json', import.meta.url)): every module of the
// bundle sits in chunks/, so one copy there serves them all.
for (const data of ['src/engine/mapping/catalog.json']) {
  copyFileSync(path.join(root, data), path.join(outdir, 'chunks', path.basename(data)));
}

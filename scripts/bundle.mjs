// `npm run build` second half: bundles src/cli.ts with esbuild into dist/bundle/, twice.
// - cli.js (ESM, code splitting): each lazily imported command or screen stays its own chunk, so a run loads a
//   handful of files instead of ~140 modules; Ink and React (and their ink-* companions) stay in node_modules,
//   loaded only by the screens. bin/pipe-migrate.js runs the wizard and the SMTP form from it.
// - cli.cjs (one CommonJS file, no screens): every other run. bin/load-bundle.js compiles it with the V8 code cache
//   scripts/code-cache.mjs writes beside it (cli.cjs.cache), so a start reads compiled functions instead of parsing
//   and compiling them again. Node 18 and 20 have no code cache of their own (module.enableCompileCache is 22.1+).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asciiSource } from './ascii-source.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outdir = path.join(root, 'dist', 'bundle');
rmSync(outdir, { recursive: true, force: true });

const UI_PACKAGES = ['ink', 'ink-*', 'react', 'react/*', 'react-*'];
const common = {
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli.ts' },
  bundle: true,
  platform: 'node',
  target: 'node18.17',
  jsx: 'automatic',
  external: UI_PACKAGES,
  legalComments: 'none',
  logLevel: 'warning',
};

await build({
  ...common,
  outdir,
  splitting: true,
  format: 'esm',
  chunkNames: 'chunks/[name]-[hash]',
  // Bundled CommonJS dependencies call require(); ESM output has none of its own.
  banner: { js: "import { createRequire as __pmCreateRequire } from 'node:module'; const require = __pmCreateRequire(import.meta.url);" },
});

// The screens' modules are left out of the single file: bin/pipe-migrate.js never runs them from it
// (mayUseScreens in src/cli.ts), and this stand-in fails loudly if that promise were ever broken.
const noScreens = {
  name: 'no-screens',
  setup(b) {
    b.onResolve({ filter: /\/ui\/(wizard\/run|smtp\/SmtpScreen)\.js$/ }, (args) => ({ path: args.path, namespace: 'no-screens' }));
    b.onLoad({ filter: /.*/, namespace: 'no-screens' }, () => ({
      contents: "const away = () => { throw new Error('screens run from dist/bundle/cli.js (see mayUseScreens)'); };\nexport const runWizard = away;\nexport const runSmtpScreen = away;\n",
      loader: 'js',
    }));
  },
};
const single = path.join(outdir, 'cli.cjs');
await build({
  ...common,
  outfile: single,
  format: 'cjs',
  plugins: [noScreens],
  // no comments (they may hold non-ASCII characters), and a quarter less to read; names are kept as they are
  minifyWhitespace: true,
  // catalog.ts and package-root.ts find their files from import.meta.url: here, the file's own URL
  define: { 'import.meta.url': '__pmModuleUrl' },
  banner: { js: "const __pmModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
});
// ASCII, so bin/load-bundle.js reads it without decoding UTF-8 (scripts/ascii-source.mjs)
const text = asciiSource(readFileSync(single, 'utf8'), single);
writeFileSync(single, text);
const ui = /\brequire\(["'](?:ink|react)(?:[-/][^"']*)?["']\)/.exec(text);
if (ui) throw new Error(`dist/bundle/cli.cjs must not load Ink or React: ${ui[0]}`);
if (/\bimport\(/.test(text)) throw new Error('dist/bundle/cli.cjs must not hold import(): it runs as a vm script');

// Data files that modules read beside themselves (new URL('./x.json', import.meta.url)): every module of the ESM
// bundle sits in chunks/, and the single file in dist/bundle/ itself.
for (const data of ['src/engine/mapping/catalog.json']) {
  copyFileSync(path.join(root, data), path.join(outdir, 'chunks', path.basename(data)));
  copyFileSync(path.join(root, data), path.join(outdir, path.basename(data)));
}

// The code cache of cli.cjs, made by running it on the examples in a fresh process.
const cache = spawnSync(process.execPath, [path.join(root, 'scripts', 'code-cache.mjs')], { cwd: root, encoding: 'utf8' });
if (cache.status !== 0) throw new Error(`scripts/code-cache.mjs failed: ${cache.stderr}`);

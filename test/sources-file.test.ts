import { execFileSync } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserError } from '../src/errors.js';
import { LANGS } from '../src/i18n/index.js';
import {
  findPackageConnection,
  batchEntries,
  loadRecipeSource,
  pickZipRecipes,
  recipeDisplayName,
  resolveConnectionName,
} from '../src/sources/file.js';
import type { LoadedSource } from '../src/sources/types.js';

const CORPUS = fileURLToPath(new URL('../../shared/corpus/workato/', import.meta.url));

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pipe-migrate-file-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function failure(promise: Promise<unknown> | (() => unknown)): Promise<UserError> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    const e = error as UserError;
    expect(e.exitCode).toBe(2);
    for (const lang of LANGS) {
      const text = e.render(lang);
      expect(text).not.toMatch(/\{\w+\}/); // every placeholder filled
      expect(text).not.toMatch(/\n\s+at /); // no stack trace
    }
    return e;
  }
  throw new Error('expected a UserError');
}

function write(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
  return path;
}

const recipe = (name: string, provider = 'clock') => ({
  name,
  version: 1,
  private: true,
  concurrency: 1,
  code: { number: 0, keyword: 'trigger', provider, name: 'scheduled_event', as: 'a1', input: {}, block: [] },
  config: [{ keyword: 'application', provider, account_id: null }],
});
const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));

describe.skipIf(!existsSync(CORPUS))('the real corpus', () => {
  const files = existsSync(CORPUS) ? readdirSync(CORPUS).filter((f) => f.endsWith('.json')) : [];

  it('has recipes to read', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('loads %s as one JSON recipe', async (file) => {
    const source = await loadRecipeSource(join(CORPUS, file));
    expect(source.kind).toBe('json');
    if (source.kind !== 'json') return;
    expect(source.path).toBe(join(CORPUS, file));
    expect(source.recipe.origin).toBe(source.path);
    expect(source.recipe.data).toEqual(JSON.parse(readFileSync(join(CORPUS, file), 'utf8')));
    expect(pickZipRecipes(source)).toEqual([source.recipe]);
  });

  it('reads the corpus packed as a Workato package zip, and picks one recipe by its name', async () => {
    const entries: Zippable = {};
    for (const file of files.filter((f) => f.endsWith('.recipe.json'))) {
      entries[`Corpus/${file}`] = readFileSync(join(CORPUS, file));
    }
    const zip = write('corpus.zip', zipSync(entries));
    const source = await loadRecipeSource(zip);
    expect(source.kind).toBe('zip');
    if (source.kind !== 'zip') return;
    expect(source.recipes.length).toBe(Object.keys(entries).length);
    const [first] = source.recipes;
    const name = recipeDisplayName(first!);
    const picked = pickZipRecipes(source, { recipeName: name.toUpperCase() });
    expect(picked.map((r) => r.origin)).toEqual([first!.origin]);
  });
});

describe('package zips', () => {
  let zipPath: string;
  let source: LoadedSource;

  beforeAll(async () => {
    zipPath = write(
      'package.zip',
      zipSync({
        'Project A/': {},
        'Project A/Recipes/': {},
        'Project A/Recipes/envio_de_correo.recipe.json': json(recipe('Envío de Correo', 'gmail')),
        'Project A/Functions/helper.recipe.json': json(recipe('Helper function')),
        'Project A/Recipes/send_mail.recipe.json': json(recipe('Send mail A')),
        'Project B/send_mail.recipe.json': json(recipe('Send mail B')),
        'Project A/Connections/my_gmail.connection.json': json({ name: 'My Gmail account', provider: 'gmail', root_folder: false }),
        'Project A/Connections/cicd.connection.json': json({
          name: 'CI/CD',
          provider: { zip_name: 'Project A/cicd.custom_adapter.json', name: 'cicd_for_workato_connector_1_2', folder: 'Project A' },
        }),
        'Project A/Connections/broken.connection.json': strToU8('{ not json'),
        'Project A/lookup.lookup_table.json': json({ name: 'LT', schema: [] }),
        '__MACOSX/Project A/._helper.recipe.json': strToU8('\u0000\u0005binary'),
        'project.json': json({ description: '' }),
      }),
    );
    source = await loadRecipeSource(zipPath);
  });

  it('collects every *.recipe.json in entry order, at any depth, skipping __MACOSX and folders', () => {
    expect(source.kind).toBe('zip');
    if (source.kind !== 'zip') return;
    expect(source.path).toBe(zipPath);
    expect(source.recipes.map((r) => r.origin)).toEqual([
      'Project A/Recipes/envio_de_correo.recipe.json',
      'Project A/Functions/helper.recipe.json',
      'Project A/Recipes/send_mail.recipe.json',
      'Project B/send_mail.recipe.json',
    ]);
    expect((source.recipes[0]!.data as { name: string }).name).toBe('Envío de Correo');
  });

  it('collects the connection assets, with the custom connector provider by name, skipping a damaged one', () => {
    if (source.kind !== 'zip') throw new Error('zip expected');
    expect(source.connections).toEqual([
      { zipName: 'Project A/Connections/my_gmail.connection.json', name: 'My Gmail account', provider: 'gmail' },
      { zipName: 'Project A/Connections/cicd.connection.json', name: 'CI/CD', provider: 'cicd_for_workato_connector_1_2' },
    ]);
    expect(resolveConnectionName(source, 'Project A/Connections/my_gmail.connection.json')).toBe('My Gmail account');
    expect(findPackageConnection(source, './project a/connections/CICD.connection.json')?.provider).toBe('cicd_for_workato_connector_1_2');
    expect(resolveConnectionName(source, 'Elsewhere/none.connection.json')).toBeUndefined();
  });

  it('picks every recipe with all', () => {
    expect(pickZipRecipes(source, { all: true })).toHaveLength(4);
  });

  it('picks by recipe name, ignoring case and accents', () => {
    const picked = pickZipRecipes(source, { recipeName: '  envio DE correo ' });
    expect(picked.map((r) => r.origin)).toEqual(['Project A/Recipes/envio_de_correo.recipe.json']);
  });

  it('picks by file name, with or without folder and suffix', () => {
    for (const recipeName of ['helper', 'helper.recipe.json', 'Project A/Functions/helper', 'Project A/Functions/helper.recipe.json', 'Project A\\Functions\\helper']) {
      expect(pickZipRecipes(source, { recipeName }).map((r) => r.origin)).toEqual(['Project A/Functions/helper.recipe.json']);
    }
  });

  it('asks to choose when several recipes share a file name, and the full path settles it', async () => {
    const e = await failure(() => pickZipRecipes(source, { recipeName: 'send_mail' }));
    expect(e.code).toBe('zip_choose');
    const text = e.render('en');
    expect(text).toContain('Project A/Recipes/send_mail.recipe.json');
    expect(text).toContain('Project B/send_mail.recipe.json');
    expect(text).not.toContain('helper');
    expect(pickZipRecipes(source, { recipeName: 'Project B/send_mail' }).map((r) => r.origin)).toEqual(['Project B/send_mail.recipe.json']);
  });

  it('asks to choose when there are several recipes and no choice, naming --recipe-name and --all', async () => {
    const e = await failure(() => pickZipRecipes(source));
    expect(e.code).toBe('zip_choose');
    for (const lang of LANGS) {
      const text = e.render(lang);
      expect(text).toContain('--recipe-name');
      expect(text).toContain('--all');
      expect(text).toContain('Envío de Correo (Project A/Recipes/envio_de_correo.recipe.json)');
      expect(text).toContain('Send mail B');
    }
  });

  it('lists the available recipes when the name matches none', async () => {
    const e = await failure(() => pickZipRecipes(source, { recipeName: 'Nope' }));
    expect(e.code).toBe('zip_recipe_not_found');
    expect(e.render('en')).toContain('"Nope"');
    expect(e.render('en')).toContain('Helper function');
  });

  it('takes the only recipe of a one-recipe zip without being told', async () => {
    const one = write('one.zip', zipSync({ 'Folder/only.recipe.json': json(recipe('Only')) }));
    const loaded = await loadRecipeSource(one);
    expect(pickZipRecipes(loaded).map((r) => recipeDisplayName(r))).toEqual(['Only']);
  });

  it('detects a zip by its bytes, whatever the extension', async () => {
    const disguised = write('disguised.json', zipSync({ 'x.recipe.json': json(recipe('X')) }));
    const loaded = await loadRecipeSource(disguised);
    expect(loaded.kind).toBe('zip');
  });

  it('refuses a zip without recipes, listing what it holds', async () => {
    const path = write('norecipes.zip', zipSync({ 'a/conn.connection.json': json({ name: 'c', provider: 'x' }), 'readme.txt': strToU8('hi') }));
    const e = await failure(loadRecipeSource(path));
    expect(e.code).toBe('zip_no_recipes');
    expect(e.render('en')).toContain('a/conn.connection.json');
    expect(e.render('en')).toContain('readme.txt');
    expect(e.render('pt')).toContain('*.recipe.json');
  });

  it('refuses an empty zip', async () => {
    const e = await failure(loadRecipeSource(write('empty-archive.zip', zipSync({}))));
    expect(e.code).toBe('zip_no_recipes');
  });

  it('keeps a recipe that is not JSON apart, naming its entry and position, and still reads the others', async () => {
    const path = write('badentry.zip', zipSync({ 'R/good.recipe.json': json(recipe('Good')), 'R/bad.recipe.json': strToU8('{\n  "name": "x",\n  "code": ]\n}') }));
    const source = await loadRecipeSource(path);
    if (source.kind !== 'zip') throw new Error('expected a zip source');
    expect(source.recipes.map((r) => r.origin)).toEqual(['R/good.recipe.json']);
    expect(batchEntries(source).map((r) => r.origin)).toEqual(['R/good.recipe.json', 'R/bad.recipe.json']);
    const e = await failure(() => pickZipRecipes(source, { recipeName: 'bad' }));
    expect(e.code).toBe('zip_entry_not_json');
    expect(e.render('en')).toContain('R/bad.recipe.json');
    expect(e.render('en')).toContain('line 3, column 11');
    const choose = await failure(() => pickZipRecipes(source));
    expect(choose.code).toBe('zip_choose');
    expect(choose.render('en')).toContain('R/bad.recipe.json');
    expect(pickZipRecipes(source, { recipeName: 'good' }).map((r) => r.origin)).toEqual(['R/good.recipe.json']);
  });

  it('refuses a zip whose only recipes are not JSON with the first one\'s position', async () => {
    const path = write('allbad.zip', zipSync({ 'R/bad.recipe.json': strToU8('{\n  "name": "x",\n  "code": ]\n}'), 'R/worse.recipe.json': strToU8('nope') }));
    const e = await failure(loadRecipeSource(path));
    expect(e.code).toBe('zip_entry_not_json');
    expect(e.render('en')).toContain('line 3, column 11');
  });

  it('refuses a truncated zip as broken', async () => {
    const whole = zipSync({ 'a.recipe.json': json(recipe('A')) });
    const e = await failure(loadRecipeSource(write('truncated.zip', whole.subarray(0, whole.length - 10))));
    expect(e.code).toBe('broken_zip');
    expect(e.render('en')).toContain('truncated.zip');
    // the unzipper's own English ("invalid zip data") never reaches the message
    for (const lang of LANGS) expect(e.render(lang)).not.toContain('invalid zip data');
    expect(e.render('pt')).toContain('danificado ou incompleto');
  });

  it('refuses a zip compressed with a method it cannot read (a password) saying so, in every language', async () => {
    const zip = Buffer.from(zipSync({ 'a.recipe.json': json(recipe('A')) }, { level: 6 }));
    // AES-encrypted entries declare method 99, in the local header and in the central directory
    zip.writeUInt16LE(99, 8);
    zip.writeUInt16LE(99, zip.indexOf(Buffer.from('PK\x01\x02', 'latin1')) + 10);
    const e = await failure(loadRecipeSource(write('locked.zip', zip)));
    expect(e.code).toBe('broken_zip');
    expect(e.render('en')).toContain('method 99: encrypted with a password');
    expect(e.render('es')).toContain('método 99: protegido con contraseña');
    for (const lang of LANGS) expect(e.render(lang)).not.toContain('unknown compression');
  });

  it('refuses a .zip that is not a zip at all', async () => {
    const e = await failure(loadRecipeSource(write('text.zip', 'just some text')));
    expect(e.code).toBe('broken_zip');
  });
});

describe('recipe files', () => {
  it('reads a JSON recipe without validating it, resolving relative paths from cwd', async () => {
    write('sub/plain.json', JSON.stringify({ whatever: true }));
    const source = await loadRecipeSource('sub/plain.json', { cwd: dir });
    expect(source).toEqual({ kind: 'json', path: join(dir, 'sub/plain.json'), recipe: { origin: join(dir, 'sub/plain.json'), data: { whatever: true } } });
  });

  it('expands ~ to the home folder', async () => {
    write('home/mine.json', '{"name":"mine"}');
    const source = await loadRecipeSource('~/mine.json', { home: join(dir, 'home'), cwd: '/' });
    expect(source.path).toBe(join(dir, 'home/mine.json'));
  });

  it('accepts a UTF-8 byte-order mark and UTF-16 files from Windows editors', async () => {
    const bom = await loadRecipeSource(write('bom.json', '\ufeff{"name":"ação"}'));
    expect(bom.kind === 'json' && bom.recipe.data).toEqual({ name: 'ação' });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"name":"ação"}', 'utf16le')]);
    const u = await loadRecipeSource(write('utf16.json', utf16));
    expect(u.kind === 'json' && u.recipe.data).toEqual({ name: 'ação' });
  });

  it('names line and column when the file is not JSON, with only a tiny excerpt', async () => {
    const secretFar = 'SECRET-' + 'x'.repeat(50);
    const text = `{\n  "name": "Broken",\n  "code": {,\n  "input": "${secretFar}"\n}\n`;
    const e = await failure(loadRecipeSource(write('broken.json', text)));
    expect(e.code).toBe('not_json');
    const en = e.render('en');
    expect(en).toContain('line 3, column 12');
    expect(en).toContain(join(dir, 'broken.json'));
    expect(en).not.toContain('SECRET');
    expect(e.render('pt')).toContain('linha 3, coluna 12');
    expect(e.render('es')).toContain('línea 3, columna 12');
  });

  it('points at the end for a cut-off file', async () => {
    const e = await failure(loadRecipeSource(write('cut.json', '{"name": "a",\n "code": {"keyword": "trigger"')));
    expect(e.code).toBe('not_json');
    expect(e.render('en')).toContain('line 2, column 31');
  });

  it('shows the last text of a file cut right after a line break, in no language (no English marker in pt or es)', async () => {
    const e = await failure(loadRecipeSource(write('cut-newline.json', '{"name": "a",\n "code": {"keyword": "trigger",\n\n')));
    expect(e.code).toBe('not_json');
    expect(e.render('pt')).toContain('linha 4, coluna 1 (perto de: ""code": {"keyword": "trigger",")');
    expect(e.render('es')).toContain('línea 4, columna 1 (cerca de: ""code": {"keyword": "trigger",")');
    for (const lang of LANGS) expect(e.render(lang)).not.toContain('end of file');
  });

  it('refuses binary files that are neither JSON nor zip', async () => {
    const e = await failure(loadRecipeSource(write('image.png', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]))));
    expect(e.code).toBe('not_json');
  });

  it('reports a missing file with its full path', async () => {
    const e = await failure(loadRecipeSource('nowhere/missing.json', { cwd: dir }));
    expect(e.code).toBe('file_not_found');
    for (const lang of LANGS) expect(e.render(lang)).toContain(resolve(dir, 'nowhere/missing.json'));
  });

  it.skipIf(!existsSync('/dev/zero'))('stops reading a device that never ends at the size limit (/dev/zero)', async () => {
    const e = await failure(loadRecipeSource('/dev/zero'));
    expect(e.code).toBe('file_too_large');
    for (const lang of LANGS) expect(e.render(lang)).toMatch(/\/dev\/zero .*\b\d+ MB\b/);
  });

  it.skipIf(process.platform === 'win32')('reads a recipe from a named pipe to its end', async () => {
    const fifo = join(dir, 'recipe.fifo');
    execFileSync('mkfifo', [fifo]);
    const text = JSON.stringify({ name: 'Piped', code: { number: 0, keyword: 'trigger', provider: 'clock', name: 'scheduled_event', input: {}, block: [] } });
    const writer = new Promise<void>((done, fail) => createWriteStream(fifo).on('error', fail).end(text, done));
    const loaded = await loadRecipeSource(fifo);
    await writer;
    expect(loaded.kind).toBe('json');
    expect(loaded.kind === 'json' && (loaded.recipe.data as { name: string }).name).toBe('Piped');
  });

  it('reports a folder as not a file', async () => {
    mkdirSync(join(dir, 'a-folder'), { recursive: true });
    const e = await failure(loadRecipeSource(join(dir, 'a-folder')));
    expect(e.code).toBe('not_a_file');
  });

  it('reports empty and blank files', async () => {
    expect((await failure(loadRecipeSource(write('empty.json', '')))).code).toBe('empty_file');
    expect((await failure(loadRecipeSource(write('blank.json', ' \n\t\n')))).code).toBe('empty_file');
    expect((await failure(loadRecipeSource(write('empty.zip', '')))).code).toBe('empty_file');
  });

  it.skipIf(process.platform === 'win32' || process.getuid?.() === 0)('reports a file it may not read', async () => {
    const path = write('locked.json', '{}');
    chmodSync(path, 0o000);
    try {
      const e = await failure(loadRecipeSource(path));
      expect(e.code).toBe('unreadable');
      expect(e.render('en')).toContain(path);
    } finally {
      chmodSync(path, 0o600);
    }
  });
});

// The bundled catalog as catalog.ts reads it (each piece found by its place in the file and parsed on first use) is
// the file's own data: catalog.ts relies on the layout scripts/bundle-catalog.mjs writes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCatalogPieces, catalogOperation, catalogPiece, indexCatalog, type CatalogFile } from '../src/engine/mapping/catalog.js';

const file = JSON.parse(readFileSync(new URL('../src/engine/mapping/catalog.json', import.meta.url), 'utf8')) as CatalogFile;

describe('the bundled catalog', () => {
  it('gives every piece of catalog.json, in its order, with its data', () => {
    expect(file.pieces.length).toBeGreaterThan(40);
    expect(allCatalogPieces()).toEqual(file.pieces);
  });

  it('finds each piece by name, and nothing for a name it does not hold', () => {
    for (const piece of file.pieces) expect(catalogPiece(piece.name)).toEqual(piece);
    expect(catalogPiece('@activepieces/piece-not-there')).toBeUndefined();
    expect(catalogPiece('')).toBeUndefined();
    const slack = file.pieces.find((p) => p.name === '@activepieces/piece-slack')!;
    expect(catalogOperation(slack.name, 'action', slack.actions[0]!.name)).toEqual(slack.actions[0]);
  });
});

describe('the catalog in another layout', () => {
  it('finds every piece when the file was re-indented (tsc writes its copy in dist/engine so)', () => {
    const text = readFileSync(new URL('../src/engine/mapping/catalog.json', import.meta.url), 'utf8');
    const reindented = indexCatalog(JSON.stringify(JSON.parse(text), null, 4));
    for (const piece of file.pieces) expect(catalogPiece(piece.name, reindented)).toEqual(piece);
    expect(catalogPiece('@activepieces/piece-not-there', reindented)).toBeUndefined();
  });
});

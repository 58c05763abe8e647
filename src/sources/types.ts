// What the sources hand to the engine: parsed JSON, never interpreted here beyond the container format.
import type { UserError } from '../errors.js';

/** A connection asset of a package export (`*.connection.json`): never holds credentials. */
export interface PackageConnection {
  zipName: string;
  name: string;
  provider: string;
}

/** A lookup table of a package export (`*.lookup_table.json`): its columns, and its rows when exported with data. */
export interface PackageTable {
  /** the asset's path inside the package */
  origin: string;
  name: string;
  columns: string[];
  /** one cell per column, as text */
  rows: string[][];
}

export interface RecipeEntry {
  /** where it came from: the file path, or the zip entry path */
  origin: string;
  /** the parsed JSON, to be normalised by the engine */
  data: unknown;
}

/** A recipe of a package that could not be read (not JSON): it fails on its own, the other recipes go on. */
export interface UnreadableRecipe {
  origin: string;
  problem: UserError;
}

/** One recipe of a batch: read, or with the reason it could not be. */
export type BatchEntry = RecipeEntry | UnreadableRecipe;

export type LoadedSource =
  | { kind: 'json'; path: string; recipe: RecipeEntry }
  | {
      /** a package: a zip archive, or a folder holding a package's files */
      kind: 'zip';
      path: string;
      /** every readable `*.recipe.json` in the archive, in entry order (at least one) */
      recipes: RecipeEntry[];
      /** the `*.recipe.json` entries that are not JSON, in entry order */
      unreadable: UnreadableRecipe[];
      /** `*.connection.json` assets by zip path, to resolve `config[].account_id.zip_name` */
      connections: PackageConnection[];
      /** `*.lookup_table.json` assets */
      tables: PackageTable[];
    };

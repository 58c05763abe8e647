// What the sources hand to the engine: parsed JSON, never interpreted here beyond the container format.

/** A connection asset of a package export (`*.connection.json`): never holds credentials. */
export interface PackageConnection {
  zipName: string;
  name: string;
  provider: string;
}

export interface RecipeEntry {
  /** where it came from: the file path, or the zip entry path */
  origin: string;
  /** the parsed JSON, to be normalised by the engine */
  data: unknown;
}

export type LoadedSource =
  | { kind: 'json'; path: string; recipe: RecipeEntry }
  | {
      kind: 'zip';
      path: string;
      /** every `*.recipe.json` in the archive, in entry order */
      recipes: RecipeEntry[];
      /** `*.connection.json` assets by zip path, to resolve `config[].account_id.zip_name` */
      connections: PackageConnection[];
    };

// dotenv's parser, loaded on first use: dotenv requires node:crypto (for its encrypted-vault feature, which we do
// not use) when it loads, about 20 ms of a start, while most runs find no .env file to parse.
import { createRequire } from 'node:module';

type Parse = (src: string | Buffer) => Record<string, string>;
let parse: Parse | undefined;

/** The variables of a .env file's text, as dotenv reads them. */
export function parseDotenv(text: string | Buffer): Record<string, string> {
  parse ??= (createRequire(import.meta.url)('dotenv') as { parse: Parse }).parse;
  return parse(text);
}

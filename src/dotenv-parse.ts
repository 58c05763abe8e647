// dotenv's parser, loaded on first use: dotenv requires node:crypto (for its encrypted-vault feature, which we do
// not use) when it loads, about 20 ms of a start, while most runs find no .env file to parse.
import { lazyRequire } from './lazy-builtins.js';

type Parse = (src: string | Buffer) => Record<string, string>;

/** The variables of a .env file's text, as dotenv reads them. */
export function parseDotenv(text: string | Buffer): Record<string, string> {
  return lazyRequire<{ parse: Parse }>('dotenv').parse(text);
}

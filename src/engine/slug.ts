// File-system-safe names for output folders and files.

/**
 * `Notificar aprovação!` -> `notificar-aprovacao`; accents folded, only [a-z0-9-], at most 60 chars. Letters
 * that do not fold to a-z (`日本語`, `Заявка`) would vanish and make different names collide, so a name that
 * had any gets a short hash of the whole name: `sync-3f9a1c2e`, `flow-7b0e44d1`.
 */
export function slugify(name: string, fallback = 'flow'): string {
  const folded = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const slug = folded
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  // Only a character outside ASCII can be such a letter; the Unicode-property pattern, costly to compile, runs only then.
  if (/[^\x00-\x7f]/.test(folded) && /(?![\p{ASCII}])[\p{L}\p{N}]/u.test(folded)) return `${slug || fallback}-${shortHash(name)}`;
  return slug || fallback;
}

/**
 * A recipe's output folder: its id when it has one (no separators, no traversal, no leading dot), else the slug
 * of its name. `distinct` (the recipe's code, for inputs whose name is not their own, such as Inspect dumps)
 * adds a short hash so two such recipes never share a folder, while the same recipe keeps its folder.
 */
export function safeFolderName(id: string | undefined, name: string, distinct?: string): string {
  if (id !== undefined) {
    const cleaned = id.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '').replace(/\.{2,}/g, '.').slice(0, 80);
    if (cleaned && cleaned !== '.' && cleaned !== '..') return cleaned;
  }
  const slug = slugify(name, 'recipe');
  return distinct === undefined ? slug : `${slug}-${shortHash(distinct)}`;
}

/** FNV-1a (32 bits) as 8 hex digits: stable across runs and machines; a name, not a security measure. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

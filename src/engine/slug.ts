// File-system-safe names for output folders and files.

/** `Notificar aprovação!` -> `notificar-aprovacao`; accents folded, only [a-z0-9-], at most 60 chars. */
export function slugify(name: string, fallback = 'flow'): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** A recipe id as a folder name: no separators, no traversal, no leading dot. */
export function safeFolderName(id: string | undefined, name: string): string {
  if (id !== undefined) {
    const cleaned = id.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '').replace(/\.{2,}/g, '.').slice(0, 80);
    if (cleaned && cleaned !== '.' && cleaned !== '..') return cleaned;
  }
  return slugify(name, 'recipe');
}

// Unique Activepieces step names matching ^[a-zA-Z_][a-zA-Z0-9_]*$.

export class NameAllocator {
  private readonly used = new Set<string>(['trigger', 'connections', 'variables']);

  /** Reserves `preferred` (sanitised), or `preferred_2`, `preferred_3`, ... when taken. */
  allocate(preferred: string): string {
    let base = preferred.replace(/[^a-zA-Z0-9_]/g, '_');
    if (!/^[a-zA-Z_]/.test(base)) base = `s_${base}`;
    let name = base;
    for (let i = 2; this.used.has(name); i++) name = `${base}_${i}`;
    this.used.add(name);
    return name;
  }
}

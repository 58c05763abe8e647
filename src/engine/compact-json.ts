// A value shown in a message (a placeholder's reason, a finding of the run-time check): its one-line JSON, or, for a
// value nested deeper than JSON.stringify can walk, its kind. Callers cut the text to their own length.

export function compactJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Array.isArray(value) ? '[...]' : typeof value === 'object' && value !== null ? '{...}' : String(value);
  }
}

// What a piece action or trigger outputs, as a function of the data the external app returned. Pure data rows.

export interface OutputShape {
  /** `@activepieces/piece-http` */
  piece: string;
  /** action or trigger name */
  name: string;
  kind: 'action' | 'trigger';
  /** where the shape was read: repository path + function, or npm package@version + file */
  source: string;
  /**
   * The step's output built from what the external app returned (`data`) and the step's resolved input.
   * Runtime models feed both runtimes the same `data`, each shaping it its own way.
   */
  output: (data: unknown, input: Readonly<Record<string, unknown>>) => unknown;
}

export const asRecord = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The piece returns the app's answer unchanged. */
export const unchanged = (data: unknown): unknown => data;

/** An HTTP-like response as `{status, headers, body}` (defaults for missing parts). */
export function httpResponse(data: unknown): { status: unknown; headers: unknown; body: unknown } {
  const r = asRecord(data);
  return { status: r.status ?? 200, headers: r.headers ?? {}, body: r.body ?? {} };
}

// Ctrl+C (and a closed terminal or a kill) while files are written: instead of dying mid-write, the run is told
// through an AbortSignal, finishes or rolls back the recipe at hand and reports. A second signal ends it at once
// (a work folder it leaves is swept by the next run).
const SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;
type Handled = keyof typeof SIGNALS;

export interface Interrupts {
  signal: AbortSignal;
  /** 128 + the signal's number once one arrived (130 for Ctrl+C), else undefined */
  exitCode(): number | undefined;
  /** stops listening; call it once the writing is over */
  dispose(): void;
}

export function catchInterrupts(): Interrupts {
  const controller = new AbortController();
  let received: Handled | undefined;
  const handlers = (Object.keys(SIGNALS) as Handled[]).map((name) => {
    const handler = () => {
      if (received) process.exit(128 + SIGNALS[received]);
      received = name;
      controller.abort();
    };
    process.on(name, handler);
    return () => process.removeListener(name, handler);
  });
  return {
    signal: controller.signal,
    exitCode: () => (received ? 128 + SIGNALS[received] : undefined),
    dispose: () => handlers.forEach((remove) => remove()),
  };
}

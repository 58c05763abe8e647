// One asynchronous job of a screen (a request, say) and its cancellation: Esc or Ctrl+C call cancel(), and
// leaving the screen cancels too. A job that was cancelled never changes the screen afterwards.
import { useCallback, useEffect, useRef, useState } from 'react';

export type TaskState<T> =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown }
  | { status: 'cancelled' };

export interface Task<T> {
  state: TaskState<T>;
  /** Starts the job (a running one is cancelled first); the job should stop when `signal` aborts. */
  run(job: (signal: AbortSignal) => Promise<T>): void;
  /** Aborts the running job; returns whether one was running. */
  cancel(): boolean;
  /** Back to idle (after a result was shown). */
  reset(): void;
}

export function useTask<T>(): Task<T> {
  const [state, setState] = useState<TaskState<T>>({ status: 'idle' });
  const current = useRef<AbortController | undefined>(undefined);

  const cancel = useCallback(() => {
    const controller = current.current;
    current.current = undefined;
    if (!controller) return false;
    controller.abort();
    setState({ status: 'cancelled' });
    return true;
  }, []);

  const run = useCallback((job: (signal: AbortSignal) => Promise<T>) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'running' });
    const settle = (next: TaskState<T>) => {
      if (current.current !== controller) return;
      current.current = undefined;
      setState(next);
    };
    job(controller.signal).then(
      (value) => settle({ status: 'done', value }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
  }, []);

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = undefined;
    setState({ status: 'idle' });
  }, []);

  // Leaving the screen aborts whatever still runs (no state is set: the component is gone).
  useEffect(
    () => () => {
      current.current?.abort();
      current.current = undefined;
    },
    [],
  );

  return { state, run, cancel, reset };
}

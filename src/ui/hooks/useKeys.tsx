// Key handlers that always see the screen as last drawn, and screens that hear every key from the moment they are
// drawn. Ink's useInput (ink build/hooks/use-input.js) swaps its listener in a passive effect, which React runs
// after the frame; several chunks of input read in one go (a paste the terminal split into reads, an agent's
// send-keys) reach the listener of an earlier render, with the values of that render (text typed a moment before,
// the screen before the last step change), and a screen just mounted hears nothing until its effects ran.
// A <KeysRoot> listens once, through Ink (which parses each chunk and batches what a handler sets), and hands each
// chunk to the handlers registered under it; useKeys registers in a layout effect, which React runs while it
// commits the frame, so each chunk goes to the handlers of the screen as drawn, with that screen's values.
// Several keys in one chunk (see split-keys.ts) are handed over one by one, each through Ink as a chunk of its own,
// with a frame after each: Down and Enter sent together choose the item Down reached.
import { useInput, useStdin, type Key } from 'ink';
import React, { createContext, useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';
import { splitKeys } from './split-keys.js';

export type KeyHandler = (input: string, key: Key) => void;

interface Entry {
  handler: KeyHandler;
  active: boolean;
}

const KeysContext = createContext<Set<Entry> | null>(null);

/** Hands every chunk of input to the useKeys handlers below it. Nested in another, it adds nothing. */
export function KeysRoot({ children }: { children: React.ReactNode }): React.JSX.Element {
  const outer = useContext(KeysContext);
  const [own] = useState(() => new Set<Entry>());
  const entries = outer ?? own;
  // Set once a chunk of several keys was handed over key by key: Ink then hands the whole chunk over too.
  const handedOver = useRef(false);
  const { internal_eventEmitter: chunks } = useStdin();
  useLayoutEffect(() => {
    if (outer || !chunks) return undefined;
    // Ink's `input` event carries each chunk read (ink build/components/App.js handleReadable); a listener put first
    // sees it before Ink's useInput listeners, this root's among them.
    const split = (chunk: unknown) => {
      handedOver.current = false;
      const keys = splitKeys(String(chunk));
      if (keys.length < 2) return;
      for (const key of keys) chunks.emit('input', key);
      handedOver.current = true;
    };
    chunks.prependListener('input', split);
    return () => {
      chunks.removeListener('input', split);
    };
  }, [outer, chunks]);
  const dispatch = useCallback<KeyHandler>(
    (input, key) => {
      if (handedOver.current) {
        handedOver.current = false;
        return;
      }
      // A copy: a handler may end the screen, whose entries then leave the set.
      for (const entry of [...entries]) if (entry.active) entry.handler(input, key);
    },
    [entries],
  );
  useInput(dispatch, { isActive: outer === null });
  return <KeysContext.Provider value={entries}>{children}</KeysContext.Provider>;
}

/**
 * Ink's useInput, with the handler of the last render. Under a <KeysRoot> it hears the keys from the frame it is
 * first drawn in; elsewhere (a component drawn on its own) it listens through Ink itself.
 */
export function useKeys(handler: KeyHandler, options: { isActive?: boolean } = {}): void {
  const isActive = options.isActive !== false;
  const entries = useContext(KeysContext);
  const entry = useRef<Entry>({ handler, active: false }).current;
  useLayoutEffect(() => {
    entry.handler = handler;
    entry.active = isActive;
  });
  useLayoutEffect(() => {
    entries?.add(entry);
    // Gone from the screen: deaf at once, though Ink's own listener (without a root) leaves only after the frame.
    return () => {
      entry.active = false;
      entries?.delete(entry);
    };
  }, [entries, entry]);
  const latest = useCallback<KeyHandler>(
    (input, key) => {
      if (entry.active) entry.handler(input, key);
    },
    [entry],
  );
  useInput(latest, { isActive: entries === null && isActive });
}

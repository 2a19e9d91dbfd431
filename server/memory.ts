// Keeps a flood of distinct clients from holding memory: bounded heap growth while it lasts, and the heap handed back once the limiter forgets them.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** What the rate limiter tells the process about floods of distinct clients. */
export interface FloodMemoryPolicy {
  /** The stores hold a flood of clients: grow the heap little beyond live data from now on. */
  floodStarted(): void;
  /** The stores forgot the flood: collect it now, since nothing else may allocate enough to, and grow freely again. */
  floodForgotten(): void;
}

/**
 * V8's default lets the old generation grow to several times its live size between full collections; during a
 * flood of a million distinct clients that doubled the peak. Bounding growth to 20% costs extra collections, so it
 * is on only while a flood is held (ordinary traffic, MCP included, keeps V8's defaults). The flag is read at each
 * heap-limit computation, so switching it at run time takes effect at the next collection.
 */
export function floodMemoryPolicy(): FloodMemoryPolicy {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  return {
    floodStarted: () => setFlagsFromString('--heap-growing-percent=20'),
    floodForgotten: () => {
      setFlagsFromString('--heap-growing-percent=0');
      collect();
    },
  };
}

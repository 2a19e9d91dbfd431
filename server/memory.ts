// Keeps a flood of distinct clients from holding memory: decides from how many clients the limiters hold, then bounds heap growth while a flood lasts and hands the heap back once it is forgotten.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** What the process does about floods of distinct clients. */
export interface FloodMemoryPolicy {
  /** The limiters hold a flood of clients: grow the heap little beyond live data from now on. */
  floodStarted(): void;
  /** The limiters forgot the flood: collect it now, since nothing else may allocate enough to, and grow freely again. */
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

/** Clients held at once that make a flood: a full collection after it is worth its pause. */
export const floodSize = 100_000;

/**
 * Turns successive counts of clients held into flood events: a flood starts at `floodSize` and is forgotten
 * below a tenth of it, so a count hovering around the threshold does not switch the policy back and forth.
 */
export function floodDetector(policy: FloodMemoryPolicy): (clientsHeld: number) => void {
  let flooded = false;
  return (clientsHeld) => {
    if (!flooded && clientsHeld >= floodSize) {
      flooded = true;
      policy.floodStarted();
    } else if (flooded && clientsHeld < floodSize / 10) {
      flooded = false;
      policy.floodForgotten();
    }
  };
}

/** How often the limiters' size is read: cheap (a few map sizes), and often enough to catch a flood early. */
const floodCheckMs = 1_000;

/** Reads `clientsHeld` every second (or four times a window, if shorter) into `policy`; returns how to stop. */
export function watchFloods(clientsHeld: () => number, windowMs: number, policy: FloodMemoryPolicy): () => void {
  const observe = floodDetector(policy);
  const watcher = setInterval(() => observe(clientsHeld()), Math.min(floodCheckMs, windowMs / 4));
  watcher.unref();
  return () => clearInterval(watcher);
}

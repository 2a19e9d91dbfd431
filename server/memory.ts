// Keeps a flood of distinct clients from holding memory: bounded heap growth while it lasts, and the heap handed back once the limiter forgets them.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Lets the old generation grow by 20% over live data between full collections instead of V8's default (up to
 * several times): a flood of a million distinct clients then peaks near its live size. Ordinary traffic keeps a
 * small, stable heap, so the extra collections cost nothing there. Called once, before the heap has grown.
 */
export function boundHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=20');
}

/**
 * A full collection on demand. Once the rate-limit windows drop a flood's clients nothing else allocates, so no
 * collection would run and the freed heap would stay resident; the limiter calls this at that moment.
 */
export function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

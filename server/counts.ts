// What the request paths count for operators, as calls that cost nothing when no one reads them (no registry, no Prometheus).
import type { countInto } from './metrics.ts';

/** Everything counted on a request's path: what `countInto` counts into a registry (metrics.ts, loaded only for one). */
export type Counts = ReturnType<typeof countInto>;

/** Counting for no one. */
export const uncounted: Counts = {
  read: () => undefined,
  referral: () => undefined,
  mcpMessage: () => undefined,
  rateLimited: () => undefined,
  failedOpen: () => undefined,
  storeLost: () => undefined,
  evicted: () => undefined,
  mcpAnswer: () => undefined,
};

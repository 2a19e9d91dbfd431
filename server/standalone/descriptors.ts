// The process's file descriptors: how many it may hold (its soft limit) and how many it holds now, read from /proc on Linux.
import { readdirSync, readFileSync } from 'node:fs';

/** Where the limit cannot be read: the usual soft limit of a Linux shell, so shedding starts early rather than never. */
const fallbackLimit = 1_024;

/** The soft limit on open files ("Max open files" in /proc/self/limits), or `fallbackLimit` where there is none to read. */
export function descriptorLimit(limits = '/proc/self/limits'): number {
  try {
    const soft = /^Max open files\s+(\d+|unlimited)\s/m.exec(readFileSync(limits, 'utf8'))?.[1];
    if (soft !== undefined) return soft === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number(soft);
  } catch {
    // Not Linux: the fallback below.
  }
  return fallbackLimit;
}

/** Descriptors open now (the entries of /proc/self/fd, less the one reading it), or undefined where it cannot be read. */
export function descriptorsInUse(fds = '/proc/self/fd'): number | undefined {
  try {
    return readdirSync(fds).length - 1;
  } catch {
    return undefined;
  }
}

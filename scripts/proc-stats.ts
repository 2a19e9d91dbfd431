// What /proc says about a process: CPU time, resident memory, children; the benchmark's and the stack's only view of other processes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Asked on first use: every test file that owns a process imports this module for its /proc reads, and most never
// measure CPU or memory, so two getconf processes at import were start-up work for nothing.
const systemValues = new Map<string, number>();
function getconf(name: 'CLK_TCK' | 'PAGESIZE'): number {
  let value = systemValues.get(name);
  if (value === undefined) {
    value = Number(execFileSync('getconf', [name], { encoding: 'utf8' }));
    systemValues.set(name, value);
  }
  return value;
}

/** CPU time (user + system) of a process in microseconds; 0 once it has gone. */
export function cpuMicros(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / getconf('CLK_TCK');
  } catch {
    return 0;
  }
}

/** Resident memory of a process in MB. */
export function rssMb(pid: number): number {
  const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
  return (pages * getconf('PAGESIZE')) / 1024 / 1024;
}

/** The child processes of `pid` (nginx's workers, say). */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Every process below `pid`, deepest last: what a test sees a command start. */
export function descendants(pid: number): number[] {
  return childPids(pid).flatMap((child) => [child, ...descendants(child)]);
}

/** Whether `pid` still runs: a zombie has exited, only its parent has not collected it yet. */
export function isRunning(pid: number): boolean {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
}

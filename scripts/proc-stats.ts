// What /proc says about a process: CPU time, resident memory, children; the benchmark's and the stack's only view of other processes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
const pageSize = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }));

/** CPU time (user + system) of a process in microseconds; 0 once it has gone. */
export function cpuMicros(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / clockTicks;
  } catch {
    return 0;
  }
}

/** Resident memory of a process in MB. */
export function rssMb(pid: number): number {
  const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
  return (pages * pageSize) / 1024 / 1024;
}

/** The child processes of `pid` (nginx's workers, say). */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Whether `pid` still runs: a zombie has exited, only its parent has not collected it yet. */
export function isRunning(pid: number): boolean {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
}

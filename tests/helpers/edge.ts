// The reference stack for a test file (real nginx, redis-server and two origin processes on free loopback ports), always stopped, and what tests read from it.
import { after, before } from 'node:test';
import { type Stack, type StackOptions, startStack } from '../../scripts/edge-stack.ts';
import { scrape, total } from './metrics.ts';

/** One stack for every test of a file: started before the first, stopped after the last. */
export function stackForFile(options: StackOptions = {}): () => Stack {
  let stack: Stack | undefined;
  before(async () => {
    stack = await startStack(options);
  });
  after(() => stack?.stop());
  return () => {
    if (stack === undefined) throw new Error('the stack of this file is not started yet');
    return stack;
  };
}

/** The sum of a metric over both origins, restricted to samples carrying every label given. */
export async function acrossOrigins(stack: Stack, name: string, ...labels: string[]): Promise<number[]> {
  return Promise.all(stack.origins.map(async (origin) => total(await scrape(origin.metricsUrl), name, ...labels)));
}

/** Runs `count` calls of `send`, `concurrency` at a time, and returns their results in order. */
export async function inParallel<T>(count: number, concurrency: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await send(index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

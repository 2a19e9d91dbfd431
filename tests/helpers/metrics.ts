// Reads a Prometheus text exposition into samples, for tests of what operators see.
import assert from 'node:assert/strict';
import type { Registry } from 'prom-client';
import { request } from './http.ts';

/** The samples at `url`, keyed by `name{labels}` as written. */
export async function scrape(url: string): Promise<Map<string, number>> {
  const response = await request(url);
  assert.equal(response.status, 200);
  assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  return samplesOf(response.text);
}

/** The samples a registry would answer a scrape with, read in process. */
export async function samplesIn(registry: Registry): Promise<Map<string, number>> {
  return samplesOf(await registry.metrics());
}

function samplesOf(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match !== null) samples.set(match[1] ?? '', Number(match[2]));
  }
  return samples;
}

/** The sum of every sample of `name` whose labels include each of `labels` (`route="document"`, say). */
export function total(samples: ReadonlyMap<string, number>, name: string, ...labels: string[]): number {
  let sum = 0;
  for (const [key, value] of samples) {
    if ((key === name || key.startsWith(`${name}{`)) && labels.every((label) => key.includes(label))) sum += value;
  }
  return sum;
}

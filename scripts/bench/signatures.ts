// The bench's row for Web Bot Auth: what a signed read's check costs with its signer's directory cached, measured on the built modules in a process of their own (signature-work.ts).
import { execFileSync } from 'node:child_process';
import { selected, smoke } from './args.ts';
import { type Row, reading } from './measure.ts';
import { node } from './processes.ts';

export function signatureCheck(): Row | undefined {
  const scenario = 'Web Bot Auth check of a signed read, directory cached';
  if (!selected(scenario)) return undefined;
  const { microsPerCheck } = JSON.parse(
    execFileSync(node, ['scripts/bench/signature-work.ts', ...(smoke ? ['--smoke'] : [])], { encoding: 'utf8' }),
  ) as { microsPerCheck: number };
  return reading(scenario, { cpuMicrosPerRequest: microsPerCheck }, 'for comparison: off the request path, once per signed read', true);
}

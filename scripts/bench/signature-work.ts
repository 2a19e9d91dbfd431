// What checking a read's Web Bot Auth signature costs once its signer's directory is cached: the built origin's check of one signed request, repeated, in a process of its own; prints µs per check.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { directoryResponse, newKey, signedFields } from '../web-bot-auth-signer.ts';
import { smoke } from './args.ts';
import { median } from './measure.ts';

const built = async <T>(module: string) => (await import(pathToFileURL(join(process.cwd(), 'dist/origin', module)).href)) as T;
const { signatureChecks } = await built<typeof import('../../server/signatures.ts')>('server/signatures.js');
const { signatureClaim } = await built<typeof import('../../content/web-bot-auth.ts')>('content/web-bot-auth.js');

const signer = 'https://signer.example';
const key = newKey();
const directory = await directoryResponse([key], 'signer.example');
const signedRequests = await Promise.all(
  Array.from({ length: smoke ? 100 : 5_000 }, async () => {
    const fields = await signedFields({ key, agent: signer, authority: 'turno.example', path: '/en/developers', lifetime: 3_600 });
    return { method: 'GET', authority: 'turno.example', target: '/en/developers', fields };
  }),
);

/** CPU µs per check over `size` checks, each request signed anew (a nonce of its own), as a stream of signed reads comes. */
async function batch(size: number): Promise<number> {
  const checks = signatureChecks([signer], async () => directory);
  const before = process.cpuUsage();
  for (let i = 0; i < size; i++) {
    const request = signedRequests[i % signedRequests.length] ?? signedRequests[0];
    const claim = signatureClaim(request?.fields ?? {});
    if (request !== undefined && claim.kind !== 'none') await checks.check(request, claim);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / size;
}

// The first check fetches (here: is handed) the directory; then warmed until optimised, and the median of batches.
// The checker is made anew per batch, so every request's nonce is new to it.
await batch(smoke ? 10 : 1_000);
const batches: number[] = [];
for (let i = 0; i < (smoke ? 1 : 5); i++) batches.push(await batch(smoke ? 100 : 5_000));
process.stdout.write(`${JSON.stringify({ microsPerCheck: median(batches) })}\n`);

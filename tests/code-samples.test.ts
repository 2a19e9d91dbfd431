// The contract's x-codeSamples run: each curl sample, pointed at the test origin, prints exactly the documented 200 example; the fetch and Python samples run and print the document.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { buildPaths } from '../schemas/manifest.ts';
import { runToEnd } from '../scripts/child-process.ts';
import { originForFile, projectRoot } from './helpers/origin.ts';

const run = runToEnd;
const origin = originForFile();

interface Sample {
  readonly lang: string;
  readonly label: string;
  readonly source: string;
}
interface Operation {
  readonly 'x-codeSamples': readonly Sample[];
  readonly responses: { readonly '200': { readonly content: { readonly 'application/json': { readonly example: unknown } } } };
}
const contract = JSON.parse(readFileSync(join(projectRoot, buildPaths.site, 'openapi.json'), 'utf8')) as {
  servers: { url: string }[];
  paths: Record<string, { get: Operation }>;
};
const builtFor = contract.servers[0]?.url ?? '';

/** How each language's sample runs here: the documented text, with only the base URL pointed at the test origin. */
const runners: Readonly<Record<string, (source: string) => Promise<{ stdout: string }>>> = {
  curl: (source) => run('sh', ['-c', source]),
  JavaScript: (source) => run(process.execPath, ['--input-type=module', '-e', source]),
  Python: (source) => run('python3', ['-c', source]),
};

describe('x-codeSamples in the contract', () => {
  for (const [path, { get: operation }] of Object.entries(contract.paths)) {
    test(`GET ${path}: curl, JavaScript and Python samples, each run against the origin`, async () => {
      const samples = operation['x-codeSamples'];
      assert.deepEqual(
        samples.map((sample) => sample.lang),
        ['curl', 'JavaScript', 'Python'],
      );
      const example = operation.responses['200'].content['application/json'].example;
      for (const sample of samples) {
        assert.ok(sample.source.includes(builtFor + path), `${sample.label} requests ${builtFor}${path}`);
        const runner = runners[sample.lang];
        assert.ok(runner, sample.lang);
        const { stdout } = await runner(sample.source.replaceAll(builtFor, origin.url));
        if (sample.lang === 'curl') assert.deepEqual(JSON.parse(stdout), example, 'curl prints the documented example');
        else assert.ok(stdout.length > 100, `${sample.label} prints the document`);
      }
    });
  }
});

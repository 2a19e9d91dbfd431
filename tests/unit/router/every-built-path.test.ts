// Locks in that every path the build made (but the error pages, which only answer other paths) is served as its manifest entry describes it: each representation and each prepared coding with its own bytes, ETag and fields, a 304 on that ETag, and HEAD with the same fields and no body.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { errorPagePaths } from '../../../content/error-pages.ts';
import { fixtureFor, inProcessForFile } from '../../helpers/in-process.ts';

const origin = inProcessForFile();

// The fixture of the default configuration, which the router of this file serves.
const built = [...fixtureFor('http://localhost:3000').byPath.values()].filter((artifact) => !errorPagePaths.has(artifact.path));

describe('every built path, as its manifest entry describes it', () => {
  for (const artifact of built) {
    const kinds = artifact.representations.map((representation) => representation.contentType.split(';')[0]).join(' and ');
    test(`${artifact.path}: ${kinds}, in every prepared coding, 304 on its ETag, HEAD without a body`, async () => {
      const running = await origin();
      for (const representation of artifact.representations) {
        // A path with one representation answers it whatever the Accept; `/` and the pages are asked for each one.
        const accept = artifact.representations.length > 1 || artifact.path === '/' ? { accept: representation.contentType } : {};
        for (const encoding of representation.encodings) {
          const label = `${artifact.path}, ${representation.contentType}, ${encoding}`;
          const prepared = representation.bodies[encoding];
          const headers = { ...accept, 'accept-encoding': encoding };
          const get = await running.request({ url: artifact.path, headers });
          assert.equal(get.statusCode, 200, label);
          assert.equal(get.headers['content-type'], representation.contentType, label);
          assert.equal(get.headers['content-encoding'], encoding === 'identity' ? undefined : encoding, label);
          assert.equal(get.headers.etag, prepared?.etag, label);
          assert.ok(prepared?.body.equals(get.rawPayload), `${label}: the prepared bytes`);
          assert.equal(get.headers['x-content-type-options'], 'nosniff', label);
          for (const [name, value] of Object.entries(artifact.headers))
            assert.equal(get.headers[name.toLowerCase()], value, `${label}: ${name}`);
          const revalidated = await running.request({
            url: artifact.path,
            headers: { ...headers, 'if-none-match': String(get.headers.etag) },
          });
          assert.equal(revalidated.statusCode, 304, label);
          assert.equal(revalidated.rawPayload.length, 0, label);
          const head = await running.request({ method: 'HEAD', url: artifact.path, headers });
          assert.equal(head.rawPayload.length, 0, label);
          for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary'])
            assert.equal(head.headers[name], get.headers[name], `${label}: HEAD ${name}`);
        }
      }
    });
  }
});

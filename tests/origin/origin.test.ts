// Locks in what only a real socket shows of the origin: garbage on the wire gets the JSON error and the server keeps serving; a fragment or an absolute-form target as sent is served like its path. How the router answers paths, methods and documents is the in-process tier's (tests/unit/router/documents-served.test.ts, tests/unit/router/routes.test.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paths } from '../../content/constants.ts';
import { rawExchange, request } from '../helpers/http.ts';
import { originForFile } from '../helpers/origin.ts';

const origin = originForFile();

describe('every response', () => {
  test('garbage on the socket gets a 400 and the server keeps serving', async () => {
    const answers = await Promise.all([
      rawExchange(origin.port, 'NOT HTTP AT ALL\r\n\r\n'),
      rawExchange(origin.port, 'GET /api/public/product HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n'),
      rawExchange(origin.port, `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`),
    ]);
    for (const answer of answers) {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d+) /.exec(head)?.[1]);
      assert.ok(status === 400 || status === 431, head);
      assert.match(head, /\r\nContent-Type: application\/json\r\n/);
      assert.equal((JSON.parse(body) as { statusCode: number }).statusCode, status);
    }
    const after = await request(origin.url + paths.product);
    assert.equal(after.status, 200);
  });

  test('a fragment sent in the request target is ignored, like a query', async () => {
    for (const target of [`${paths.product}#x`, `${paths.developers}#limits`]) {
      const answer = await rawExchange(origin.port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      assert.match(answer, /^HTTP\/1\.1 200 /, target);
    }
  });

  test('an absolute-form request target is served like its path', async () => {
    const answer = await rawExchange(
      origin.port,
      `GET http://localhost${paths.product} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    assert.match(answer, /^HTTP\/1\.1 200 /);
  });
});

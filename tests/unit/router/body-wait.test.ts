// Locks in the wait for a read's body on the built files and the slash redirect: the answer comes once the body has arrived, and not at all when something in front has answered meanwhile (the transport's 503 or 408), with nothing thrown or logged.
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import express, { type Express } from 'express';
import inject from 'light-my-request';
import { paths } from '../../../content/constants.ts';
import { type InProcessOrigin, inProcessOrigin } from '../../helpers/in-process.ts';
import { pause } from '../../helpers/wait.ts';

const body = 'hello';
/** A GET body that arrives 50 ms after the request's head. */
const lateBody = () => {
  const stream = new Readable({ read: () => undefined });
  setTimeout(() => {
    stream.push(body);
    stream.push(null);
  }, 50);
  return stream;
};

let app: Express;
let origin: InProcessOrigin;

before(async () => {
  origin = await inProcessOrigin();
  app = express();
  // What the standalone transport does to a request still reading its body when a drain or a timeout ends it.
  app.use((req, res, next) => {
    if (req.headers['x-answered-meanwhile'] !== undefined) setTimeout(() => res.status(503).end(), 10);
    next();
  });
  app.use(origin.app);
});
after(() => origin.close());

describe('a GET that declares a body, on a built file and a page typed with a trailing slash', () => {
  for (const path of [paths.llms, `${paths.developers}/`]) {
    test(`${path}: answered once the body has arrived`, async () => {
      const started = performance.now();
      const response = await inject(app, {
        method: 'GET',
        url: path,
        headers: { 'content-length': String(body.length) },
        payload: lateBody(),
      });
      assert.equal(response.statusCode, path.endsWith('/') ? 308 : 200);
      assert.ok(performance.now() - started >= 45, 'not before the body');
    });

    test(`${path}: answered meanwhile by the transport, the late body changes nothing and nothing is thrown`, async () => {
      const response = await inject(app, {
        method: 'GET',
        url: path,
        headers: { 'content-length': String(body.length), 'x-answered-meanwhile': '1' },
        payload: lateBody(),
      });
      assert.equal(response.statusCode, 503);
      await pause(100); // Time for the late body, and for a throw or a log line, if the router made one.
      assert.deepEqual(origin.logged, []);
    });
  }
});

// Locks in Web Bot Auth at a running origin: a read signed by a signer SIGNATURE_AGENTS trusts is logged as that signer, whatever its User-Agent; a bad signature is failed; the origin fetches the signer's directory off the request path, bounded in time, size and redirects, and never a directory a request names; no answer waits for a check.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { paths } from '../../content/constants.ts';
import { maxDirectoryBytes } from '../../content/web-bot-auth.ts';
import { directoryResponse, newKey, signedFields } from '../../scripts/web-bot-auth-signer.ts';
import { request } from '../helpers/http.ts';
import { startOrigin } from '../helpers/origin.ts';
import { until } from '../helpers/wait.ts';

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const key = newKey();

/** How a directory server answers: the signed key set, or a way of failing. */
type Behaviour = 'serve' | 'too-large' | 'redirect' | 'hang';

/** A signer's directory on loopback that behaves as told, counting what it is asked. */
async function directoryServer(behaviour: Behaviour) {
  const asked: string[] = [];
  const held: (() => void)[] = [];
  const server: Server = createServer(async (req, res) => {
    asked.push(req.url ?? '');
    const { port } = server.address() as AddressInfo;
    if (behaviour === 'hang') {
      held.push(() => res.destroy());
      return;
    }
    if (behaviour === 'redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return;
    }
    const { status, fields, body } = await directoryResponse([key], `127.0.0.1:${port}`);
    const headers = Object.fromEntries(fields.map(({ name, value }) => [name, value]));
    res.writeHead(status, headers).end(behaviour === 'too-large' ? `${body}${' '.repeat(maxDirectoryBytes)}` : body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    asked,
    held,
    close: async () => {
      for (const release of held) release();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

describe('signed reads at a running origin', () => {
  const directories = new Map<Behaviour, Awaited<ReturnType<typeof directoryServer>>>();
  let origin: Awaited<ReturnType<typeof startOrigin>>;
  let dir = '';
  before(async () => {
    for (const behaviour of ['serve', 'too-large', 'redirect', 'hang'] as const)
      directories.set(behaviour, await directoryServer(behaviour));
    dir = await mkdtemp(join(tmpdir(), 'turno-signed-'));
    origin = await startOrigin({
      signatureAgents: [...directories.values()].map(({ origin }) => origin),
      accessLog: join(dir, 'access.log'),
    });
  });
  after(async () => {
    await origin?.close();
    for (const server of directories.values()) await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const authority = () => new URL(origin.url).host;
  const signer = (behaviour: Behaviour) => directories.get(behaviour)?.origin ?? '';
  /** The access log's line of the read that carried `marker` as its User-Agent, once it is written. */
  const lineOf = async (marker: string): Promise<Record<string, unknown>> => {
    let found: Record<string, unknown> | undefined;
    await until(async () => {
      const lines = (await readFile(join(dir, 'access.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean);
      found = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.userAgent === marker);
      return found !== undefined;
    }, `the access log's line for ${marker}`);
    return found ?? {};
  };
  const read = async (marker: string, fields: Record<string, string>) => {
    const answer = await request(origin.url + paths.developers, { headers: { 'User-Agent': marker, ...fields } });
    assert.equal(answer.status, 200);
    return lineOf(marker);
  };

  test("a good signature names its signer and the signer's class, whatever the User-Agent says: a browser's here", async () => {
    const line = await read(`${chrome} good`, await signedFields({ key, agent: signer('serve'), authority: authority() }));
    assert.deepEqual([line.verified, line.agent, line.agentClass], ['signature', new URL(signer('serve')).host, 'ai-other']);
  });

  test('a signature that does not verify is failed, and the reader stays what its User-Agent says', async () => {
    const fields = await signedFields({ key: newKey(), agent: signer('serve'), authority: authority() });
    const line = await read(`${chrome} forged`, fields);
    assert.deepEqual([line.verified, line.agentClass], ['failed', 'person']);
  });

  test('a Signature-Agent naming an address of the machine, the cloud metadata service or a file is never fetched: unverified', async () => {
    const askedBefore = [...directories.values()].reduce((sum, server) => sum + server.asked.length, 0);
    for (const [index, named] of [
      'http://127.0.0.1:9',
      'http://169.254.169.254',
      'file:///etc/passwd',
      'https://unknown.example',
    ].entries()) {
      const line = await read(`${chrome} named-${index}`, await signedFields({ key, agent: named, authority: authority() }));
      assert.equal(line.verified, 'unverified', named);
    }
    assert.equal(
      [...directories.values()].reduce((sum, server) => sum + server.asked.length, 0),
      askedBefore,
    );
  });

  test('a directory over the size bound, or one that redirects elsewhere: unverified, and the redirect never followed', async () => {
    for (const behaviour of ['too-large', 'redirect'] as const) {
      const line = await read(`${chrome} ${behaviour}`, await signedFields({ key, agent: signer(behaviour), authority: authority() }));
      assert.equal(line.verified, 'unverified', behaviour);
      assert.deepEqual(directories.get(behaviour)?.asked, ['/.well-known/http-message-signatures-directory']);
    }
  });

  test('no answer waits for a check: a signer whose directory never answers leaves the read answered at once, then unverified', async () => {
    const hanging = directories.get('hang');
    const answer = await request(origin.url + paths.developers, {
      headers: { 'User-Agent': `${chrome} slow`, ...(await signedFields({ key, agent: signer('hang'), authority: authority() })) },
    });
    assert.equal(answer.status, 200);
    // The answer came first; the check then asks the directory, which holds the request unanswered.
    await until(() => hanging?.held.length === 1, 'the directory asked');
    const logged = await readFile(join(dir, 'access.log'), 'utf8');
    assert.ok(!logged.includes(`${chrome} slow`), 'the read is not counted while its check is still running');
    // The fetch gives up at its own deadline (3 s), then the read is counted.
    const line = await lineOf(`${chrome} slow`);
    assert.equal(line.verified, 'unverified');
  });
});

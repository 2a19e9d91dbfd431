// Locks in how every discovery file is served (type, caching, CORS, validators, compression) and what the build's llms.txt check refuses.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paths } from '../../../content/constants.ts';
import { discoveryFiles } from '../../../content/discovery.ts';
import { languages } from '../../../content/languages.ts';
import { pageKeys } from '../../../content/pages.ts';
import { llmsTxtProblems } from '../../../site/lib/discovery/discovery-checks.ts';
import { inProcessForFile } from '../../helpers/in-process.ts';

const origin = inProcessForFile();

describe('every discovery file', () => {
  for (const file of discoveryFiles) {
    test(`${file.path}: ${file.contentType}, public, CORS-open, strong ETag, 304, HEAD, brotli`, async () => {
      const running = await origin();
      const get = await running.request({ url: file.path });
      assert.equal(get.statusCode, 200);
      assert.equal(get.headers['content-type'], file.contentType);
      const cardAge = file.contentType === 'application/mcp-server-card+json' ? 3600 : 300;
      assert.equal(get.headers['cache-control'], `public, max-age=${cardAge}`);
      assert.equal(get.headers['access-control-allow-origin'], '*');
      assert.match(String(get.headers['access-control-expose-headers']), /^ETag, /);
      assert.match(String(get.headers.etag), /^"[\w-]+"$/);
      if (file.contentType.startsWith('text/markdown')) {
        assert.equal(get.headers['content-signal'], 'search=yes, ai-input=yes, ai-train=yes');
        assert.match(String(get.headers['x-markdown-tokens']), /^[1-9]\d*$/);
      }
      const revalidated = await running.request({ url: file.path, headers: { 'if-none-match': String(get.headers.etag) } });
      assert.equal(revalidated.statusCode, 304);
      const head = await running.request({ method: 'HEAD', url: file.path });
      assert.equal(head.rawPayload.length, 0);
      assert.equal(head.headers['content-length'], get.headers['content-length']);
      const br = await running.request({ url: file.path, headers: { 'accept-encoding': 'br' } });
      assert.equal(br.headers['content-encoding'], 'br');
    });
  }

  test('/mcp/server-card is built, and a POST there is a 405 while POST /mcp stays the MCP endpoint', async () => {
    const running = await origin();
    const post = await running.request({
      method: 'POST',
      url: paths.mcpServerCard,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    assert.equal(post.statusCode, 405);
    assert.equal(post.headers.allow, 'GET, HEAD, OPTIONS');
    const mcp = await running.request({
      method: 'POST',
      url: paths.mcp,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    assert.equal(mcp.statusCode, 200);
  });

  test('the api-catalog answers a HEAD with a Link naming itself (RFC 9727)', async () => {
    const head = await (await origin()).request({ method: 'HEAD', url: paths.apiCatalog });
    assert.equal(head.headers.link, '</.well-known/api-catalog>; rel="api-catalog"');
  });
});

describe('the build refuses an llms.txt that', () => {
  const base = 'http://localhost:3000';
  const built = new Set([paths.llms, paths.mcpServerCard]);
  const valid = `# Turno\n\n> A summary.\n\n## MCP\n\n- [Card](${base}${paths.mcpServerCard}): the card.\n\n## Optional\n`;
  const long = `${valid}${'x'.repeat(50_000)}\n`;
  const problemsOf = (text: string) => llmsTxtProblems(text, base, built).filter((problem) => !problem.includes('does not link'));
  const table: [string, string, string][] = [
    ['has no title', valid.replace('# Turno', 'Turno'), '/llms.txt: must open with a "# " title'],
    ['has no summary', valid.replace('> A summary.', 'A summary.'), '/llms.txt: needs a "> " summary before its first section'],
    ['does not end with Optional', valid.replace('## Optional\n', ''), '/llms.txt: its last section must be "## Optional"'],
    [
      'links relatively',
      `${valid}- [Card](/mcp/server-card): again\n`,
      '/llms.txt: link /mcp/server-card is not absolute under http://localhost:3000',
    ],
    [
      'links what is not built',
      `${valid}- [Gone](${base}/gone): gone\n`,
      '/llms.txt: link http://localhost:3000/gone leads to nothing built',
    ],
    ['links /mcp', `${valid}- [MCP](${base}/mcp): the endpoint\n`, '/llms.txt: links /mcp, which only answers POST'],
    ['is too long', long, `/llms.txt: ${long.length} characters, over 49999`],
  ];
  test('is valid: no problem', () => assert.deepEqual(problemsOf(valid), []));
  for (const [name, text, problem] of table) test(name, () => assert.ok(problemsOf(text).includes(problem), problemsOf(text).join('\n')));
  test('leaves out an English page, the index of another language, the contract, an endpoint or the server card: one line each', () => {
    const missing = llmsTxtProblems(valid, base, built).filter((problem) => problem.includes('does not link'));
    assert.equal(missing.length, pageKeys.length + (languages.length - 1) + 1 + 3);
    assert.ok(missing.includes('/llms.txt: does not link /openapi.json'));
    assert.ok(missing.includes('/llms.txt: does not link /pt-pt/developers.md'));
  });
});

// An agent that knows only the address: from `/` through every Link, catalog, llms.txt link, server card and sitemap entry, failing on any dead link, wrong type or disagreement; every signal leading to the AI catalog; the MCP Registry entry against its schema, the card and server/discover; then afdocs scores the documentation. Both run on a build made for the address the origin listens on, so absolute links lead back to it.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { paths, publicEndpoints } from '../content/constants.ts';
import { defaultLanguage, languages } from '../content/languages.ts';
import { documentationPages } from '../content/pages.ts';
import { registryServerSchemaSha256 } from '../schemas/index.ts';
import { buildPaths } from '../schemas/manifest.ts';
import { runForReport } from '../scripts/child-process.ts';
import { reservePort } from '../scripts/free-port.ts';
import { loadArtifacts } from '../server/artifacts.ts';
import { type BuildRun, buildCopy } from './helpers/build.ts';
import { type RawResponse, request } from './helpers/http.ts';
import { initialize, legacyCall, modernCall, unansweredVersionCall } from './helpers/mcp.ts';
import { type RunningOrigin, startOrigin } from './helpers/origin.ts';

const markdown = 'text/markdown; charset=utf-8';
const json = 'application/json';

/** What each address llms.txt may link promises to be, written out here rather than read from the build's tables. */
const promisedTypes: Readonly<Record<string, string>> = {
  // The English pages, and each other language's overview, its index.
  ...Object.fromEntries(
    documentationPages
      .filter((page) => page.language === defaultLanguage.tag || page.key === 'overview')
      .map((page) => [page.markdownPath, markdown]),
  ),
  ...Object.fromEntries(publicEndpoints.map((endpoint) => [endpoint.path, json])),
  [paths.openapi]: json,
  [paths.mcpServerCard]: 'application/mcp-server-card+json',
  [paths.llmsFull]: markdown,
  [paths.ard]: 'application/ai-catalog+json',
  [paths.apiCatalog]: 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
  [paths.agentSkills]: json,
  [paths.agentSkill]: markdown,
  [paths.sitemap]: 'application/xml',
};

let build: BuildRun | undefined;
let origin: RunningOrigin | undefined;
/** The origin's address, which is also the base URL its build was made for. */
let base = '';

before(
  async () => {
    const reserved = await reservePort();
    base = `http://127.0.0.1:${reserved.port}`;
    build = await buildCopy(undefined, { PUBLIC_BASE_URL: base });
    assert.equal(build.exitCode, 0, build.lines.join('\n'));
    await reserved.release();
    origin = await startOrigin({}, '127.0.0.1', { artifacts: loadArtifacts(build.dir), port: reserved.port });
  },
  { timeout: 120_000 },
);
after(async () => {
  await origin?.close();
  await build?.remove();
});

/** GET (or `method`) of an absolute URL, which must be on this origin. */
function fetchHere(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  assert.ok(url.startsWith(`${base}/`), `${url} is on the origin under test`);
  return request(url, { method, headers });
}

/** The targets of an RFC 8288 Link field, by relation, and by relation and language where it names one (`service-doc pt-PT`). */
function links(field: unknown): Map<string, { href: string; type?: string }> {
  const parsed = new Map<string, { href: string; type?: string }>();
  for (const link of String(field ?? '').split(/,\s*(?=<)/)) {
    const href = /^<([^>]*)>/.exec(link)?.[1];
    const rel = /;\s*rel="([^"]+)"/.exec(link)?.[1];
    const type = /;\s*type="([^"]+)"/.exec(link)?.[1];
    const hreflang = /;\s*hreflang="([^"]+)"/.exec(link)?.[1];
    if (href !== undefined && rel !== undefined)
      parsed.set(hreflang === undefined ? rel : `${rel} ${hreflang}`, { href: new URL(href, base).href, ...(type && { type }) });
  }
  return parsed;
}

// biome-ignore lint/suspicious/noExplicitAny: discovery documents are walked freely; the assertions check their shapes.
type Json = Record<string, any>;

describe('an agent starting at /', { timeout: 60_000 }, () => {
  test('/ links the catalog, contract, documentation and llms.txt; the catalog leads to the contract, the docs and health', async () => {
    const home = await fetchHere(`${base}/`, { Accept: 'text/markdown' });
    assert.equal(home.status, 200);
    assert.equal(home.headers['content-type'], markdown);
    const redirect = await fetchHere(`${base}/`, { Accept: 'text/html' });
    assert.equal(redirect.status, 302);
    for (const answer of [home, redirect]) {
      assert.equal(answer.headers.vary, 'Accept, Accept-Language, Accept-Encoding');
      assert.match(String(answer.headers['cache-control']), /^private\b/);
    }
    const rels = links(home.headers.link);
    assert.deepEqual(links(redirect.headers.link), rels, 'the redirect carries the same links');
    assert.deepEqual([...rels.keys()].sort(), [
      'ai-catalog',
      'api-catalog',
      'ard',
      'describedby',
      'service-desc',
      'service-doc en',
      'service-doc es',
      'service-doc pt-PT',
    ]);

    const catalogUrl = rels.get('api-catalog')?.href ?? '';
    const head = await fetchHere(catalogUrl, {}, 'HEAD');
    assert.equal(links(head.headers.link).get('api-catalog')?.href, catalogUrl, 'HEAD names the catalog');
    const catalog = await fetchHere(catalogUrl);
    assert.equal(catalog.headers['content-type'], promisedTypes[paths.apiCatalog]);
    const [entry] = (catalog.json() as Json).linkset;
    assert.equal(entry['service-desc'][0].href, rels.get('service-desc')?.href, 'the catalog and / name the same contract');
    const contract = await fetchHere(entry['service-desc'][0].href);
    assert.equal(contract.headers['content-type'], json);
    assert.equal((contract.json() as Json).openapi, '3.1.0');
    assert.equal((contract.json() as Json).servers[0].url, entry.anchor, 'anchored where the contract serves the API');
    const docs = await fetchHere(entry['service-doc'][0].href, { Accept: 'text/html' });
    assert.equal(docs.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(entry['service-doc'][0].href, rels.get('service-doc en')?.href);
    for (const key of ['service-doc pt-PT', 'service-doc es']) {
      const other = await fetchHere(rels.get(key)?.href ?? '', { Accept: 'text/html' });
      assert.equal(other.status, 200, key);
      assert.equal(other.headers['content-language'], key.split(' ')[1], key);
    }
    const status = await fetchHere(entry.status[0].href);
    assert.deepEqual(status.json(), { status: 'ok' });
    assert.equal(rels.get('describedby')?.href, `${base}${paths.llms}`);
  });

  test('llms.txt: every link answers 200 with the type it promises, every page and endpoint is there, and /mcp is not', async () => {
    const llms = await fetchHere(`${base}${paths.llms}`);
    assert.equal(llms.headers['content-type'], markdown);
    assert.ok(llms.text.length < 50_000);
    const targets = [...llms.text.matchAll(/\]\((\S+?)\)/g)].map((match) => match[1] ?? '');
    const linked = new Set(targets.map((target) => target.slice(base.length)));
    for (const path of Object.keys(promisedTypes)) assert.ok(linked.has(path), `llms.txt links ${path}`);
    assert.ok(!linked.has(paths.mcp), 'a GET on /mcp is a 405: llms.txt names it in prose only');
    for (const target of targets) {
      const promised = promisedTypes[target.slice(base.length)];
      assert.ok(promised !== undefined, `${target}: llms.txt links something this test does not know`);
      const response = await fetchHere(target);
      assert.equal(response.status, 200, target);
      assert.equal(response.headers['content-type'], promised, target);
      if (promised === markdown) assert.match(String(response.headers['x-markdown-tokens']), /^\d+$/, target);
    }
  });

  test('the MCP server card agrees with initialize, server/discover, the lists and the -32022 refusal', async () => {
    const cardAnswer = await fetchHere(`${base}${paths.mcpServerCard}`);
    assert.equal(cardAnswer.headers['content-type'], 'application/mcp-server-card+json');
    assert.equal(cardAnswer.headers['cache-control'], 'public, max-age=3600');
    assert.equal(cardAnswer.headers['access-control-allow-origin'], '*');
    assert.match(String(cardAnswer.headers['access-control-expose-headers']), /\bETag\b/);
    assert.match(String(cardAnswer.headers.etag), /^"[\w-]+"$/);
    assert.deepEqual(
      (await fetchHere(`${base}${paths.wellKnownServerCard}`)).body,
      cardAnswer.body,
      'the well-known copy is the same card',
    );
    const card = cardAnswer.json() as Json;
    assert.equal(card.$schema, 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json');
    assert.match(card.name, /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
    const [remote] = card.remotes;
    assert.equal(remote.type, 'streamable-http');

    const discover = (await modernCall(remote.url, 'server/discover')).json() as Json;
    const serverInfo = discover.result._meta['io.modelcontextprotocol/serverInfo'];
    assert.equal(card.name, `${card.name.split('/')[0]}/${serverInfo.name}`, 'serverInfo.name, in reverse-DNS form');
    for (const field of ['title', 'version', 'description', 'websiteUrl']) assert.equal(card[field], serverInfo[field], field);
    assert.deepEqual(discover.result.supportedVersions, remote.supportedProtocolVersions);
    assert.deepEqual(discover.result.capabilities, card.capabilities);

    for (const version of remote.supportedProtocolVersions.slice(1)) {
      const initialized = (await legacyCall(remote.url, initialize(version))).json() as Json;
      assert.equal(initialized.result.protocolVersion, version, `${version} is answered`);
      assert.deepEqual(initialized.result.serverInfo, serverInfo);
    }
    const refused = await unansweredVersionCall(remote.url, '2027-01-01');
    assert.deepEqual((refused.json() as Json).error.data.supported, remote.supportedProtocolVersions);

    const tools = ((await modernCall(remote.url, 'tools/list')).json() as Json).result.tools;
    const pick = (items: Json[], keys: string[]) => items.map((item) => Object.fromEntries(keys.map((key) => [key, item[key]])));
    const toolKeys = ['name', 'title', 'description', 'inputSchema', 'annotations'];
    assert.deepEqual(pick(card.tools, toolKeys), pick(tools, toolKeys));
    const resources = ((await modernCall(remote.url, 'resources/list')).json() as Json).result.resources;
    const resourceKeys = ['uri', 'name', 'title', 'description', 'mimeType'];
    assert.deepEqual(pick(card.resources, resourceKeys), pick(resources, resourceKeys));
  });

  test('robots.txt → the sitemap → every page, as HTML and as Markdown', async () => {
    const robots = await fetchHere(`${base}${paths.robots}`);
    assert.equal(robots.headers['content-type'], 'text/plain; charset=utf-8');
    assert.match(robots.text, /^User-agent: \*$/m);
    assert.match(robots.text, /^Allow: \/$/m);
    const signal = /^Content-Signal: (.+)$/m.exec(robots.text)?.[1];
    assert.equal(signal, 'search=yes, ai-input=yes, ai-train=yes');
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots.text)?.[1] ?? '';
    const sitemap = await fetchHere(sitemapUrl);
    assert.equal(sitemap.headers['content-type'], 'application/xml');
    const pages = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    assert.deepEqual(
      pages,
      documentationPages.map((page) => base + page.path),
    );
    for (const page of pages) {
      const html = await fetchHere(page, { Accept: 'text/html' });
      assert.equal(html.headers['content-type'], 'text/html; charset=utf-8', page);
      const alternate = links(html.headers.link).get('alternate')?.href ?? '';
      const twin = await fetchHere(alternate);
      const negotiated = await fetchHere(page, { Accept: 'text/markdown' });
      for (const answer of [twin, negotiated]) {
        assert.equal(answer.status, 200, page);
        assert.equal(answer.headers['content-type'], markdown, page);
        assert.equal(answer.headers['content-signal'], signal, `${page}: the signals robots.txt states`);
      }
      assert.deepEqual(twin.body, negotiated.body);
      assert.match(negotiated.text, new RegExp(`^> .*\\(${base}${paths.llms}\\)`), `${page} opens with the pointer to llms.txt`);
    }
  });

  test('the AI catalog (ARD) leads to the server card, the skills index to a SKILL.md with the digest it states', async () => {
    const ard = await fetchHere(`${base}${paths.ard}`);
    assert.equal(ard.headers['content-type'], promisedTypes[paths.ard]);
    assert.deepEqual((await fetchHere(`${base}${paths.aiCatalog}`)).body, ard.body, 'ai-catalog.json is the same catalog');
    const [entry] = (ard.json() as Json).entries;
    assert.match(entry.identifier, /^urn:air:[^:]+:[^:]+:[^:]+$/);
    assert.equal(entry.type, 'application/mcp-server-card+json');
    assert.ok('url' in entry !== 'data' in entry, 'exactly one of url and data');
    assert.ok(entry.representativeQueries.length >= 2 && entry.representativeQueries.length <= 5);
    assert.equal((await fetchHere(entry.url)).headers['content-type'], entry.type);

    const index = (await fetchHere(`${base}${paths.agentSkills}`)).json() as Json;
    const [skill] = index.skills;
    const skillFile = await fetchHere(skill.url);
    assert.equal(skillFile.headers['content-type'], markdown);
    assert.equal(skill.digest, `sha256:${createHash('sha256').update(skillFile.body).digest('hex')}`);
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(skillFile.text)?.[1] ?? '';
    assert.match(frontMatter, new RegExp(`^name: ${skill.name}$`, 'm'));
    assert.equal(JSON.parse(/^description: (.+)$/m.exec(frontMatter)?.[1] ?? '""'), skill.description);
  });
});

describe('an agent starting from the AI catalog or the MCP Registry', { timeout: 60_000 }, () => {
  test("`/`, every page's head and every page's Link field (HTML and Markdown), in every language, name the AI catalog by both names; its entries resolve", async () => {
    const catalogUrls = { ard: `${base}${paths.ard}`, 'ai-catalog': `${base}${paths.aiCatalog}` } as const;
    const home = await fetchHere(`${base}/`, { Accept: 'text/markdown' });
    for (const [rel, url] of Object.entries(catalogUrls)) assert.equal(links(home.headers.link).get(rel)?.href, url, `/: ${rel}`);
    for (const page of documentationPages) {
      const html = await fetchHere(base + page.path, { Accept: 'text/html' });
      const markdownAnswer = await fetchHere(base + page.path, { Accept: 'text/markdown' });
      for (const [rel, url] of Object.entries(catalogUrls)) {
        for (const answer of [html, markdownAnswer]) {
          const link = links(answer.headers.link).get(rel);
          assert.equal(link?.href, url, `${page.path}: Link field, ${rel}`);
          assert.equal(link?.type, promisedTypes[paths.ard]);
        }
        const headLink = new RegExp(`<link rel="${rel}" type="([^"]+)" href="([^"]+)">`).exec(html.text);
        assert.equal(new URL(headLink?.[2] ?? '', base + page.path).href, url, `${page.path}: <link rel="${rel}">`);
        assert.equal(headLink?.[1], promisedTypes[paths.ard]);
      }
    }
    const catalog = await fetchHere(catalogUrls.ard);
    assert.equal(catalog.status, 200);
    assert.equal(catalog.headers['content-type'], promisedTypes[paths.ard]);
    const entries = (catalog.json() as Json).entries as Json[];
    assert.ok(entries.length > 0);
    for (const entry of entries) {
      const answer = await fetchHere(entry.url);
      assert.equal(answer.status, 200, entry.url);
      assert.equal(answer.headers['content-type'], entry.type, entry.url);
    }
  });

  test('server.json is valid against the registry schema as published and agrees with the served card and server/discover', async () => {
    const schemaBytes = await readFile('schemas/mcp-registry-server.schema.json');
    assert.equal(
      createHash('sha256').update(schemaBytes).digest('hex'),
      registryServerSchemaSha256,
      'the schema copy is the published bytes',
    );
    const schema = JSON.parse(schemaBytes.toString('utf8')) as Json;
    assert.equal(schema.$id, 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json');
    const entry = JSON.parse(await readFile(join(build?.dir ?? '', buildPaths.registryEntry), 'utf8')) as Json;
    // An ajv of the test's own for the draft-07 schema (its `example` keyword is unknown to ajv, hence not strict).
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    assert.ok(validate(entry), JSON.stringify(validate.errors));
    assert.equal(entry.$schema, schema.$id);
    assert.ok(!validate({ ...entry, description: 'x'.repeat(101) }), 'the schema refuses what the registry would');

    const card = (await fetchHere(`${base}${paths.mcpServerCard}`)).json() as Json;
    for (const field of ['name', 'title', 'description', 'version', 'websiteUrl']) assert.equal(entry[field], card[field], field);
    assert.deepEqual(
      entry.remotes,
      card.remotes.map(({ type, url }: Json) => ({ type, url })),
    );
    const published = entry._meta['io.modelcontextprotocol.registry/publisher-provided'];
    assert.deepEqual(published.supportedProtocolVersions, card.remotes[0].supportedProtocolVersions);
    const discover = (await modernCall(entry.remotes[0].url, 'server/discover')).json() as Json;
    const serverInfo = discover.result._meta['io.modelcontextprotocol/serverInfo'];
    assert.equal(entry.name.split('/')[1], serverInfo.name);
    for (const field of ['title', 'description', 'version', 'websiteUrl']) assert.equal(entry[field], serverInfo[field], field);
    assert.deepEqual(discover.result.supportedVersions, published.supportedProtocolVersions);
  });
});

/** afdocs's scorecard for `url` (the checker needs Node 22, which npm supplies). */
async function afdocsScorecard(url: string): Promise<string> {
  // afdocs exits non-zero when a check fails; the scorecard says which, so read it either way.
  const afdocs = ['-y', '-p', 'node@22', '-p', 'afdocs@0.22', '--', 'afdocs', 'check', url, '-f', 'scorecard'];
  const { stdout, output } = await runForReport('npx', afdocs);
  if (!stdout.includes('Overall Score')) throw new Error(`afdocs: ${output}`);
  return stdout;
}

test('afdocs scores the documentation at least 95 over at least 5 pages, with no failing check', { timeout: 240_000 }, async () => {
  // The documentation root: llms.txt also links JSON (the contract, the endpoints, the server card), which afdocs
  // would otherwise sample as documentation pages; its path filter keeps page checks to the pages.
  const scorecard = await afdocsScorecard(`${base}${paths.developers}`);
  const score = Number(/Overall Score: (\d+) \/ 100/.exec(scorecard)?.[1]);
  assert.ok(score >= 95, scorecard);
  assert.doesNotMatch(scorecard, /^\s+FAIL\s/m, scorecard);
  assert.ok(Number(/rendering-strategy\s+All (\d+) pages/.exec(scorecard)?.[1]) >= 5, scorecard);
});

describe('discovery files as built', () => {
  test('the AI catalog is the same document at its ARD address and at its earlier name', async () => {
    const [ard, alias] = await Promise.all([paths.ard, paths.aiCatalog].map((path) => fetchHere(base + path)));
    assert.equal(ard?.status, 200);
    assert.deepEqual(ard?.body, alias?.body);
  });

  test('each language has its own search index, of its own pages only', async () => {
    for (const language of languages) {
      const index = await fetchHere(base + language.searchIndexPath);
      assert.equal(index.status, 200, language.searchIndexPath);
      const entries = index.json() as { href: string }[];
      assert.ok(entries.length > 20, language.searchIndexPath);
      for (const entry of entries) assert.ok(entry.href.startsWith(`${language.docsPath}`), `${language.searchIndexPath}: ${entry.href}`);
    }
  });
});

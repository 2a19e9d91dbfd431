// Locks in the documentation pages as built, in every language: their language and alternates that resolve and point back, HTML and Markdown saying the same facts, every page pointing agents to llms.txt, the Markdown's token estimate, the head and the stylesheet. How the pages are negotiated and cached is the in-process tier's (tests/unit/router/pages-negotiated.test.ts).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { limits, mcpTools, paths, publicEndpoints } from '../content/constants.ts';
import { errorMessages, reasonPhrases } from '../content/error-body.ts';
import { languageByTag, languages } from '../content/languages.ts';
import { mcpErrors, mcpResourceList } from '../content/mcp.ts';
import { documentationPages, pagesIn } from '../content/pages.ts';
import { documentSchemas } from '../schemas/index.ts';
import { factsMissingFromHtml, htmlText } from '../site/lib/build/page-agreement.ts';
import { pageIcon } from '../site/lib/pages/page-icon.ts';
import { webMcpScript } from '../site/lib/pages/webmcp-script.ts';
import { request } from './helpers/http.ts';
import { originForFile } from './helpers/origin.ts';

const origin = originForFile();

/** The address the default build is made for: its absolute links start with it, whatever port the origin listens on. */
const builtFor = 'http://localhost:3000';

/** The `hreflang` alternates of a Link field or a page's head: each language (or `x-default`) and its path. */
function hreflangs(targets: readonly (readonly [hreflang: string, href: string])[]): Map<string, string> {
  return new Map(
    targets.map(([hreflang, href]) => {
      assert.ok(href.startsWith(`${builtFor}/`), `${href}: an alternate is absolute, under the address the build is for`);
      return [hreflang, href.slice(builtFor.length)];
    }),
  );
}
const linkAlternates = (field: unknown) =>
  hreflangs(
    [...String(field ?? '').matchAll(/<([^>]+)>; rel="alternate"; hreflang="([^"]+)"/g)].map(
      (match) => [match[2] ?? '', match[1] ?? ''] as const,
    ),
  );
const headAlternates = (page: string) =>
  hreflangs(
    [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      (match) => [match[1] ?? '', match[2] ?? ''] as const,
    ),
  );

describe('every page in every language: its language, and alternates that resolve and point back', () => {
  const everyHreflang = [...languages.map((language) => language.tag), 'x-default'].sort();
  /** The three ways to ask for a page: HTML and Markdown at its address by Accept, and its Markdown twin. */
  const ways = [
    { name: 'HTML', accept: 'text/html', twin: false },
    { name: 'Markdown', accept: 'text/markdown', twin: false },
    { name: '.md', accept: '*/*', twin: true },
  ] as const;
  for (const docPage of documentationPages)
    for (const way of ways)
      test(`${docPage.path} (${way.name}): Content-Language ${docPage.language}; every language and x-default, each answering in its language and naming this one back`, async () => {
        const path = way.twin ? docPage.markdownPath : docPage.path;
        const answer = await request(origin.url + path, { headers: { Accept: way.accept } });
        assert.equal(answer.status, 200);
        assert.equal(answer.headers['content-language'], docPage.language);
        const alternates = linkAlternates(answer.headers.link);
        assert.deepEqual([...alternates.keys()].sort(), everyHreflang);
        assert.equal(alternates.get(docPage.language), path, 'it lists itself');
        if (way.name === 'HTML') {
          assert.ok(answer.text.startsWith(`<!DOCTYPE html><html lang="${docPage.language}">`));
          assert.deepEqual(headAlternates(answer.text), alternates, 'the head names what the Link field names');
        }
        for (const [hreflang, target] of alternates) {
          const other = await request(origin.url + target, { headers: { Accept: way.accept } });
          assert.equal(other.status, 200, target);
          assert.equal(other.headers['content-type'], answer.headers['content-type'], target);
          assert.equal(other.headers['content-language'], hreflang === 'x-default' ? 'en' : hreflang, target);
          assert.equal(linkAlternates(other.headers.link).get(docPage.language), path, `${target} names ${path} back`);
        }
      });
});

describe('page content', () => {
  const pages = new Map<string, { html: string; markdown: string; headers: Record<string, unknown> }>();
  before(async () => {
    await origin.started();
    for (const docPage of documentationPages) {
      const htmlResponse = await request(origin.url + docPage.path);
      pages.set(docPage.path, {
        html: htmlResponse.text,
        headers: htmlResponse.headers,
        markdown: (await request(origin.url + docPage.markdownPath)).text,
      });
    }
  });
  const built = (path: string) => pages.get(path) ?? { html: '', markdown: '', headers: {} };

  test('each page’s HTML carries every fact and every code span its Markdown carries', () => {
    for (const docPage of documentationPages) {
      const { html: page, markdown: source } = built(docPage.path);
      assert.deepEqual(factsMissingFromHtml(source, page), [], docPage.path);
      const text = htmlText(page);
      const spans = [...source.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].map((match) => (match[1] ?? '').replaceAll('\\|', '|'));
      assert.ok(spans.length > 5, `${docPage.path} has code spans`);
      for (const span of spans) assert.ok(text.includes(span), `${docPage.path}: HTML shows \`${span}\``);
    }
  });

  test('every page points agents to llms.txt: its Markdown opens with a blockquote, its HTML with a hidden note atop <body>', () => {
    for (const docPage of documentationPages) {
      const { html: page, markdown: source } = built(docPage.path);
      assert.match(source.split('\n')[0] ?? '', /^> .*\(http:\/\/localhost:3000\/llms\.txt\)/, docPage.path);
      const body = page.slice(page.indexOf('<body>'));
      const note = /<p class="agent-note">(.*?)<\/p>/.exec(body);
      assert.ok(note !== null && note.index < 200, `${docPage.path}: the note is near the top`);
      // Links, kept out of the tab order: the note is not drawn.
      for (const path of [paths.llms, paths.llmsFull, docPage.markdownPath])
        assert.ok(note[1]?.includes(`<a href="${path}" tabindex="-1">${path}</a>`), `${docPage.path}: the note links ${path}`);
    }
  });

  test('each page’s Markdown carries the build’s token estimate of its body (x-markdown-tokens)', async () => {
    for (const docPage of documentationPages) {
      const negotiated = await request(origin.url + docPage.path, { headers: { Accept: 'text/markdown' } });
      assert.ok(
        Number(negotiated.headers['x-markdown-tokens']) > negotiated.body.length / 8,
        `${docPage.path}: a token estimate of the body`,
      );
    }
  });

  test('the pages together name every endpoint, limit, tool, role, boundary and status, and the Retry-After rule', () => {
    const all = documentationPages.map((docPage) => built(docPage.path).markdown).join('\n');
    const facts = [
      ...publicEndpoints.flatMap((endpoint) => [endpoint.path, endpoint.operationId, endpoint.capability]),
      paths.mcp,
      paths.openapi,
      `${limits.restPerMinute} requests per minute, per client IP address and per endpoint`,
      `${limits.mcpPerMinute} requests per minute`,
      `${limits.mcpBodyBytes / 1024} KiB`,
      ...Object.values(mcpTools),
      ...mcpResourceList.map((resource) => resource.path),
      ...Object.values(mcpErrors).map((error) => `| ${error.status} | \`${error.code}\` |`),
      ...Object.keys(errorMessages).map((status) => `| ${status} \`${reasonPhrases[Number(status)]}\` | `),
      'Retry-After',
      'wait the number of seconds in `Retry-After` before retrying',
      'e-mail magic link and a session cookie',
      'OAuth is not supported',
      'no self-serve keys',
      'no delegated agent access',
      'active membership, tenant isolation, assigned stores and server-side role checks',
      '`owner`',
      '`manager`',
      '`worker`',
      'Accept: text/markdown',
      'Vary: Accept, Accept-Encoding',
      'Do not send personal data, secrets or application cookies',
      '"statusCode": 429',
      'claude mcp add --transport http',
      'mcp-remote',
      '.vscode/mcp.json',
      '.cursor/mcp.json',
      'mcp-inspector',
    ];
    for (const fact of facts) assert.ok(all.includes(fact), `the Markdown states ${fact}`);
  });

  test('each overview links every other page in its language (absolute in its Markdown), and every page links every page of its language in its navigation', () => {
    for (const docPage of documentationPages) {
      const overview = languageByTag[docPage.language].docsPath;
      assert.ok(built(overview).markdown.includes(`](${builtFor}${docPage.path})`) || docPage.path === overview, docPage.path);
      for (const target of pagesIn(docPage.language))
        assert.ok(built(docPage.path).html.includes(`href="${target.path}"`), `${docPage.path} → ${target.path}`);
    }
  });

  test('the API reference shows each served document as its 200 example and a curl for each operation', async () => {
    const source = built(paths.apiReference).markdown;
    for (const endpoint of publicEndpoints) {
      const document = (await request(origin.url + endpoint.path)).text.trimEnd();
      assert.ok(source.includes(`\`\`\`json\n${document}\n\`\`\``), `${endpoint.path} example is the served document`);
      assert.ok(source.includes(`curl -s http://localhost:3000${endpoint.path}\n`), `${endpoint.path} has a curl command`);
    }
  });

  test('the API reference lists every property of every document schema, each nested under its parent', () => {
    const source = built(paths.apiReference).markdown;
    const fields = (schema: Record<string, unknown>, prefix: string): string[] =>
      Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>).flatMap(([name, property]) => {
        const inner = (property.type === 'array' ? property.items : property) as Record<string, unknown>;
        const path = `${prefix}${name}`;
        return [path, ...(inner.type === 'object' ? fields(inner, `${path}${property.type === 'array' ? '[]' : ''}.`) : [])];
      });
    for (const schema of Object.values(documentSchemas))
      for (const field of fields(schema, '')) {
        const depth = field.split('.').length - 1;
        const leaf = field.split('.').at(-1) ?? '';
        assert.ok(source.includes(`\n${'  '.repeat(depth)}- \`${leaf}\` (`), `field ${field}`);
      }
  });

  test('HTML head of every page: lang, title, description, one h1, favicon, its Markdown alternate, the AI catalog, own CSS; strict CSP; only its own scripts, no inline ones or styles', () => {
    for (const docPage of documentationPages) {
      const { html: page, headers } = built(docPage.path);
      assert.ok(page.startsWith(`<!DOCTYPE html><html lang="${docPage.language}">`), docPage.path);
      assert.ok(page.includes(`<link rel="canonical" href="${builtFor}${docPage.path}">`), `${docPage.path}: canonical`);
      assert.ok(page.includes(`<title>${docPage.title.replaceAll("'", '&#39;')}</title>`), docPage.path);
      assert.match(page, /<meta name="description" content="[^"]{40,}">/);
      assert.equal(page.match(/<h1[\s>]/g)?.length, 1);
      // The pages' own icon, under the interface's paths: mounted in an operator's app, /favicon.svg is the app's.
      assert.ok(page.includes(`<link rel="icon" href="${pageIcon.path}" type="image/svg+xml">`), docPage.path);
      assert.ok(page.includes(`<link rel="alternate" type="text/markdown" href="${docPage.markdownPath}">`), docPage.path);
      assert.match(page, /<link rel="stylesheet" href="\/_astro\/[\w.-]+\.css">/);
      assert.ok(page.includes(`<link rel="ard" type="application/ai-catalog+json" href="${paths.ard}">`), docPage.path);
      assert.ok(page.includes(`<link rel="ai-catalog" type="application/ai-catalog+json" href="${paths.aiCatalog}">`), docPage.path);
      // The docs script and the WebMCP module, from this origin; no inline script, which the CSP would refuse anyway.
      assert.deepEqual(page.match(/<script[^>]*>[^<]*<\/script>/g), [
        '<script type="module" src="/scripts/docs.js"></script>',
        `<script type="module" src="${webMcpScript.path}"></script>`,
      ]);
      // Text may name a URI (a media type's profile); nothing may load from elsewhere or run inline, and the only
      // links out hand the page's Markdown to an assistant.
      assert.doesNotMatch(
        page,
        /<script(?! type="module" src="\/)|\sstyle="|src="https?:|href="https?:\/\/(?!localhost|chatgpt\.com\/\?q=|claude\.ai\/new\?q=)/,
        docPage.path,
      );
      assert.match(String(headers['content-security-policy']), /^default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';/);
      assert.doesNotMatch(String(headers['content-security-policy']), /unsafe/);
    }
  });

  test('code blocks are highlighted with classes, and every code block is keyboard-focusable', () => {
    for (const docPage of documentationPages) {
      const page = built(docPage.path).html;
      const blocks = page.match(/<pre[^>]*>/g) ?? [];
      for (const block of blocks) assert.match(block, /tabindex="0"/, docPage.path);
    }
    assert.match(built(paths.apiReference).html, /<span class="tk-[a-z-]+">/);
  });

  test("the stylesheet and the pages' icon are cached for a year as immutable; the site's /favicon.svg, the same bytes, briefly", async () => {
    const stylesheet = /href="(\/_astro\/[\w.-]+\.css)"/.exec(built(paths.developers).html)?.[1] ?? '';
    const css = await request(origin.url + stylesheet);
    assert.equal(css.status, 200);
    assert.equal(css.headers['content-type'], 'text/css; charset=utf-8');
    assert.equal(css.headers['cache-control'], 'public, max-age=31536000, immutable');
    const pageIconAnswer = await request(origin.url + pageIcon.path);
    assert.equal(pageIconAnswer.headers['content-type'], 'image/svg+xml');
    assert.equal(pageIconAnswer.headers['cache-control'], 'public, max-age=31536000, immutable');
    const icon = await request(`${origin.url}${paths.favicon}`);
    assert.equal(icon.headers['content-type'], 'image/svg+xml');
    assert.equal(icon.headers['cache-control'], 'public, max-age=300');
    assert.equal(icon.text, pageIconAnswer.text);
  });
});

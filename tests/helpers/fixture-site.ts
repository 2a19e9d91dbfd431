// A small build output made in memory for the in-process tests: the real documents and contract, short stand-ins for the pages, error pages and discovery files, each described as the build describes it, so no dist/ is needed.
import { agentSkillName, paths, publicEndpoints } from '../../content/constants.ts';
import { type DiscoveryFile, discoveryFiles } from '../../content/discovery.ts';
import { errorPages } from '../../content/error-pages.ts';
import { documentationPages, homePage } from '../../content/pages.ts';
import type { ManifestEntry, ManifestRepresentation } from '../../schemas/manifest.ts';
import { type ArtifactTable, artifactTable } from '../../server/artifacts.ts';
import { buildDocuments } from '../../site/lib/build/documents.ts';
import { describePath, representFile } from '../../site/lib/build/manifest-entry.ts';
import { buildOpenApi } from '../../site/lib/build/openapi.ts';

const html = 'text/html; charset=utf-8';
const markdown = 'text/markdown; charset=utf-8';
const json = 'application/json';

/** One file of a fixture path: where it is written, its type, its text. */
type FixtureFile = readonly [file: string, contentType: string, text: string];

/** A hashed asset, as Astro names its stylesheets. */
export const fixtureAsset = '/_astro/page.Fx1tUr3s.css';

const serialised = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A page's stand-in HTML: enough of a document to be told apart from its Markdown and from other pages. */
function pageHtml(title: string, body: string, language: string): string {
  return `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p></main></body></html>\n`;
}

/**
 * A discovery file's stand-in: a catalog is JSON; the agent skill, also the MCP instructions, names itself. Each says
 * what it is for a few times over, so that, like the real file, it is worth compressing.
 */
function discoveryText({ path, title, catalog }: DiscoveryFile): string {
  const notes = Array<string>(4).fill(`${title}, served at ${path} for agents and crawlers to find.`);
  if (catalog !== undefined) return serialised({ title, notes });
  const text = `# ${title}\n\n${notes.join('\n')}\n`;
  return path === paths.agentSkill ? `---\nname: ${agentSkillName}\n---\n\n${text}` : text;
}

/** Each path with its files, in the shape the build gives them. */
function fixturePaths(publicBaseUrl: string): [path: string, files: FixtureFile[]][] {
  const documents = buildDocuments(publicBaseUrl);
  const file = (path: string) => path.slice(1);
  return [
    ...publicEndpoints.map((endpoint): [string, FixtureFile[]] => [
      endpoint.path,
      [[file(endpoint.path), json, serialised(documents[endpoint.document])]],
    ]),
    [paths.openapi, [[file(paths.openapi), json, serialised(buildOpenApi(publicBaseUrl, documents))]]],
    ...documentationPages.flatMap((page): [string, FixtureFile[]][] => {
      const twin: FixtureFile = [file(page.markdownPath), markdown, `# ${page.navLabel}\n\n${page.description}\n`];
      return [
        [page.path, [[`${file(page.path)}.html`, html, pageHtml(page.title, page.description, page.language)], twin]],
        [page.markdownPath, [twin]],
      ];
    }),
    [paths.home, [[file(homePage.markdownPath), markdown, `# ${homePage.navLabel}\n\n${homePage.description}\n`]]],
    ...errorPages.flatMap((page): [string, FixtureFile[]][] => {
      const twin: FixtureFile = [file(page.markdownPath), markdown, page.markdown];
      return [
        [page.path, [[`${file(page.path)}.html`, html, pageHtml(page.title, page.description, page.language)], twin]],
        [page.markdownPath, [twin]],
      ];
    }),
    ...discoveryFiles.map((discovery): [string, FixtureFile[]] => [
      discovery.path,
      [[file(discovery.path), discovery.contentType, discoveryText(discovery)]],
    ]),
    [paths.docsScript, [[file(paths.docsScript), 'text/javascript; charset=utf-8', 'export {};\n']]],
    [fixtureAsset, [[file(fixtureAsset), 'text/css; charset=utf-8', 'body{margin:0}\n'.repeat(8)]]],
  ];
}

/**
 * The field the build gives every Markdown file (site/lib/build/integration.ts): a token estimate, here a cheap stand-in
 * (four bytes a token), since the build's tokenizer takes a second to load in every test process. Whether the build's
 * estimate fits its real pages is checked end to end (tests/page.test.ts).
 */
function markdownFields(contentType: string, text: string): Record<string, string> | undefined {
  return contentType.startsWith('text/markdown') ? { 'x-markdown-tokens': String(Math.ceil(Buffer.byteLength(text) / 4)) } : undefined;
}

/**
 * The fixture site for `publicBaseUrl`: every path the origin routes, each file precompressed and described by the
 * build's own code (site/lib/build/manifest-entry.ts), loaded by the origin's own code (server/artifacts.ts).
 */
export function fixtureArtifacts(publicBaseUrl: string): ArtifactTable {
  const bytes = new Map<string, Buffer>();
  const represent = ([file, contentType, text]: FixtureFile): ManifestRepresentation => {
    const identity = Buffer.from(text);
    const { representation, compressed } = representFile(file, identity, contentType, markdownFields(contentType, text));
    bytes.set(file, identity);
    for (const variant of compressed) bytes.set(variant.file, variant.bytes);
    return representation;
  };
  const entries: ManifestEntry[] = fixturePaths(publicBaseUrl).map(([path, files]) =>
    describePath(path, files.map(represent), publicBaseUrl),
  );
  return artifactTable({ publicBaseUrl, entries }, (file) => bytes.get(file) ?? missing(file));
}

function missing(file: string): never {
  throw new Error(`the fixture site has no ${file}`);
}

// Checks the discovery files as written, before the manifest lists them: JSON against its schema, llms.txt's shape and links, every Markdown page's opening pointer, the skill's digest and the sitemap; one line per problem.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { paths, publicEndpoints } from '../../../content/constants.ts';
import { discoveryFiles } from '../../../content/discovery.ts';
import { defaultLanguage } from '../../../content/languages.ts';
import { alternatesOf, documentationPages } from '../../../content/pages.ts';
import { validateCatalogs } from '../build/validate.ts';
import { skillDigest } from './skill-digest.ts';

/** llmstxt.org's advice, and the size agents' fetch tools read whole. */
const llmsTxtMaxCharacters = 50_000;

/** What the site directory holds: each file's text by its URL path, and every path the origin will serve. */
export interface BuiltSite {
  read(path: string): Promise<string>;
  readonly paths: ReadonlySet<string>;
}

/** The built site under `siteDir`, whose files are `files` (relative, forward slashes). */
export function builtSite(siteDir: string, files: readonly string[]): BuiltSite {
  return {
    read: (path) => readFile(join(siteDir, path.slice(1)), 'utf8'),
    paths: new Set(files.map((file) => `/${file.replace(/\.html$/, '')}`)),
  };
}

/** Every problem in the discovery files of a site built for `baseUrl`. */
export async function discoveryProblems(site: BuiltSite, baseUrl: string): Promise<string[]> {
  const catalogPaths = discoveryFiles.filter((file) => file.catalog !== undefined).map((file) => file.path);
  const json = Object.fromEntries(
    await Promise.all(catalogPaths.map(async (path) => [path, JSON.parse(await site.read(path)) as unknown])),
  );
  return [
    ...validateCatalogs(json),
    ...llmsTxtProblems(await site.read(paths.llms), baseUrl, site.paths),
    ...(await pointerProblems(site, baseUrl)),
    ...skillProblems(json[paths.agentSkills], await site.read(paths.agentSkill)),
    ...sitemapProblems(await site.read(paths.sitemap), baseUrl),
  ];
}

/** llms.txt: title, summary, sections ending with Optional, under the size limit; every link absolute, built, and the ones it must have. */
export function llmsTxtProblems(text: string, baseUrl: string, built: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  const sections = lines.filter((line) => line.startsWith('## '));
  if (!lines[0]?.startsWith('# ')) problems.push(`${paths.llms}: must open with a "# " title`);
  if (!lines.slice(1, lines.indexOf(sections[0] ?? '')).some((line) => line.startsWith('> ')))
    problems.push(`${paths.llms}: needs a "> " summary before its first section`);
  if (sections.at(-1) !== '## Optional') problems.push(`${paths.llms}: its last section must be "## Optional"`);
  if (text.length >= llmsTxtMaxCharacters) problems.push(`${paths.llms}: ${text.length} characters, over ${llmsTxtMaxCharacters - 1}`);
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
  for (const target of targets) {
    const path = target.startsWith(baseUrl) ? target.slice(baseUrl.length) : undefined;
    if (path === undefined) problems.push(`${paths.llms}: link ${target} is not absolute under ${baseUrl}`);
    // A GET on the MCP endpoint is a 405: a checker would count the link as dead.
    else if (path === paths.mcp) problems.push(`${paths.llms}: links ${paths.mcp}, which only answers POST`);
    else if (!built.has(path)) problems.push(`${paths.llms}: link ${target} leads to nothing built`);
  }
  // Every English page, and each other language's overview (its index: agents read English unless asked otherwise).
  const required = [
    ...documentationPages
      .filter((page) => page.language === defaultLanguage.tag || page.key === 'overview')
      .map((page) => page.markdownPath),
    paths.openapi,
    ...publicEndpoints.map((endpoint) => endpoint.path),
    paths.mcpServerCard,
  ];
  for (const path of required) if (!targets.includes(baseUrl + path)) problems.push(`${paths.llms}: does not link ${path}`);
  return problems;
}

/** Every documentation page's Markdown opens with a blockquote that links llms.txt. */
async function pointerProblems(site: BuiltSite, baseUrl: string): Promise<string[]> {
  const firstLines = await Promise.all(
    documentationPages.map(async (page) => [page.markdownPath, (await site.read(page.markdownPath)).split('\n')[0] ?? ''] as const),
  );
  return firstLines
    .filter(([, line]) => !line.startsWith('> ') || !line.includes(`(${baseUrl}${paths.llms})`))
    .map(([path]) => `${path}: must open with a blockquote linking ${baseUrl}${paths.llms}`);
}

/** The skills index names the skill its SKILL.md names, and carries the sha256 of its bytes. */
function skillProblems(index: unknown, skillMarkdown: string): string[] {
  const [skill] = (index as { skills?: { name?: string; digest?: string }[] }).skills ?? [];
  const digest = skillDigest(skillMarkdown);
  const problems: string[] = [];
  if (skill?.digest !== digest)
    problems.push(`${paths.agentSkills}: digest ${skill?.digest} is not ${digest}, the digest of ${paths.agentSkill}`);
  if (!skillMarkdown.startsWith(`---\nname: ${skill?.name}\n`))
    problems.push(`${paths.agentSkill}: front matter must name the skill ${skill?.name}`);
  return problems;
}

/**
 * The sitemap lists every documentation page and nothing else, each with its alternates: every language's version
 * and `x-default`, every one of them a page the sitemap lists, so each version points back to the others.
 */
function sitemapProblems(xml: string, baseUrl: string): string[] {
  const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]).join('\n');
  const expected = documentationPages.map((page) => baseUrl + page.path).join('\n');
  if (listed !== expected)
    return [`${paths.sitemap}: lists ${listed.replaceAll('\n', ', ')}, not every page (${expected.replaceAll('\n', ', ')})`];
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].flatMap((match, index) => {
    const page = documentationPages[index];
    if (page === undefined) return [];
    const written = [...(match[1] ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    );
    const wanted = alternatesOf(page.key).map(({ hreflang, page: version }) => `${hreflang} ${baseUrl}${version.path}`);
    return written.join('\n') === wanted.join('\n')
      ? []
      : [`${paths.sitemap}: ${page.path} has alternates ${written.join(', ') || 'none'}, not ${wanted.join(', ')}`];
  });
}

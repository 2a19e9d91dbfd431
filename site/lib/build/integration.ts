// Astro integration: validates the documents before the build; after it checks the pages and discovery files, precompresses every artifact and writes the manifest the origin serves from.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build as bundle } from 'esbuild';
import { paths } from '../../../content/constants.ts';
import { discoveryFiles } from '../../../content/discovery.ts';
import { errorPages } from '../../../content/error-pages.ts';
import { defaultLanguage, type LanguageTag, languages } from '../../../content/languages.ts';
import { type DocumentationPage, documentationPages, homePage, pagesIn } from '../../../content/pages.ts';
import { negotiatedErrorPages, negotiatedPages, representationTypes } from '../../../content/response-headers.ts';
import { buildPaths, type Manifest, type ManifestEntry, type ManifestRepresentation } from '../../../schemas/manifest.ts';
import { builtSite, discoveryProblems } from '../discovery/discovery-checks.ts';
import { registryEntry } from '../discovery/registry-entry.ts';
import { writeCloudflare } from '../hosting/cloudflare.ts';
import { writeEdgeConfig } from '../hosting/edge-config.ts';
import { staticRoutes, writeStaticHost } from '../hosting/static-host.ts';
import { sourceTextProblems } from '../pages/source-texts.ts';
import { contract, documents, originUrl, publicBaseUrl } from './build-context.ts';
import { describePath, representFile } from './manifest-entry.ts';
import { factsMissingFromHtml } from './page-agreement.ts';
import { proseDriftProblems } from './prose-drift.ts';
import {
  chainedClauses,
  receivedStatuses,
  repeatedEnglishNames,
  terminologyProblems,
  undeclaredEnglishNames,
  wordsProse,
} from './terminology.ts';
import { markdownTokens } from './token-estimate.ts';
import { type PageText, translationProblems } from './translation-facts.ts';
import { validateDocuments, validateManifest, validateRegistryEntry } from './validate.ts';

/** Content types by file extension; extensionless files are the JSON documents under /api/. */
const contentTypes: Readonly<Record<string, string>> = {
  '.html': representationTypes.html,
  '.md': representationTypes.markdown,
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '': 'application/json',
};

/** Discovery files whose type their extension does not tell (llms.txt is Markdown, the catalogs have their own types). */
const contentTypesByPath: Readonly<Record<string, string>> = Object.fromEntries(
  discoveryFiles.map((file) => [file.path, file.contentType]),
);

/** The integration, for astro.config. */
export function discoveryArtifacts(): AstroIntegration {
  return {
    name: 'discovery-artifacts',
    hooks: {
      'astro:build:start': ({ logger }) => {
        failOnProblems('in the documents; nothing was built', validateDocuments(documents), logger);
        logger.info(`3 documents valid against their schemas (base URL ${publicBaseUrl})`);
        // Before any page is rendered: a translation that lags its English fails here, one line per text or page, not at the first page that shows it.
        failOnSummaries([
          reportProblems('between the English source texts and their translations', sourceTextProblems(contract), logger),
          // content/ from where the build runs, as every build path is (schemas/manifest.ts).
          reportProblems('between the English pages and their translations', proseDriftProblems('content'), logger),
        ]);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const siteDir = fileURLToPath(dir);
        logger.info(`docs script: ${await bundleDocsScript(siteDir)} bytes at ${paths.docsScript}`);
        const files = await listFiles(siteDir);
        const twins = await translatedTwins(siteDir);
        // Every check of the built pages reports before the build fails, so one build names every problem.
        failOnSummaries([
          reportProblems('between pages and their Markdown twins', await disagreements(siteDir), logger),
          reportProblems('between translations and their English pages', await translationDisagreements(siteDir), logger),
          reportProblems("against each language's glossary", glossaryDisagreements(twins), logger),
          reportProblems("in the translations' sentence shapes", sentenceShapeProblems(twins), logger),
          reportProblems('in the discovery files', await discoveryProblems(builtSite(siteDir, files), publicBaseUrl), logger),
        ]);
        const manifest: Manifest = { publicBaseUrl, entries: await describeSite(siteDir, files) };
        failOnProblems('in the manifest; the origin would misread it', validateManifest(manifest), logger);
        await writeFile(buildPaths.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
        logger.info(`${manifest.entries.length} paths precompressed and listed in ${buildPaths.manifest}`);
        const routes = staticRoutes(manifest);
        const served = await writeStaticHost(routes, siteDir, buildPaths.staticHost, originUrl);
        await writeEdgeConfig(routes, buildPaths.edge);
        await writeCloudflare(routes, buildPaths.staticHost, buildPaths.cloudflare, originUrl);
        logger.info(
          `${served} static paths in ${buildPaths.staticHost} (the rest go to ${originUrl}); nginx includes in ${buildPaths.edge}; Workers in ${buildPaths.cloudflare}`,
        );
        // From the card as built (it was validated above): importing the catalogs here would pull the pages into the config.
        const entry = registryEntry(JSON.parse(await readFile(join(siteDir, paths.wellKnownServerCard.slice(1)), 'utf8')));
        failOnProblems("against the MCP Registry's server.json schema", validateRegistryEntry(entry), logger);
        await writeFile(buildPaths.registryEntry, `${JSON.stringify(entry, null, 2)}\n`);
        logger.info(`MCP Registry entry in ${buildPaths.registryEntry}, valid against the registry's 2025-12-11 schema`);
      },
    },
  };
}

/**
 * Bundles the docs pages' script (site/scripts/docs.ts) into the site: minified for modern browsers, no source map
 * or build metadata, so the same sources give the same bytes. Returns its size.
 */
async function bundleDocsScript(siteDir: string): Promise<number> {
  const result = await bundle({
    entryPoints: ['site/scripts/docs.ts'],
    outfile: join(siteDir, paths.docsScript),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'silent',
    metafile: true,
  });
  return Object.values(result.metafile.outputs).reduce((total, output) => total + output.bytes, 0);
}

/** Logs each problem one check found on its own line, at once; returns the line that sums them up, if there are any. */
function reportProblems(where: string, problems: readonly string[], logger: { error(message: string): void }): string | undefined {
  for (const problem of problems) logger.error(problem);
  return problems.length === 0 ? undefined : `${problems.length} problem(s) ${where}; see the lines above.`;
}

/** One check: logs its problems, then fails the build if there are any. */
function failOnProblems(where: string, problems: readonly string[], logger: { error(message: string): void }): void {
  failOnSummaries([reportProblems(where, problems, logger)]);
}

/** Fails the build with one line for each check that found problems. */
function failOnSummaries(summaries: readonly (string | undefined)[]): void {
  const failed = summaries.filter((summary) => summary !== undefined);
  if (failed.length > 0) throw new Error(failed.join('\n'));
}

/** Each fact a negotiated page's Markdown states and its HTML lacks, one line each; a page or twin not built is one too. */
async function disagreements(siteDir: string): Promise<string[]> {
  const perPage = Object.entries(negotiatedPages).map(async ([page, twin]) => {
    const htmlFile = `${page.slice(1)}.html`;
    const [html, markdown] = await Promise.all(
      [htmlFile, twin.slice(1)].map((file) => readFile(join(siteDir, file), 'utf8').catch(() => undefined)),
    );
    if (html === undefined || markdown === undefined)
      return [`${page}: negotiated, but its HTML or its Markdown twin ${twin} was not built`];
    return factsMissingFromHtml(markdown, html).map((fact) => `${htmlFile}: lacks "${fact}", which its Markdown twin states`);
  });
  return (await Promise.all(perPage)).flat();
}

/**
 * Each way a page in another language departs from its English page: a fact of its own or one it lacks, a code block
 * not byte for byte the same, a missing section. Read from the Markdown twins as written, links absolute.
 */
async function translationDisagreements(siteDir: string): Promise<string[]> {
  const read = async (page: DocumentationPage): Promise<PageText | undefined> => {
    const file = page.markdownPath.slice(1);
    const markdown = await readFile(join(siteDir, file), 'utf8').catch(() => undefined);
    return markdown === undefined ? undefined : { file, markdown };
  };
  const perPage = documentationPages
    .filter((page) => page.language !== defaultLanguage.tag)
    .map(async (page) => {
      // documentationPages makes every page in every language, so the English one is always there.
      const english = pagesIn(defaultLanguage.tag).find((other) => other.key === page.key) ?? page;
      const [source, translation] = [await read(english), await read(page)];
      if (source === undefined || translation === undefined)
        return [`${page.markdownPath.slice(1)}: it or its English page ${english.markdownPath.slice(1)} was not built`];
      return translationProblems(source, translation);
    });
  return (await Promise.all(perPage)).flat();
}

/** A translated page's Markdown twin as built, beside its English page's: a documentation page or an error page. */
interface TranslatedTwin {
  readonly file: string;
  readonly tag: Exclude<LanguageTag, 'en'>;
  readonly markdown: string;
  readonly english: string;
}

/** Every translated Markdown twin the build wrote, each with its English page (an unbuilt one reads as empty). */
async function translatedTwins(siteDir: string): Promise<TranslatedTwin[]> {
  const read = (path: string) => readFile(join(siteDir, path.slice(1)), 'utf8').catch(() => '');
  const pairs = [
    ...documentationPages
      .filter((page) => page.language !== defaultLanguage.tag)
      .map((page) => [page, pagesIn(defaultLanguage.tag).find((other) => other.key === page.key) ?? page] as const),
    ...errorPages
      .filter((page) => page.language !== defaultLanguage.tag)
      .map(
        (page) =>
          [page, errorPages.find((other) => other.language === defaultLanguage.tag && other.status === page.status) ?? page] as const,
      ),
  ];
  return Promise.all(
    pairs.map(async ([page, english]) => ({
      file: page.markdownPath.slice(1),
      tag: page.language as Exclude<LanguageTag, 'en'>,
      markdown: await read(page.markdownPath),
      english: await read(english.markdownPath),
    })),
  );
}

/**
 * Each variant a glossary replaces, used in a translated page's Markdown twin, a translated error page or its
 * language's words modules; each English name a page brackets again after its first mention; and each English gloss
 * a page brackets that its glossary does not name.
 */
function glossaryDisagreements(twins: readonly TranslatedTwin[]): string[] {
  const pages = twins.flatMap(({ file, tag, markdown, english }) => [
    ...terminologyProblems(file, tag, markdown),
    ...repeatedEnglishNames(file, tag, markdown),
    ...undeclaredEnglishNames(file, tag, markdown, english),
  ]);
  const modules = languages
    .filter((language) => language !== defaultLanguage)
    .flatMap((language) => {
      const tag = language.tag as Exclude<LanguageTag, 'en'>;
      return terminologyProblems(`content/${tag}/words.ts and script-words.ts`, tag, wordsProse(tag));
    });
  return [...pages, ...modules];
}

/**
 * Each place a translated page takes English's sentence shape where its language has its own: a request that
 * "receives" a status, a sentence that chains clauses with colons and semicolons.
 */
function sentenceShapeProblems(twins: readonly TranslatedTwin[]): string[] {
  return twins.flatMap(({ file, tag, markdown }) => [...receivedStatuses(file, tag, markdown), ...chainedClauses(file, markdown)]);
}

/** Every file the build wrote, relative to the site directory with forward slashes, sorted; compressed variants left out. */
async function listFiles(siteDir: string): Promise<string[]> {
  return (await readdir(siteDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(siteDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

async function describeSite(siteDir: string, files: readonly string[]): Promise<ManifestEntry[]> {
  // A Markdown twin is both its own path and a representation of its page: prepare it once.
  const prepared = new Map<string, Promise<ManifestRepresentation>>();
  const prepare = (file: string): Promise<ManifestRepresentation> => {
    const representation = prepared.get(file) ?? represent(siteDir, file);
    prepared.set(file, representation);
    return representation;
  };
  const describe = async (path: string, representationFiles: readonly string[]) =>
    describePath(path, await Promise.all(representationFiles.map(prepare)), publicBaseUrl);

  const entries = files.map((file) => {
    const path = `/${file.replace(/\.html$/, '')}`;
    const twin = negotiatedPages[path] ?? negotiatedErrorPages[path];
    // Negotiated pages and their twins were checked to exist and agree before this runs.
    return describe(path, twin === undefined ? [file] : [file, twin.slice(1)]);
  });
  // `/` has the home page's Markdown as its only built representation; the origin redirects everyone else.
  return Promise.all([describe(paths.home, [homePage.markdownPath.slice(1)]), ...entries]);
}

/** One file as a representation, its compressed variants written beside it. */
async function represent(siteDir: string, file: string): Promise<ManifestRepresentation> {
  const extension = /\.[a-z]+$/.exec(file)?.[0] ?? '';
  const contentType = contentTypesByPath[`/${file}`] ?? contentTypes[extension];
  if (contentType === undefined) throw new Error(`${file}: no content type known for "${extension}"; add it to the integration.`);
  const bytes = await readFile(join(siteDir, file));
  // The estimate is of the file, so it travels with the representation wherever the file is served.
  const tokens = contentType.startsWith('text/markdown')
    ? { 'x-markdown-tokens': String(markdownTokens(bytes.toString('utf8'))) }
    : undefined;
  const { representation, compressed } = representFile(file, bytes, contentType, tokens);
  await Promise.all(compressed.map((variant) => writeFile(join(siteDir, variant.file), variant.bytes)));
  return representation;
}

// Astro integration: validates the documents before the build, then precompresses every artifact and writes the manifest the origin serves from.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import type { Encoding, Manifest, ManifestEntry, ManifestFile, ManifestRepresentation } from '../../server/manifest.ts';
import { buildPaths } from '../../server/manifest.ts';
import { documents, publicBaseUrl } from './build-context.ts';
import { headersFor } from './headers.ts';
import { factsMissingFromHtml } from './page-agreement.ts';
import { validateDocuments } from './validate.ts';

/** Content types by file extension; extensionless files are the JSON documents under /api/. */
const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '': 'application/json',
};

/** The integration, for astro.config. */
export function discoveryArtifacts(): AstroIntegration {
  return {
    name: 'discovery-artifacts',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const problems = validateDocuments(documents);
        if (problems.length > 0) {
          for (const problem of problems) logger.error(problem);
          throw new Error(`${problems.length} schema problem(s) in the documents; nothing was built.`);
        }
        logger.info(`3 documents valid against their schemas (base URL ${publicBaseUrl})`);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const siteDir = fileURLToPath(dir);
        const manifest: Manifest = { publicBaseUrl, entries: await describeSite(siteDir) };
        await writeFile(buildPaths.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
        logger.info(`${manifest.entries.length} paths precompressed and listed in ${buildPaths.manifest}`);
      },
    },
  };
}

/** Fails the build when a page's HTML lacks a fact its Markdown twin states. */
async function checkAgreement(siteDir: string, htmlFile: string, markdownFile: string): Promise<void> {
  const html = await readFile(join(siteDir, htmlFile), 'utf8');
  const markdown = await readFile(join(siteDir, markdownFile), 'utf8');
  const missing = factsMissingFromHtml(markdown, html);
  if (missing.length > 0) throw new Error(`${htmlFile} lacks facts its Markdown twin states: ${missing.join(', ')}`);
}

async function describeSite(siteDir: string): Promise<ManifestEntry[]> {
  const files = (await readdir(siteDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(siteDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
  const twins = new Set(files.filter((file) => file.endsWith('.md')));
  // A Markdown twin is both its own path and a representation of its page: prepare it once.
  const prepared = new Map<string, Promise<ManifestRepresentation>>();
  const prepare = (file: string): Promise<ManifestRepresentation> => {
    const representation = prepared.get(file) ?? represent(siteDir, file);
    prepared.set(file, representation);
    return representation;
  };

  return Promise.all(
    files.map(async (file) => {
      const path = `/${file.replace(/\.html$/, '')}`;
      const representations = [await prepare(file)];
      // A page whose Markdown twin was built is negotiated between the two at the page's own path.
      const twin = file.endsWith('.html') ? `${file.slice(0, -'.html'.length)}.md` : undefined;
      if (twin !== undefined && twins.has(twin)) {
        await checkAgreement(siteDir, file, twin);
        representations.push(await prepare(twin));
      }
      const facts = {
        negotiated: representations.length > 1,
        compressed: representations.some((representation) => representation.files.gzip !== undefined),
        html: file.endsWith('.html'),
      };
      return { path, representations, headers: headersFor(path, facts) };
    }),
  );
}

async function represent(siteDir: string, file: string): Promise<ManifestRepresentation> {
  const extension = /\.[a-z]+$/.exec(file)?.[0] ?? '';
  // llms.txt is Markdown by convention (llmstxt.org), whatever its extension says.
  const contentType = file === 'llms.txt' ? contentTypes['.md'] : contentTypes[extension];
  if (contentType === undefined) throw new Error(`${file}: no content type known for "${extension}"; add it to the integration.`);
  const bytes = await readFile(join(siteDir, file));
  const files: Partial<Record<Encoding, ManifestFile>> = {};
  if (!contentType.startsWith('image/') || extension === '.svg') {
    const variants: [Encoding, Buffer][] = [
      ['br', brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })],
      ['gzip', gzipSync(bytes, { level: 9 })],
    ];
    for (const [encoding, compressed] of variants) {
      // A variant that is not smaller is not worth choosing.
      if (compressed.length >= bytes.length) continue;
      const compressedFile = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      await writeFile(join(siteDir, compressedFile), compressed);
      files[encoding] = { file: compressedFile, etag: etagOf(compressed) };
    }
  }
  return {
    contentType,
    files: { ...files, identity: { file, etag: etagOf(bytes) } },
  };
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

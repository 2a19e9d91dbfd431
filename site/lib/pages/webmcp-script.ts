// The documentation pages' one script: site/scripts/webmcp.ts bundled by esbuild with the WebMCP tools of content/mcp.ts, under a name carrying its content hash.
import { createHash } from 'node:crypto';
import { buildSync } from 'esbuild';
import { webMcpTools } from '../../../content/mcp.ts';

/** Relative to the project root, where the build runs (Vite moves this module, so its own URL says nothing). */
const entry = 'site/scripts/webmcp.ts';

/**
 * Bundled once per build, minified, with no source map or comment that names a path on this machine, so two builds
 * of one commit are the same bytes. Its type is module: it runs deferred, after the page is parsed.
 */
const code =
  buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { WEBMCP_TOOLS: JSON.stringify(webMcpTools) },
  }).outputFiles[0]?.text ?? '';

/** The script's URL path: Astro's folder of content-hashed assets, so the header policy lets clients keep it for a year. */
export const webMcpScript = {
  path: `/_astro/webmcp.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`,
  code,
} as const;

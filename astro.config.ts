// Astro builds the public site statically: documents, contract and developer page, validated and precompressed by our integration.
import { defineConfig } from 'astro/config';
import { buildPaths } from './schemas/manifest.ts';
import { discoveryArtifacts } from './site/lib/build/integration.ts';

export default defineConfig({
  srcDir: './site',
  // No such folder: every file is emitted by a route (site/pages/), none copied as is.
  publicDir: './site/public',
  outDir: `./${buildPaths.site}`,
  output: 'static',
  trailingSlash: 'never',
  // Pages become en/developers.html, served at /en/developers; Markdown twins sit beside them.
  build: { format: 'file', inlineStylesheets: 'never' },
  // No script may run under the page's CSP, and the developer page has nothing to prefetch.
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [discoveryArtifacts()],
});

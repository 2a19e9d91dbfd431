// The pages' icon: site/assets/favicon.svg under a name carrying its content hash, so the pages depend on no site-wide file; the same bytes are the site's /favicon.svg.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Relative to the project root, where the build runs (Vite moves this module, so its own URL says nothing). */
const svg = readFileSync('site/assets/favicon.svg', 'utf8');

/** The icon the pages link to, in Astro's folder of content-hashed assets, kept by clients for a year. */
export const pageIcon = {
  path: `/_astro/favicon.${createHash('sha256').update(svg).digest('base64url').slice(0, 8)}.svg`,
  svg,
} as const;

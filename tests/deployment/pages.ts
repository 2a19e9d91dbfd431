// The documentation pages to check: those the deployment's sitemap lists (so pages added later are checked without a change here) and those this version ships (so a page missing from the sitemap is still checked).

import { paths } from '../../content/constants.ts';
import { documentationPages } from '../../content/pages.ts';
import { baseUrl } from './fixtures.ts';
import { sitemapLocations } from './policy.ts';

/** The paths of the pages the deployment's sitemap lists; none when it has no readable sitemap, which the discovery checks report. */
async function sitemapPaths(): Promise<string[]> {
  try {
    const response = await fetch(baseUrl + paths.sitemap, { signal: AbortSignal.timeout(10_000) });
    return response.ok ? sitemapLocations(await response.text()).map((location) => new URL(location, baseUrl).pathname) : [];
  } catch {
    return [];
  }
}

/** Every page to check, by path. Read when the checks are collected (once per Playwright process); not a rate-limited path. */
export const pagePaths: readonly string[] = [...new Set([...documentationPages.map((page) => page.path), ...(await sitemapPaths())])];

// robots.txt and sitemap.xml: every crawler welcome, the content signals, and every documentation page in every language with its alternates; no dates, so two builds of one commit are the same bytes.
import { paths } from '../../../content/constants.ts';
import { contentSignal } from '../../../content/discovery.ts';
import { alternatesOf, documentationPages } from '../../../content/pages.ts';
import { publicBaseUrl } from '../build/build-context.ts';
import { escapeHtml } from '../pages/escape-html.ts';

/** robots.txt: one group for every user agent, allowing everything, with the signals; the sitemap by its absolute URL. */
export const robotsTxt = [
  'User-agent: *',
  `Content-Signal: ${contentSignal}`,
  'Allow: /',
  '',
  `Sitemap: ${publicBaseUrl}${paths.sitemap}`,
  '',
].join('\n');

/**
 * sitemap.xml: every documentation page at its HTML address (the Markdown is the same page), each with its versions in
 * every language (Google's `xhtml:link` alternates). No lastmod: a page is made from several sources (its Markdown,
 * content/, schemas/, the contract), so one file's date would mislead, and a build date would make two builds of one
 * commit differ.
 */
export const sitemapXml = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...documentationPages.flatMap((page) => [
    '  <url>',
    `    <loc>${escapeHtml(publicBaseUrl + page.path)}</loc>`,
    ...alternatesOf(page.key).map(
      ({ hreflang, page: version }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(publicBaseUrl + version.path)}"/>`,
    ),
    '  </url>',
  ]),
  '</urlset>',
  '',
].join('\n');

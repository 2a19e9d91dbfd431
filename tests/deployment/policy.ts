// What the header policy (content/response-headers.ts) promises on an answer, checked field by field against what the deployment sent, and the media type and status every check reads first.
import type { APIResponse } from '@playwright/test';
import { type RepresentationKind, type ResponseClass, representationFields, responseHeaders } from '../../content/response-headers.ts';
import { baseUrl, expect } from './fixtures.ts';

/** The status, and the media type of Content-Type (parameters aside), of a GET of `url`. */
export function expectAnswer(response: APIResponse, url: string, status: number, mediaType: string): void {
  expect(response.status(), `GET ${url}: status`).toBe(status);
  expect(response.headers()['content-type']?.split(';')[0]?.trim(), `GET ${url}: Content-Type`).toBe(mediaType);
}

/**
 * Every field the policy fixes for an answer of `responseClass` (and, for a built `path`, its representation's own
 * fields: a page's language and its alternates, absolute under the deployment's address). `Vary` is checked where the answer is negotiated; elsewhere it names Accept-Encoding only where the build
 * prepared compressed files, which a client cannot see.
 */
export function expectHeaderPolicy(
  response: APIResponse,
  url: string,
  responseClass: ResponseClass,
  representation?: { readonly path: string; readonly kind: RepresentationKind },
): void {
  const headers = response.headers();
  const { Vary: vary, ...fixed } = responseHeaders(responseClass);
  const own = representation === undefined ? {} : representationFields(representation.path, representation.kind, baseUrl);
  for (const [name, value] of Object.entries({ ...fixed, ...own })) {
    expect(headers[name.toLowerCase()], `GET ${url}: ${name}`).toBe(value);
  }
  if (vary?.startsWith('Accept,')) expect(headers.vary, `GET ${url}: Vary`).toBe(vary);
}

/** The spec's rule for negotiated and rate-limited answers: no shared cache stores them (private, no-store or s-maxage=0). */
export function expectNotStoredByShared(response: APIResponse, url: string): void {
  const directives = (response.headers()['cache-control'] ?? '').split(',').map((directive) => directive.trim().toLowerCase());
  const unshared = directives.some((directive) => directive === 'private' || directive === 'no-store' || directive === 's-maxage=0');
  expect(unshared, `GET ${url}: Cache-Control "${response.headers()['cache-control']}" must keep shared caches from storing it`).toBe(true);
}

/** Keys whose URL names a specification (a schema dialect), not a resource of the deployment. */
const specificationKeys = new Set(['$schema', 'jsonSchemaDialect']);

/** Every absolute http(s) URL anywhere in a JSON value, apart from those naming a specification. */
export function absoluteUrls(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(absoluteUrls);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (specificationKeys.has(key) ? [] : absoluteUrls(item)));
  }
  return [];
}

/** That every absolute link in what `url` answered is under the deployment's address. */
export function expectLinksUnder(links: readonly string[], url: string, base: string): void {
  for (const link of links) expect(link === base || link.startsWith(`${base}/`), `GET ${url}: link ${link} is under ${base}`).toBe(true);
}

/** The page addresses a sitemap lists. */
export function sitemapLocations(sitemap: string): string[] {
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

// PUBLIC_BASE_URL: its default and its rules, read by the build (links in the documents) and the origin (MCP Host/Origin, the build check).

/** Where the documents point when PUBLIC_BASE_URL is unset: a local origin. */
export const defaultPublicBaseUrl = 'http://localhost:3000';

/** The origin (scheme, host, optional port) of `raw`, or why it is not one. */
export function parsePublicBaseUrl(raw: string): { readonly value: string } | { readonly problem: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: 'must be an absolute http or https URL such as https://turno.example' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: 'must use http or https' };
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    return { problem: 'must be an origin only (scheme, host, optional port): no path, query, fragment or credentials' };
  }
  return { value: url.origin };
}

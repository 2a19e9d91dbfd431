// PUBLIC_BASE_URL: its default and its rules, read by the build (links in the documents) and the origin (MCP Host/Origin, the build check).

/** The port `npm start` listens on when PORT is unset. */
export const defaultPort = 3000;

/**
 * Where the documents point when PUBLIC_BASE_URL is unset: the local origin on `port` (PORT as given), so that
 * `PORT=3999 npm start` serves pages whose links lead back to it. Port 0 (any free port) names no address: the
 * default port stands in.
 */
export function defaultPublicBaseUrl(port: string | number | undefined): string {
  const named = String(port ?? '').trim();
  return `http://localhost:${named === '' || Number(named) === 0 ? defaultPort : named}`;
}

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

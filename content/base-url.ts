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

/**
 * Whether `origin` (a PUBLIC_BASE_URL as parsed above) is an address a vendor's cloud can reach: HTTPS, and a host
 * that is neither a localhost name, a single-label or `.local`/`.internal` name, nor a loopback, private, link-local
 * or unique-local IP address. The pages show such an origin where a reader must paste a public URL, and a stand-in
 * for the reader's own otherwise.
 */
export function isPublicHttpsOrigin(origin: string): boolean {
  const url = URL.parse(origin);
  if (url === null || url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host.includes(':')) return !/^(?:::1?|fe[89ab][0-9a-f]:|f[cd][0-9a-f]{2}:|::ffff:)/.test(host);
  const ipv4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (ipv4 !== null) {
    const [a = 0, b = 0] = ipv4.slice(1, 3).map(Number);
    return !(
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  return host.includes('.') && !/(?:^|\.)(?:localhost|local|internal|lan|home\.arpa)$/.test(host);
}

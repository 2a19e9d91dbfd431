// The fixed response headers of each built path: caching, CORS, Vary, nosniff and the page's Content-Security-Policy.
import { corsReadHeaders } from '../../server/cors.ts';

/** The page's own CSS, favicon and nothing else: no scripts, no external requests, no framing. */
export const contentSecurityPolicy =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Seconds a client or shared cache may reuse a document or page before revalidating. */
const shortMaxAge = 300;

/** Headers for a built path, given what the build knows about it. */
export function headersFor(path: string, facts: { negotiated: boolean; compressed: boolean; html: boolean }): Record<string, string> {
  const headers: Record<string, string> = { ...corsReadHeaders, 'X-Content-Type-Options': 'nosniff' };
  if (path.startsWith('/_astro/')) {
    // Astro puts a content hash in these names, so a changed file is a new URL.
    headers['Cache-Control'] = 'public, max-age=31536000, immutable';
  } else if (facts.negotiated) {
    // The spec: a negotiated response is not stored in shared caches.
    headers['Cache-Control'] = `private, max-age=${shortMaxAge}`;
  } else {
    headers['Cache-Control'] = `public, max-age=${shortMaxAge}`;
  }
  if (facts.negotiated) headers.Vary = 'Accept, Accept-Encoding';
  else if (facts.compressed) headers.Vary = 'Accept-Encoding';
  if (facts.html) headers['Content-Security-Policy'] = contentSecurityPolicy;
  return headers;
}

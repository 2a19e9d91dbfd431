// The Cloudflare Worker in front of the static assets (npm run build copies it into dist/cloudflare): the precompressed variant each client accepts on static paths, everything else proxied to ORIGIN_URL as the client sent it.
import Negotiator from 'negotiator';
// Written by the build from the manifest and the header policy: static paths and their prepared codings, and the 502 answer.
import site from './site.json';

/** The suffix of each prepared coding's file beside the identity file. */
const suffixes = { br: '.br', gzip: '.gz' };

export default {
  /** @param {Request & { cf?: { clientAcceptEncoding?: string } }} request @param {{ ASSETS: Fetcher, ORIGIN_URL: string }} env */
  async fetch(request, env) {
    const codings = site.precompressed[new URL(request.url).pathname];
    if (codings !== undefined && (request.method === 'GET' || request.method === 'HEAD')) return fromAssets(request, env, codings);
    return toOrigin(request, env);
  },
};

/**
 * The client's own Accept-Encoding: the runtime rewrites the incoming field to `br, gzip` whatever the client
 * sent, and keeps the original in `request.cf.clientAcceptEncoding`.
 */
function clientAcceptEncoding(request) {
  return request.cf?.clientAcceptEncoding ?? request.headers.get('Accept-Encoding') ?? '';
}

/**
 * A static path from the assets: the identity file's fields (the `_headers` rules), with the body of the variant
 * the client prefers as the origin chooses it (q-values, ties to the smallest). Cloudflare compresses only some
 * types itself (not text/markdown nor +json), so the prepared files are served here, never re-encoded.
 */
async function fromAssets(request, env, codings) {
  const acceptEncoding = clientAcceptEncoding(request);
  const available = [...codings, 'identity'];
  const coding =
    acceptEncoding === ''
      ? 'identity'
      : new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(available, { preferred: available });
  if (coding === undefined || coding === 'identity') return env.ASSETS.fetch(request);
  const url = new URL(request.url);
  const [identity, variant] = await Promise.all([
    env.ASSETS.fetch(new Request(url, { method: 'HEAD' })),
    env.ASSETS.fetch(new Request(new URL(url.pathname + suffixes[coding], url), { method: request.method, headers: request.headers })),
  ]);
  const headers = new Headers(identity.headers);
  headers.set('Content-Encoding', coding);
  headers.set('ETag', variant.headers.get('ETag') ?? '');
  headers.delete('Content-Length');
  // `manual`: the body is already encoded; the runtime must send it as it is.
  return new Response(variant.body, { status: variant.status, headers, encodeBody: 'manual' });
}

/**
 * Everything else, to the origin: the client's own Accept-Encoding, and its address as Cloudflare saw it in
 * X-Forwarded-For, replacing whatever forwarding fields the client wrote (the origin trusts this hop only).
 * Redirects are passed on, not followed.
 */
async function toOrigin(request, env) {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('Forwarded');
  headers.delete('X-Forwarded-For');
  const client = request.headers.get('CF-Connecting-IP');
  if (client !== null) headers.set('X-Forwarded-For', client);
  headers.set('X-Forwarded-Proto', url.protocol.slice(0, -1));
  headers.set('X-Forwarded-Host', url.host);
  const acceptEncoding = clientAcceptEncoding(request);
  if (acceptEncoding === '') headers.delete('Accept-Encoding');
  else headers.set('Accept-Encoding', acceptEncoding);
  try {
    return await fetch(new URL(url.pathname + url.search, env.ORIGIN_URL), {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
    });
  } catch {
    return new Response(site.unreachable.body, { status: 502, headers: site.unreachable.headers });
  }
}

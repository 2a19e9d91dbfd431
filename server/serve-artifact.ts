// Answers GET and HEAD for a built path: picks the representation and coding, then writes prepared bytes or a 304.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import type { Artifact } from './artifacts.ts';
import { sendError } from './errors.ts';
import { negotiateEncoding, negotiateRepresentation } from './negotiate.ts';

/**
 * Writes the artifact's negotiated representation, with `extraHeaders` (rate-limit state) on every answer;
 * 406 when the client accepts none of its media types.
 */
export function serveArtifact(
  req: IncomingMessage,
  res: ServerResponse,
  artifact: Artifact,
  extraHeaders?: Readonly<Record<string, string>>,
): void {
  const head = req.method === 'HEAD';
  const representation = negotiateRepresentation(artifact, req.headers);
  if (representation === undefined) {
    sendError(res, 406, {
      head,
      headers: { Vary: artifact.headers.Vary ?? 'Accept' },
      message: `None of the media types in the Accept header is available here. Available: ${artifact.mediaTypes.join(', ')}.`,
    });
    return;
  }
  // RFC 9110 §12.5.3: when no coding is acceptable, send the identity coding rather than refuse.
  const encoding = negotiateEncoding(representation, req.headers) ?? 'identity';
  const { body, etag } = representation.bodies[encoding] ?? representation.bodies.identity;
  const headers: Record<string, string | number> = { ...artifact.headers, ...extraHeaders, ETag: etag };

  if (fresh(req.headers, { etag })) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers['Content-Type'] = representation.contentType;
  headers['Content-Length'] = body.length;
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(head ? undefined : body);
}

// Answers GET and HEAD for a built path: picks the representation and coding, then writes prepared bytes or a 304.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { errorMessages } from '../content/error-body.ts';
import { type Artifact, type FieldList, fieldRecord, noFields } from './artifacts.ts';
import { sendError } from './errors.ts';
import { negotiateEncoding, negotiateRepresentation } from './negotiate.ts';

/** The media type an answer was written in, left on the response where it is chosen, for whoever observes the read. */
export const answeredTypeOf = Symbol('turno.answeredType');
export type AnsweredResponse = ServerResponse & { [answeredTypeOf]?: string };

/**
 * Writes the artifact's negotiated representation, with `extraFields` (rate-limit state) on every answer;
 * 406 when the client accepts none of its media types.
 */
export function serveArtifact(req: IncomingMessage, res: AnsweredResponse, artifact: Artifact, extraFields: FieldList = noFields): void {
  const representation = negotiateRepresentation(artifact, req.headers);
  if (representation === undefined) {
    const message = `${errorMessages[406]} Available: ${artifact.mediaTypes.join(', ')}.`;
    sendError(res, 406, { ...fieldRecord(extraFields), Vary: artifact.headers.Vary ?? 'Accept' }, message);
    return;
  }
  res[answeredTypeOf] = representation.contentType;
  // RFC 9110 §12.5.3: when no coding is acceptable, send the identity coding rather than refuse.
  const variant = representation.bodies[negotiateEncoding(representation, req.headers) ?? 'identity'] ?? representation.bodies.identity;
  if (notModified(req.headers, variant.etag)) res.writeHead(304, withFields(variant.notModifiedFields, extraFields)).end();
  else res.writeHead(200, withFields(variant.okFields, extraFields)).end(variant.body);
}

/**
 * Whether the client's copy is current, as fresh decides. The usual revalidation, exactly the current ETag with no
 * `Cache-Control` or `If-Modified-Since` to weigh, is fresh's `true` without its parsing of an `If-None-Match` list.
 * The same answer for every ETag the build makes (quoted base64url); only for one with a comma, which fresh would split
 * as a list, does it differ, and then it is RFC 9110's answer.
 */
function notModified(headers: IncomingHttpHeaders, etag: string): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === etag && headers['cache-control'] === undefined && headers['if-modified-since'] === undefined) return true;
  return fresh(headers, { etag });
}

/** The prepared fields with the request's own after them; node:http's types want a mutable array, which it never changes. */
function withFields(prepared: FieldList, extra: FieldList): string[] {
  return (extra.length === 0 ? prepared : prepared.concat(extra)) as string[];
}

// Chooses a representation by Accept and a content coding by Accept-Encoding, parsed with q-values by negotiator.
import Negotiator from 'negotiator';
import type { Artifact, Representation } from './artifacts.ts';
import type { Encoding } from './manifest.ts';

type Headers = Negotiator.Headers;

/** negotiator 1.x breaks q-value ties by a `preferred` order; @types/negotiator 0.6 predates that option. */
interface EncodingNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/**
 * The representation the client prefers by q-value, then specificity, then server order (HTML first).
 * A path with one representation answers it whatever the Accept. No Accept, or an empty one, states no
 * preference. Undefined when nothing acceptable is available: every range refused (q=0), unparsable, or of
 * another type or parameter (a charset other than utf-8).
 */
export function negotiateRepresentation(artifact: Artifact, headers: Headers): Representation | undefined {
  const [first, ...others] = artifact.representations;
  if (others.length === 0 || String(headers.accept ?? '').trim() === '') return first;
  const preferred = new Negotiator({ headers }).mediaType(artifact.mediaTypes);
  return artifact.representations.find((representation) => representation.contentType === preferred);
}

/** The prepared coding the client prefers, ties going to the smallest (br, gzip, identity); undefined if all are refused. */
export function negotiateEncoding(representation: Representation, headers: Headers): Encoding | undefined {
  const negotiator = new Negotiator({ headers }) as unknown as EncodingNegotiator;
  return negotiator.encoding(representation.encodings, { preferred: representation.encodings }) as Encoding | undefined;
}

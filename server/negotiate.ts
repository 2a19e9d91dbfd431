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
 * The representation the client prefers; the only one when the path has one, since such paths answer the same
 * type whatever the Accept; undefined when nothing the client accepts is available.
 */
export function negotiateRepresentation(artifact: Artifact, headers: Headers): Representation | undefined {
  const [only, ...others] = artifact.representations;
  if (others.length === 0) return only;
  const preferred = new Negotiator({ headers }).mediaType(artifact.mediaTypes);
  return artifact.representations.find((representation) => representation.mediaType === preferred);
}

/** The prepared coding the client prefers, ties going to the smallest (br, gzip, identity); undefined if all are refused. */
export function negotiateEncoding(representation: Representation, headers: Headers): Encoding | undefined {
  const negotiator = new Negotiator({ headers }) as unknown as EncodingNegotiator;
  return negotiator.encoding(representation.encodings, { preferred: representation.encodings }) as Encoding | undefined;
}

// Chooses a representation by Accept, a coding by Accept-Encoding and a language by Accept-Language, as negotiator parses them.
import Negotiator from 'negotiator';
import type { Encoding } from '../schemas/manifest.ts';
import type { Artifact, Representation } from './artifacts.ts';

export type RequestFields = Negotiator.Headers;

/**
 * Clients send a handful of distinct header values, so each decision is remembered by its inputs. The cache
 * is bounded (cleared when full) so that a client sending endless distinct headers cannot grow it.
 */
const decisions = new Map<string, string | undefined>();
const maxDecisions = 512;

function remembered(key: string, decide: () => string | undefined): string | undefined {
  if (decisions.has(key)) return decisions.get(key);
  if (decisions.size >= maxDecisions) decisions.clear();
  const decision = decide();
  decisions.set(key, decision);
  return decision;
}

/**
 * The representation the client prefers by q-value, then specificity, then server order (HTML first).
 * A path with one representation answers it whatever the Accept. No Accept, or an empty one, states no
 * preference. Undefined when nothing acceptable is available: every range refused (q=0), unparsable, or of
 * another type or parameter (a charset other than utf-8).
 */
export function negotiateRepresentation(artifact: Artifact, headers: RequestFields): Representation | undefined {
  const [first, ...others] = artifact.representations;
  const accept = String(headers.accept ?? '');
  if (others.length === 0 || accept.trim() === '') return first;
  const preferred = negotiateMediaType(artifact.mediaTypes, headers);
  return artifact.representations.find((representation) => representation.contentType === preferred);
}

/** The media type of `available` (in server preference order) the client prefers by `Accept`; undefined if none is acceptable. */
export function negotiateMediaType(available: readonly string[], headers: RequestFields): string | undefined {
  const accept = String(headers.accept ?? '');
  return remembered(`a\n${available.join(',')}\n${accept}`, () => new Negotiator({ headers }).mediaType(available as string[]));
}

/** The prepared coding the client prefers, ties going to the smallest (br, gzip, identity); undefined if all are refused. */
export function negotiateEncoding(representation: Representation, headers: RequestFields): Encoding | undefined {
  const acceptEncoding = headers['accept-encoding'];
  if (acceptEncoding === undefined) return 'identity';
  const available = representation.encodings;
  return remembered(`e\n${available.join(',')}\n${String(acceptEncoding)}`, () => {
    // negotiator 1.x's `encoding(available, { preferred })` breaks q-value ties by the `preferred` order.
    // @types/negotiator 0.6 predates the option (and a module augmentation cannot reach its `export =` class), so the
    // method is applied with both arguments; it returns one of `available`, or undefined.
    const negotiator = new Negotiator({ headers });
    return Reflect.apply(negotiator.encoding, negotiator, [available, { preferred: available }]) as string | undefined;
  }) as Encoding | undefined;
}

/**
 * The language of `available` (tags, the default first) the client prefers by `Accept-Language`: negotiator's match
 * (q-values; a range matches its own tag and the tags it is a prefix of, `pt` → `pt-PT`, and a tag matches the range of
 * its prefix, `es-ES` → `es`), else the first language the client accepts whose primary subtag one of ours has
 * (`pt-BR` → `pt-PT`), else the default. No header, or one we cannot read, is the default.
 */
export function negotiateLanguage(available: readonly string[], headers: RequestFields): string | undefined {
  const acceptLanguage = headers['accept-language'];
  if (acceptLanguage === undefined) return available[0];
  return remembered(`l\n${available.join(',')}\n${String(acceptLanguage)}`, () => {
    const negotiator = new Negotiator({ headers });
    const matched = negotiator.language(available as string[]);
    if (matched !== undefined) return matched;
    const primary = (tag: string) => tag.split('-')[0]?.toLowerCase();
    for (const wanted of negotiator.languages()) {
      const close = available.find((tag) => primary(tag) === primary(wanted));
      if (close !== undefined) return close;
    }
    return available[0];
  });
}

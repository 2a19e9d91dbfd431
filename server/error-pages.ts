// Answers a 404 or 405 in the form the client prefers (a page with the site's navigation to a browser, Markdown to an agent, today's JSON error object to everyone else), the page in the language of the path or of Accept-Language.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorPages } from '../content/error-pages.ts';
import { type ArtifactTable, builtArtifact, type EncodedBody, type FieldList, type Representation } from './artifacts.ts';
import { errorPageLanguage } from './error-language.ts';
import { sendError } from './errors.ts';
import { negotiateEncoding, negotiateMediaType } from './negotiate.ts';
import { requestPath } from './request-path.ts';

type Fields = Readonly<Record<string, string>>;

/** The JSON error, first: API clients (no Accept, `*` `/` `*`, a tie) keep getting it. */
const jsonType = 'application/json';

/** What the negotiated answers vary on; the JSON one too, so a cache never hands its body to a browser. */
const vary = { Vary: 'Accept, Accept-Encoding' };

/** Where no language root in the path decides the page's language, Accept-Language does: every form of the answer says so. */
const varyWithLanguage = { Vary: 'Accept, Accept-Encoding, Accept-Language' };

/** Writes the error `status` (404 or 405) for `req`, with `headers` (such as `Allow`) on every form of it. */
export type ErrorPageAnswer = (req: IncomingMessage, res: ServerResponse, status: 404 | 405, headers?: Fields) => void;

/** The answer of each error that has a page, from the built pages in `artifacts`. */
export function errorPageAnswer(artifacts: ArtifactTable): ErrorPageAnswer {
  /** Each prepared body's fields without its validator: a page's ETag names its bytes, an error is never revalidated. */
  const fieldsOf = new Map<EncodedBody, Fields>();
  const pages = new Map(
    errorPages.map((page) => {
      const artifact = builtArtifact(artifacts, page.path);
      for (const representation of artifact.representations)
        for (const body of Object.values(representation.bodies)) fieldsOf.set(body, withoutValidator(body.okFields));
      return [
        `${page.status} ${page.language}`,
        { representations: artifact.representations, mediaTypes: [jsonType, ...artifact.mediaTypes] },
      ];
    }),
  );
  return (req, res, status, headers = {}) => {
    const language = errorPageLanguage(requestPath(req.url), req.headers);
    const varies = language.negotiated ? varyWithLanguage : vary;
    const page = pages.get(`${status} ${language.tag}`);
    const accept = String(req.headers.accept ?? '').trim();
    const preferred = page === undefined || accept === '' ? undefined : negotiateMediaType(page.mediaTypes, req.headers);
    const representation: Representation | undefined = page?.representations.find((entry) => entry.contentType === preferred);
    if (res.headersSent) return;
    if (representation === undefined) {
      sendError(res, status, { headers: { ...headers, ...varies } });
      return;
    }
    const variant = representation.bodies[negotiateEncoding(representation, req.headers) ?? 'identity'] ?? representation.bodies.identity;
    res.writeHead(status, { ...fieldsOf.get(variant), ...(language.negotiated && varyWithLanguage), ...headers });
    res.end(variant.body);
  };
}

function withoutValidator(fields: FieldList): Fields {
  const record: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [name = '', value = ''] = [fields[i], fields[i + 1]];
    if (name.toLowerCase() !== 'etag') record[name] = value;
  }
  return record;
}

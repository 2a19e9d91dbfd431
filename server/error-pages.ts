// A 404 or 405 in the form the client prefers (page, Markdown or JSON error), in the language of the path or Accept-Language.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { errorPages } from '../content/error-pages.ts';
import { defaultLanguage, languageOfPath, languageTags } from '../content/languages.ts';
import { type ArtifactTable, builtArtifact, type EncodedBody, fieldRecord } from './artifacts.ts';
import { type Fields, sendError } from './errors.ts';
import { negotiateEncoding, negotiateLanguage, negotiateMediaType, type RequestFields } from './negotiate.ts';
import { requestPath } from './request-path.ts';

/** What the negotiated answers vary on; the JSON one too, so a cache never hands its body to a browser. */
const vary = { Vary: 'Accept, Accept-Encoding' };

/** Where no language root in the path decides the page's language, Accept-Language does: every form of the answer says so. */
const varyWithLanguage = { Vary: 'Accept, Accept-Encoding, Accept-Language' };

/**
 * The language of the error page for a request to `path`: the documentation's whose root the path lies under
 * (`/pt-pt/…`), else the one Accept-Language prefers, as `/` chooses it, English when none; `negotiated` when
 * Accept-Language chose it (then the answer varies on it).
 */
export function errorPageLanguage(path: string, headers: RequestFields) {
  const ofPath = languageOfPath(path);
  if (ofPath !== undefined) return { tag: ofPath.tag, negotiated: false };
  return { tag: negotiateLanguage(languageTags, headers) ?? defaultLanguage.tag, negotiated: true };
}

/** Writes the error `status` (404 or 405) for `req`, with `headers` (such as `Allow`) on every form of it. */
export type ErrorPageAnswer = (req: IncomingMessage, res: ServerResponse, status: 404 | 405, headers?: Fields) => void;

/** The answer of each error that has a page, from the built pages in `artifacts`. */
export function errorPageAnswer(artifacts: ArtifactTable): ErrorPageAnswer {
  /** Each prepared body's fields without its validator: a page's ETag names its bytes, an error is never revalidated. */
  const fieldsOf = new Map<EncodedBody, Fields>();
  const pages = new Map(
    errorPages.map((page) => {
      const artifact = builtArtifact(artifacts, page.path);
      for (const representation of artifact.representations) {
        for (const body of Object.values(representation.bodies)) {
          const { ETag: _validator, ...fields } = fieldRecord(body.okFields);
          fieldsOf.set(body, fields);
        }
      }
      return [
        `${page.status} ${page.language}`,
        // The JSON error first: API clients (no Accept, `*` `/` `*`, a tie) keep getting it.
        { representations: artifact.representations, mediaTypes: ['application/json', ...artifact.mediaTypes] },
      ];
    }),
  );
  return (req, res, status, headers = {}) => {
    const language = errorPageLanguage(requestPath(req.url), req.headers);
    const page = pages.get(`${status} ${language.tag}`);
    // No Accept or an empty one prefers the JSON error, as does a tie.
    const preferred = page && negotiateMediaType(page.mediaTypes, req.headers);
    const representation = page?.representations.find((entry) => entry.contentType === preferred);
    if (res.headersSent) return;
    if (representation === undefined) {
      sendError(res, status, { ...headers, ...(language.negotiated ? varyWithLanguage : vary) });
      return;
    }
    const variant = representation.bodies[negotiateEncoding(representation, req.headers) ?? 'identity'] ?? representation.bodies.identity;
    res.writeHead(status, { ...fieldsOf.get(variant), ...(language.negotiated && varyWithLanguage), ...headers }).end(variant.body);
  };
}

/**
 * The standalone app's last middleware: no route owns the path, a 404 in the form the client prefers, or a 400 for a
 * path that is not valid percent-encoding.
 */
export function notFound(artifacts: ArtifactTable): RequestHandler {
  const answerErrorPage = errorPageAnswer(artifacts);
  return (req, res) => {
    try {
      decodeURIComponent(requestPath(req.url));
    } catch {
      sendError(res, 400);
      return;
    }
    answerErrorPage(req, res, 404);
  };
}

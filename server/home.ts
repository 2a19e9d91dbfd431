// Answers `/`: the overview's Markdown to clients that prefer it, a redirect to the overview in their language for everyone else.

import type { RequestHandler } from 'express';
import { defaultLanguage, type Language, languages, languageTags } from '../content/languages.ts';
import type { Artifact } from './artifacts.ts';
import { negotiateLanguage, negotiateRepresentation } from './negotiate.ts';
import { serveArtifact } from './serve-artifact.ts';

/**
 * The handler of `/`, whose built artifact `home` is the Markdown of `page`, the English overview (agents read
 * English by default). The choice of form is the one `page` itself would make (ties and no Accept go to HTML);
 * whatever it would not answer with Markdown is redirected to the overview in the language `Accept-Language`
 * prefers among the documentation's (English when none of them). An explicit URL is never redirected. Both answers
 * are negotiated, so both carry the same Vary, private caching and Link fields.
 */
export function homeHandler(home: Artifact, page: Artifact): RequestHandler {
  const markdownType = home.mediaTypes[0];
  const redirectTo = ({ docsPath }: Language) => ({ ...home.headers, Location: docsPath, 'Content-Length': 0 });
  const redirects = new Map<string | undefined, ReturnType<typeof redirectTo>>(
    languages.map((language) => [language.tag, redirectTo(language)]),
  );
  const fallback = redirectTo(defaultLanguage);
  return (req, res) => {
    if (negotiateRepresentation(page, req.headers)?.contentType === markdownType) serveArtifact(req, res, home);
    else res.writeHead(302, redirects.get(negotiateLanguage(languageTags, req.headers)) ?? fallback).end();
  };
}

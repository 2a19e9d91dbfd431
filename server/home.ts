// Answers `/`: the home page's Markdown to clients that prefer Markdown, a redirect to that page for everyone else; negotiated, so both carry the same Vary, private caching and Link fields.
import type { Artifact } from './artifacts.ts';
import type { Handler } from './handler.ts';
import { negotiateRepresentation } from './negotiate.ts';
import { serveArtifact } from './serve-artifact.ts';

/**
 * The handler of `/`, whose built artifact `home` is the Markdown of `page`. The choice is the one `page` itself
 * would make (ties and no Accept go to HTML); whatever it would not answer with Markdown is redirected to it.
 */
export function homeHandler(home: Artifact, page: Artifact): Handler {
  const markdownType = home.mediaTypes[0];
  const redirectHeaders = { ...home.headers, Location: page.path, 'Content-Length': 0 };
  return (req, res) => {
    if (negotiateRepresentation(page, req.headers)?.contentType === markdownType) {
      serveArtifact(req, res, home);
      return;
    }
    res.writeHead(302, redirectHeaders);
    res.end();
  };
}

// The requests that get the error pages, shared by the in-process test of how they are negotiated and the end-to-end test of what the built pages say.
import { paths } from '../../content/constants.ts';

/** What Chromium sends for a page load. */
export const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/** A 404 or a 405, each on a path of another kind: under a page, beside the pages, a page's parent, a page, a document. */
export const errorCases = [
  { status: 404, method: 'GET', path: '/en/developers/nope' },
  { status: 404, method: 'GET', path: '/docs' },
  { status: 404, method: 'GET', path: '/en' },
  { status: 405, method: 'DELETE', path: paths.developers },
  { status: 405, method: 'POST', path: paths.product },
] as const;

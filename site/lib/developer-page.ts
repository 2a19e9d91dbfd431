// The developer page's Markdown (facts injected) and its HTML body rendered from that same Markdown with marked.
import { marked } from 'marked';
import source from '../../content/developers.md?raw';
import { injectFacts } from './facts.ts';

/** The page as agents get it with `Accept: text/markdown`. */
export const developerMarkdown = injectFacts(source, 'content/developers.md');

/** The page body as people get it, rendered from the same Markdown. */
export const developerHtml = marked.parse(developerMarkdown, { async: false });

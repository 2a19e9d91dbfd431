// The error pages people get, rendered from the Markdown agents get: the origin answers a 404 or 405 with them.
import { type ErrorPage, errorPages } from '../../../content/error-pages.ts';
import { type Heading, renderMarkdown } from './render-markdown.ts';

/** An error page, built. */
export interface BuiltErrorPage extends ErrorPage {
  readonly html: string;
  readonly headings: readonly Heading[];
}

/** Every error page, rendered. */
export const builtErrorPages: readonly BuiltErrorPage[] = errorPages.map((page) => ({ ...page, ...renderMarkdown(page.markdown) }));

// Renders a page's Markdown to the HTML people get: heading anchors for the table of contents, highlighted focusable code, labelled scrollable tables, pictures in their slots.
import { Marked, Renderer, type Tokens } from 'marked';
import { escapeHtml } from './escape-html.ts';
import { highlightCode } from './highlight.ts';

/** A section heading of a page, with the anchor its table-of-contents entry links to. */
export interface Heading {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
}

/** A page body as HTML, and its headings in order. */
export interface RenderedMarkdown {
  readonly html: string;
  readonly headings: readonly Heading[];
}

/** Where a page's Markdown asks for a picture the HTML draws: `<!-- picture: name -->` on its own line (a comment, so the Markdown keeps it quiet). */
const pictureSlot = /^<!-- picture: ([\w-]+) -->\s*$/;

/** An anchor from heading text: lower case, runs of anything but letters and digits become one hyphen. */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

/** `markdown` as HTML; each `<!-- picture: name -->` slot is replaced by `pictures[name]`, and an unknown one fails the build. */
export function renderMarkdown(markdown: string, pictures: Readonly<Record<string, string>> = {}): RenderedMarkdown {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  let section = '';
  const renderer = {
    heading(this: Renderer, { tokens, depth }: Tokens.Heading): string {
      const text = this.parser.parseInline(tokens, this.parser.textRenderer);
      const base = slug(text);
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      const id = count === 1 ? base : `${base}-${count}`;
      headings.push({ depth, text, id });
      section = text;
      return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
    code: ({ text, lang }: Tokens.Code): string => highlightCode(text, lang || undefined),
    // A wide table scrolls inside its own box at 375 px; keyboard users reach that box, and it is named by its section.
    table(this: Renderer, token: Tokens.Table): string {
      const label = escapeHtml(`Table: ${section}`);
      return `<div class="table-scroll" tabindex="0" role="group" aria-label="${label}">${Renderer.prototype.table.call(this, token)}</div>\n`;
    },
    html: ({ text }: Tokens.HTML | Tokens.Tag): string => {
      const name = pictureSlot.exec(text)?.[1];
      if (name === undefined) return text;
      const picture = pictures[name];
      if (picture === undefined) throw new Error(`picture slot "${name}" has no picture`);
      return picture;
    },
  };
  const html = new Marked({ renderer, async: false }).parse(markdown) as string;
  return { html, headings };
}

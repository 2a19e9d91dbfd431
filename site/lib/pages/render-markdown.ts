// Renders a page's Markdown to the HTML people get: heading anchors for the table of contents, operations in two panes with a method badge, paths as links, highlighted focusable code (long examples folded), labelled scrollable tables, pictures in their slots.
import { Marked, Renderer, type Tokens } from 'marked';
import { paths } from '../../../content/constants.ts';
import { defaultLanguage, type LanguageTag } from '../../../content/languages.ts';
import { scriptWords } from '../../../content/script-words.ts';
import { words } from '../../../content/words.ts';
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

/** An operation's heading, `GET /path`: its method gets a badge and its path a link. */
export const operationHeading = /^(GET|HEAD|POST|PUT|PATCH|DELETE) (\/\S*)$/;

/** Paths a person can open with a GET, linked wherever a page names them in code; /mcp and the probes answer nothing to read. */
const linkablePaths: ReadonlySet<string> = new Set(
  Object.values(paths).filter((path) => path !== paths.home && path !== paths.mcp && path !== paths.health && path !== paths.readiness),
);

/** Code blocks longer than this many lines (a 15-shift example runs for two screens) are folded behind a summary. */
const foldAfterLines = 24;

/** An anchor from heading text: accents dropped (`Início` is `inicio`), lower case, runs of anything but letters and digits become one hyphen. */
export function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

/**
 * `markdown`, written in `language`, as HTML labelled in that language; each `<!-- picture: name -->` slot is
 * replaced by `pictures[name]`, and an unknown one fails the build.
 */
export function renderMarkdown(
  markdown: string,
  language: LanguageTag = defaultLanguage.tag,
  pictures: Readonly<Record<string, string>> = {},
): RenderedMarkdown {
  const { layout, reference } = words[language];
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  let section = '';
  // Inside an operation's section (two panes at wide widths): the samples' heading starts its second pane.
  let inOperation = false;
  let operationName = '';
  /** The path of the operation being rendered when it is a GET, which a person can try from its samples pane. */
  let readablePath: string | undefined;
  let linkDepth = 0;
  const closeOperation = (): string => {
    const close = inOperation ? '</div></section>\n' : '';
    inOperation = false;
    return close;
  };
  const say = scriptWords[language];
  /**
   * A GET's "Send request", at the top of its samples: a link that opens the JSON, which the docs script turns into a
   * button of the same size showing the answer in place, so the pane does not move when the script runs.
   */
  const tryIt = (): string =>
    readablePath === undefined
      ? ''
      : `<div class="try-it"><a class="send" href="${escapeHtml(readablePath)}" aria-label="${escapeHtml(say.sendRequestLabel(readablePath))}">${escapeHtml(say.sendRequest)}</a></div>\n`;
  const renderer = {
    heading(this: Renderer, { tokens, depth }: Tokens.Heading): string {
      const text = this.parser.parseInline(tokens, this.parser.textRenderer);
      const base = slug(text);
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      const id = count === 1 ? base : `${base}-${count}`;
      headings.push({ depth, text, id });
      section = text;
      const operation = depth === 2 ? operationHeading.exec(text) : null;
      if (operation !== null) {
        const [, method = '', path = ''] = operation;
        const close = closeOperation();
        inOperation = true;
        operationName = text;
        readablePath = method === 'GET' ? path : undefined;
        const badge = `<span class="method method-${method.toLowerCase()}">${method}</span>`;
        return `${close}<section class="operation" aria-labelledby="${id}"><div class="operation-main">\n<h2 id="${id}">${badge} <a href="${escapeHtml(path)}"><code>${escapeHtml(path)}</code></a></h2>\n`;
      }
      const closes = depth <= 2 ? closeOperation() : '';
      // The second pane stays in view at wide widths and scrolls on its own, so keyboard users can reach it.
      const opensAside =
        inOperation && depth === 3 && text === reference.samples
          ? `</div><div class="operation-aside" tabindex="0" role="region" aria-label="${escapeHtml(layout.samplesPane(operationName))}">\n${tryIt()}`
          : '';
      return `${closes}${opensAside}<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
    link(this: Renderer, token: Tokens.Link): string {
      linkDepth++;
      const html = Renderer.prototype.link.call(this, token);
      linkDepth--;
      return html;
    },
    // A code span with spaces is a phrase as the interface sends it (a reason phrase, a message): page.css wraps it
    // between its words, where an identifier stays whole or breaks anywhere.
    codespan: ({ text }: Tokens.Codespan): string =>
      linkDepth === 0 && linkablePaths.has(text)
        ? `<a href="${escapeHtml(text)}"><code>${escapeHtml(text)}</code></a>`
        : `<code${/\s/.test(text) ? ' class="phrase"' : ''}>${escapeHtml(text)}</code>`,
    code: ({ text, lang }: Tokens.Code): string => {
      const block = highlightCode(text, lang || undefined);
      const lines = text.split('\n').length;
      return lines <= foldAfterLines
        ? block
        : `<details class="fold"><summary>${layout.showAllLines(lines)}</summary>\n${block}</details>\n`;
    },
    // A table is a focusable region named by its section. Below 48rem each row reflows into a block whose cells
    // carry their column's name (page.css shows `data-label`); the explicit roles keep it a table for screen
    // readers, which drop table semantics from tables styled as blocks.
    table(this: Renderer, token: Tokens.Table): string {
      const label = escapeHtml(layout.tableLabel(section));
      const align = (index: number) => (token.align[index] ? ` align="${token.align[index]}"` : '');
      const names = token.header.map((cell) => escapeHtml(cell.text.replaceAll('`', '')));
      const head = token.header.map((cell, i) => `<th role="columnheader"${align(i)}>${this.parser.parseInline(cell.tokens)}</th>`);
      const rows = token.rows.map(
        (row) =>
          `<tr role="row">${row.map((cell, i) => `<td role="cell" data-label="${names[i] ?? ''}"${align(i)}>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`,
      );
      return `<div class="table-scroll" tabindex="0" role="group" aria-label="${label}"><table role="table">\n<thead role="rowgroup"><tr role="row">${head.join('')}</tr></thead>\n<tbody role="rowgroup">${rows.join('\n')}</tbody></table></div>\n`;
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
  return { html: html + closeOperation(), headings };
}

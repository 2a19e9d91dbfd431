// Highlights code blocks at build with Shiki, as classes (`tk-keyword`, …) a stylesheet colours: the CSP's style-src 'self' forbids Shiki's inline styles.
import { type BundledLanguage, createCssVariablesTheme, createHighlighter } from 'shiki';
import { escapeHtml } from './escape-html.ts';

/** Shiki's CSS-variables theme names each token's colour `var(--shiki-token-…)`; that name becomes the class. */
const theme = createCssVariablesTheme({ name: 'classes', variablePrefix: '--shiki-' });
const tokenVariable = /^var\(--shiki-token-([a-z-]+)\)$/;

/** The languages the pages' code blocks use, by the names written after their fences. */
const languages: Readonly<Record<string, BundledLanguage>> = {
  json: 'json',
  sh: 'shellscript',
  ts: 'typescript',
  js: 'javascript',
  python: 'python',
};

const highlighter = await createHighlighter({ themes: [theme], langs: Object.values(languages) });

/**
 * A code block as HTML: a `<pre>` keyboard users can focus (a scrollable region must be reachable without a
 * mouse) whose tokens are spans with classes; a language it does not know stays plain text. Tokenising has no time
 * limit: Shiki's default (500 ms a line) leaves the rest of a line plain on a busy machine, and two builds differ.
 */
export function highlightCode(code: string, language: string | undefined): string {
  const grammar = language === undefined ? undefined : languages[language];
  const body =
    grammar === undefined
      ? escapeHtml(code)
      : highlighter
          .codeToTokensBase(code, { lang: grammar, theme, tokenizeTimeLimit: 0 })
          .map((line) =>
            line
              .map((token) => {
                const kind = tokenVariable.exec(token.color ?? '')?.[1];
                const text = escapeHtml(token.content);
                return kind === undefined ? text : `<span class="tk-${kind}">${text}</span>`;
              })
              .join(''),
          )
          .join('\n');
  const languageClass = grammar === undefined ? '' : ` language-${language}`;
  return `<pre class="code${languageClass}" tabindex="0"><code>${body}</code></pre>\n`;
}

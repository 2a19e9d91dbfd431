// llms.txt (llmstxt.org: title, summary, prose, then sections of absolute links) and llms-full.txt (every page in one file), in English, from content/ and the page list; llms.txt also points to each other language's index.
import { paths, publicEndpoints } from '../../../content/constants.ts';
import { discoveryFiles, type LlmsSection } from '../../../content/discovery.ts';
import { defaultLanguage, languages } from '../../../content/languages.ts';
import llmsSource from '../../../content/llms.md?raw';
import llmsFullSource from '../../../content/llms-full.md?raw';
import { pagesIn } from '../../../content/pages.ts';
import { discoveryNote } from '../../../content/words.ts';
import { contract, publicBaseUrl } from '../build/build-context.ts';
import { absoluteLinks } from '../pages/agent-markdown.ts';
import { builtPages } from '../pages/doc-pages.ts';
import { fillPlaceholders } from '../pages/placeholders.ts';

/** One llms.txt entry: `- [Title](absolute URL): note`. */
const entry = (title: string, path: string, note: string): string => `- [${title}](${publicBaseUrl}${path}): ${note}`;

const discoveryEntries = (section: LlmsSection): string =>
  discoveryFiles
    .filter((file) => file.llmsSection === section)
    .map((file) => entry(file.title, file.path, discoveryNote(defaultLanguage.tag, file.path)))
    .join('\n');

/** What agents read by default: the English pages. */
const englishPages = builtPages.filter((page) => page.language === defaultLanguage.tag);

/** Each other language's overview, which lists every page in that language: its index. */
const languageIndexes = languages
  .filter((language) => language !== defaultLanguage)
  .flatMap((language) =>
    pagesIn(language.tag)
      .filter((page) => page.key === 'overview')
      .map((page) =>
        entry(
          `${language.nativeName} (${language.tag})`,
          page.markdownPath,
          `The documentation in ${language.englishName}: its overview, which links every page in that language; the same facts as the English pages.`,
        ),
      ),
  );

/** The index for language models at /llms.txt. */
export const llmsTxt = fillPlaceholders(llmsSource, 'content/llms.md', {
  extra: {
    'llms.pages': englishPages.map((page) => entry(page.navLabel, page.markdownPath, page.description)).join('\n'),
    'llms.languages': languageIndexes.join('\n'),
    'llms.api': [
      entry(
        'OpenAPI contract',
        paths.openapi,
        `OpenAPI ${String(contract.openapi)}: the three endpoints, their responses, headers and JSON Schemas.`,
      ),
      ...publicEndpoints.map((endpoint) =>
        entry(endpoint.summary, endpoint.path, `GET, JSON (${endpoint.operationId}). ${endpoint.description}`),
      ),
    ].join('\n'),
    'llms.mcp': discoveryEntries('mcp'),
    'llms.optional': discoveryEntries('optional'),
  },
});

/** Every English documentation page in one Markdown file at /llms-full.txt, each introduced by its address. */
export const llmsFullTxt = absoluteLinks(
  fillPlaceholders(llmsFullSource, 'content/llms-full.md', {
    extra: {
      'llms.pages': englishPages.map((page) => `Source: ${publicBaseUrl}${page.path}\n\n${page.body.trim()}`).join('\n\n---\n\n'),
    },
  }),
  publicBaseUrl,
);

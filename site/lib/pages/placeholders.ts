// Fills `{{name}}` placeholders in prose with facts from content/, schemas/ and the built documents and contract, each in the words of the prose's language, so prose never retypes a fact.

import { isPublicHttpsOrigin } from '../../../content/base-url.ts';
import codeSamplesSource from '../../../content/code-samples.md?raw';
import {
  apiVersion,
  capabilities,
  contactEmail,
  limits,
  mcpTools,
  paths,
  productName,
  publicEndpoints,
} from '../../../content/constants.ts';
import { contentSignal, discoveryFiles } from '../../../content/discovery.ts';
import { errorBody } from '../../../content/error-body.ts';
import { defaultLanguage, type LanguageTag, languageByTag, languages } from '../../../content/languages.ts';
import {
  answeredVersions,
  batchingProtocolVersion,
  fallbackProtocolVersion,
  mcpCapabilities,
  mcpErrors,
  mcpResourceList,
  mcpServerInfo,
  mcpToolList,
  modernProtocolVersion,
  noInputSchema,
} from '../../../content/mcp.ts';
import { pagePath, pagesIn, pathNames } from '../../../content/pages.ts';
import { translator } from '../../../content/source-texts.ts';
import { discoveryNote, words } from '../../../content/words.ts';
import { contract, documents, publicBaseUrl, sampleWeek as week, weekDays } from '../build/build-context.ts';
import { componentNames } from '../build/openapi.ts';
import { clockChangeNotes, shiftTable } from '../week/week-text.ts';
import { dateParts } from '../week/zoned-time.ts';
import { componentFieldList, headerTable, operationSections } from './api-reference.ts';
import { documentLists } from './document-lists.ts';
import { errorStatuses, mcpErrorTable, restErrorTable } from './error-tables.ts';
import { bullets, code, json, table } from './markdown-blocks.ts';
import { slug } from './render-markdown.ts';

/** The values that read the same in every language: names, numbers, examples, and lists the documents state in English. */
const sharedValues: Readonly<Record<string, string>> = {
  productName,
  contactEmail,
  apiVersion,
  baseUrl: publicBaseUrl,
  ...prefixed('paths', paths),
  ...prefixed('limits', {
    ...limits,
    mcpBodyKiB: limits.mcpBodyBytes / 1024,
    mcpAnswerKiB: limits.mcpAnswerBytes / 1024,
    headerKiB: limits.headerBytes / 1024,
  }),
  ...prefixed('capabilities', capabilities),
  ...prefixed('tools', mcpTools),
  'list.languages': bullets(languages.map((language) => `[${language.nativeName}](${language.docsPath}) (${code(language.tag)})`)),
  'discovery.contentSignal': contentSignal,
  'example.product': json(documents.product),
  'example.permissions': json(documents.permissions),
  'example.sampleWeek': json(documents.sampleWeek),
  'example.error': json(errorBody(429)),
  'example.notFound': json(errorBody(404)),
  'example.mcpError': json({ jsonrpc: '2.0', error: { code: mcpErrors.parse.code, message: mcpErrors.parse.message }, id: null }),
  'errors.statuses': errorStatuses.join(', '),
  'mcp.modernVersion': modernProtocolVersion,
  'mcp.fallbackVersion': fallbackProtocolVersion,
  'mcp.batchVersion': batchingProtocolVersion,
  // The 2025 versions, oldest and newest: every answered version but the modern one, which the list puts first.
  'mcp.oldest2025Version': answeredVersions.at(-1) ?? '',
  'mcp.newest2025Version': answeredVersions.filter((version) => version !== modernProtocolVersion)[0] ?? '',
  'mcp.inputSchema': JSON.stringify(noInputSchema),
  'mcp.serverName': mcpServerInfo.name,
  'mcp.capabilities': JSON.stringify(mcpCapabilities),
  // The one-click install links in each editor's documented format: Cursor takes the mcp.json entry in base64, VS Code the entry with its name, URL-encoded.
  'mcp.cursorInstall': `cursor://anysphere.cursor-deeplink/mcp/install?name=turno&config=${Buffer.from(JSON.stringify({ url: publicBaseUrl + paths.mcp })).toString('base64')}`,
  'mcp.vscodeInstall': `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name: 'turno', type: 'http', url: publicBaseUrl + paths.mcp }))}`,
  'week.timezone': week.timezone,
  'week.shiftCount': String(week.shifts.length),
};

/** The values whose words, or whose page, depend on the language of the prose: tables, generated sections, links to its own pages. */
function languageValues(tag: LanguageTag): Record<string, string> {
  const language = languageByTag[tag];
  const { tables, reference, week: weekWords, errors, afterColon, yourOrigin, series } = words[tag];
  const translate = translator(tag);
  /** The anchor of a document's field table on this language's API reference (the heading the reference writes for it). */
  const fieldsLink = (component: string): string => `${pagePath('apiReference', language)}#${slug(reference.fieldsHeading(component))}`;
  return {
    // Links between pages stay in the language being read.
    ...Object.fromEntries(pagesIn(tag).map((page) => [`paths.${pathNames[page.key]}`, page.path])),
    'paths.developersMarkdown': `${language.docsPath}.md`,
    'mcp.versions': series(answeredVersions.map(code)),
    // What a vendor's cloud connects to: the endpoint when the build's base URL is public HTTPS, else a stand-in for the reader's own.
    'mcp.publicUrl': (isPublicHttpsOrigin(publicBaseUrl) ? publicBaseUrl : yourOrigin) + paths.mcp,
    'list.pages': bullets(
      pagesIn(tag)
        .filter((page) => page.key !== 'overview')
        .map((page) => `[${page.navLabel}](${page.path}): ${afterColon(page.description)}`),
    ),
    'table.endpoints': table(
      tables.endpoints,
      publicEndpoints.map((endpoint) => [
        'GET',
        code(endpoint.path),
        code(endpoint.operationId),
        code(endpoint.capability),
        translate(endpoint.summary),
      ]),
    ),
    // A list, not a table: the paths and types are long, and a three-column table squeezes the notes to one word a line.
    'list.discovery': discoveryFiles
      .map((file) => `- [${code(file.path)}](${file.path}) (${code(file.contentType)}): ${afterColon(discoveryNote(tag, file.path))}`)
      .join('\n'),
    ...documentLists(translate, tables.roles, series),
    'reference.operations': operationSections(contract, reference, translate, afterColon),
    'reference.headers': headerTable(contract, reference, tables.responseHeaders, translate),
    'reference.errorFields': componentFieldList(contract, 'Error', reference, translate, afterColon),
    'errors.rest': restErrorTable(tables.restErrors, errors, translate, afterColon),
    'errors.mcp': mcpErrorTable(tables.mcpErrors, errors, translate),
    'mcp.tools': table(
      tables.mcpTools,
      mcpToolList.map((tool) => [
        code(tool.name),
        code(tool.title),
        translate(tool.description),
        `[${componentNames[tool.document]}](${fieldsLink(componentNames[tool.document])})`,
      ]),
    ),
    'mcp.resources': table(
      tables.mcpResources,
      mcpResourceList.map((resource) => [
        code(publicBaseUrl + resource.path),
        code(resource.mimeType),
        code(resource.name),
        translate(resource.description),
      ]),
    ),
    // Where the week starts, as a date in a sentence: running prose names a day, not an ISO date.
    'week.start': weekWords.dateWithYear(dateParts(week.weekStart), Number(week.weekStart.slice(0, 4))),
    'week.shifts': shiftTable(week, weekWords, tables.shifts),
    'week.clockChanges': clockChangeNotes(week, weekDays(), weekWords),
  };
}

function prefixed(prefix: string, values: Readonly<Record<string, string | number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}.${key}`, String(value)]));
}

/**
 * The code samples of content/code-samples.md by name (`<!-- sample: name -->` before each), for `{{sample.name}}`:
 * written once, so no page in any language retypes one.
 */
const codeSamples: ReadonlyMap<string, string> = new Map(
  // Split at the markers: the comment before the first, then each name followed by its sample.
  codeSamplesSource
    .split(/^<!-- sample: ([\w-]+) -->$/m)
    .slice(1)
    .flatMap((part, index, parts) => (index % 2 === 0 ? [[`sample.${part}`, (parts[index + 1] ?? '').trim()] as const] : [])),
);

/** Every placeholder's value in each language, made on first use. */
const valuesByLanguage = new Map<LanguageTag, Readonly<Record<string, string>>>();

function valuesFor(tag: LanguageTag): Readonly<Record<string, string>> {
  let values = valuesByLanguage.get(tag);
  if (values === undefined) {
    const facts = { ...sharedValues, ...languageValues(tag) };
    // A sample's own placeholders are facts too, filled in the same language (a link to its page stays in it).
    const samples = Object.fromEntries([...codeSamples].map(([name, sample]) => [name, fill(sample, 'content/code-samples.md', facts)]));
    values = { ...facts, ...samples };
    valuesByLanguage.set(tag, values);
  }
  return values;
}

function fill(source: string, sourceName: string, values: Readonly<Record<string, string>>): string {
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${sourceName}: unknown placeholder {{${name}}}`);
    return value;
  });
}

/**
 * `source`, written in `language`, with every placeholder replaced, from `extra` (values only that source uses) or
 * the table of that language; an unknown placeholder fails the build.
 */
export function fillPlaceholders(
  source: string,
  sourceName: string,
  { language = defaultLanguage.tag, extra = {} }: { language?: LanguageTag; extra?: Readonly<Record<string, string>> } = {},
): string {
  return fill(source, sourceName, { ...valuesFor(language), ...extra });
}

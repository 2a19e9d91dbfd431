// The words around the facts in every language: what each language's words.ts must say (page names, the layout, the docs script, the headings and sentences the build generates), and each language's, by tag.

import * as english from './en/words.ts';
import type { Answerer } from './error-body.ts';
import * as spanish from './es/words.ts';
import type { LanguageTag } from './languages.ts';
import type { PageKey } from './pages.ts';
import * as portuguese from './pt-PT/words.ts';

/** How one page is named: in `<title>`, in the navigation, and in its meta description (also its note wherever it is listed). */
export interface PageNames {
  readonly title: string;
  readonly navLabel: string;
  readonly description: string;
}

/** Every page's names. */
export type PageWords = Readonly<Record<PageKey, PageNames>>;

/** What the layout says around a page (site/layouts/Page.astro and the HTML the renderer adds). */
export interface LayoutWords {
  readonly skipToContent: string;
  /** The site's name in the header, from the product's name. */
  readonly brand: (product: string) => string;
  readonly documentationNav: string;
  readonly menu: string;
  readonly onThisPage: string;
  readonly languageNav: string;
  readonly pageElsewhere: string;
  readonly viewAsMarkdown: string;
  readonly openInChatGpt: string;
  readonly openInClaude: string;
  /** What an assistant is asked when a page is handed over to it. */
  readonly handOverPrompt: (markdownUrl: string) => string;
  readonly pageTurn: string;
  readonly previous: string;
  readonly next: string;
  readonly pageAsMarkdown: (navLabel: string) => string;
  readonly contract: string;
  readonly fictional: string;
  /** The pointer to llms.txt on every page; each argument is a path as the representation writes it (a link, or the path). */
  readonly agentPointer: (llms: string, llmsFull: string, markdown: string) => string;
  /** A table's accessible name, from the heading of its section. */
  readonly tableLabel: (section: string) => string;
  /** The accessible name of an operation's second pane. */
  readonly samplesPane: (operation: string) => string;
  /** The summary of a folded long code block. */
  readonly showAllLines: (lines: number) => string;
}

/** What the docs script (site/scripts/docs.ts) says, in the language of the page it runs on: each language's script-words.ts. */
export interface ScriptWords {
  readonly copy: string;
  readonly copied: string;
  readonly copiedAnnouncement: string;
  readonly copyFailed: string;
  readonly copyFailedAnnouncement: string;
  readonly copyCode: string;
  readonly copyPage: string;
  readonly sending: string;
  readonly responseBody: string;
  readonly rateLimited: (seconds: string) => string;
  readonly responseAnnouncement: (status: number, seconds: string | null) => string;
  readonly requestFailed: string;
  readonly sendRequest: string;
  readonly sendRequestLabel: (path: string) => string;
  readonly searchPlaceholder: string;
  readonly searchLabel: string;
  readonly nothingFound: string;
  readonly results: (count: number) => string;
}

/** The column headings of the tables the build generates; each names what the facts in its column are. */
export interface TableWords {
  readonly endpoints: readonly [method: string, path: string, operationId: string, capability: string, okBody: string];
  readonly roles: readonly [role: string, boundary: string];
  readonly mcpTools: readonly [tool: string, title: string, returns: string, outputSchema: string];
  readonly mcpResources: readonly [uri: string, mimeType: string, name: string, what: string];
  readonly restErrors: readonly [status: string, when: string, action: string];
  readonly mcpErrors: readonly [httpStatus: string, code: string, when: string, action: string];
  readonly responseHeaders: readonly [header: string, sentWith: string, type: string, description: string];
  readonly shifts: readonly [shift: string, employee: string, starts: string, ends: string, length: string, breaks: string];
}

/** The words of the API reference's generated sections; every name, status, type and rule value is passed in. */
export interface ReferenceWords {
  /** The heading of a document's field list; `schema` is its component name in a code span. */
  readonly fieldsHeading: (schema: string) => string;
  /** The heading that opens an operation's second pane. */
  readonly samples: string;
  readonly responses: string;
  readonly operationId: (id: string) => string;
  readonly request: string;
  readonly noParameters: string;
  /** An optional request field: where it goes (`header`, as OpenAPI says), its name in a code span, its description. */
  readonly optionalParameter: (location: string, name: string, description: string) => string;
  readonly required: string;
  readonly optional: string;
  /** A JSON Schema type (`string`, `object`, `boolean`, `integer`) as the reference names it. */
  readonly typeName: (type: string) => string;
  /** An array of `type`, already named by typeName. */
  readonly arrayOf: (type: string) => string;
  readonly always: (value: string) => string;
  readonly format: (name: string) => string;
  readonly pattern: (pattern: string) => string;
  readonly samePatternAs: (field: string) => string;
  readonly atLeast: (value: number) => string;
  readonly atMost: (value: number) => string;
  readonly atLeastCharacters: (value: number) => string;
  readonly atMostCharacters: (value: number) => string;
  readonly oneOf: (values: string) => string;
  readonly noOtherFields: string;
  /** One response: its status, its description, its headers (code spans, or `none`), then what its body is. */
  readonly response: (status: string, description: string, headers: string, body: string) => string;
  readonly none: string;
  readonly noBody: string;
  readonly body: (mediaType: string, schema: string) => string;
}

/** The parts of a date the week's words are made of: the weekday (0 is Sunday), the day of the month, the month (0 is January). */
export interface DateParts {
  readonly weekday: number;
  readonly day: number;
  readonly month: number;
}

/** A clock change in the sample week, every value already written out. */
export interface ClockChangeFacts {
  readonly day: DateParts;
  readonly clockBefore: string;
  readonly offsetBefore: string;
  readonly clockAfter: string;
  readonly offsetAfter: string;
  readonly direction: 'back' | 'forward';
  readonly dayLength: string;
}

/**
 * A shift across a clock change, every value already written out (code spans where the document's values appear):
 * the time that really passes from its start to its end, the part of it worked, its breaks together (none when it
 * has none), and what a wall clock shows.
 */
export interface ShiftAcrossFacts {
  readonly shift: string;
  readonly employee: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly elapsed: string;
  readonly worked: string;
  readonly breaks: string | undefined;
  readonly wall: string;
}

/** The sample week's words: dates, the table, the clock-change notes and the picture (its text for agents, its SVG for people). */
export interface WeekWords {
  /** A date in a table, a bar or a row of the picture. */
  readonly dayLabel: (date: DateParts) => string;
  /** A date inside a sentence. */
  readonly dayInSentence: (date: DateParts) => string;
  /** A date inside a sentence, with its year: where the week starts, in running prose. */
  readonly dateWithYear: (date: DateParts, year: number) => string;
  readonly noBreaks: string;
  readonly clockChange: (change: ClockChangeFacts) => string;
  readonly shiftAcross: (shift: ShiftAcrossFacts) => string;
  readonly noClockChanges: (dayLength: string) => string;
  readonly pictureIntro: (rows: number, firstDay: string) => string;
  /** One day of the picture in words; `bars` is already joined, or empty. */
  readonly pictureDay: (day: string, bars: readonly string[]) => string;
  readonly breakAt: (span: string) => string;
  readonly continuedFromDayBefore: string;
  readonly continuingIntoNextDay: string;
  readonly svgTitle: string;
  readonly svgSummary: (shifts: number, employees: number, firstDay: string, lastDay: string, timeZone: string) => string;
  readonly svgRows: string;
  readonly svgLongDay: (day: string, length: string) => string;
  readonly svgTableBelow: string;
  readonly dayLength: (hours: number, wide: boolean) => string;
  readonly clocksGo: (direction: 'back' | 'forward', before: string, after: string) => string;
  readonly legend: readonly [shift: string, pause: string, clockChange: string, repeatedHour: string];
}

/** The 404 and 405 pages' words (content/error-pages.ts); every path is passed in. */
export interface ErrorPageWords {
  /** The `<title>` of an error page, from its heading. */
  readonly title: (heading: string) => string;
  readonly notFound: string;
  readonly notFoundExplanation: (llms: string) => string;
  readonly methodNotAllowed: string;
  readonly methodNotAllowedExplanation: (mcp: string, llms: string) => string;
  readonly whereToGo: string;
  /** Opens the line that links the other languages' overviews. */
  readonly otherLanguages: string;
  /** The line with the two files agents start from, each a path for its link. */
  readonly agentIndex: (llms: string, llmsFull: string) => string;
  readonly contract: (openapi: string) => string;
}

/** The words of the error tables' generated cells (site/lib/pages/error-tables.ts); every fact is passed in. */
export interface ErrorWords {
  /** Who answers, opening that answerer's circumstances in a status's "when" cell. */
  readonly answeredBy: Readonly<Record<Answerer, string>>;
  /** After a circumstance the origin answers and then closes the connection for. */
  readonly connectionClosed: string;
  /** After a circumstance whose connection stays open while the whole body is at most `size`, and is closed beyond. */
  readonly connectionKeptUpTo: (size: string) => string;
  /**
   * A status's "what to do" cell: `advice`, the standard message in the page's words, then `message`, the message
   * as the origin sends it (a code span). The English message is itself the advice, so English says it once.
   */
  readonly restAction: (advice: string, message: string) => string;
}

/** Everything a language says around the facts, but what the docs script says (its own module: content/script-words.ts). */
export interface Words {
  /**
   * A description or circumstance where the build writes it after a label and a colon (`name (string, required): …`,
   * `**Origin:** …`, a page's note in a list): as the language writes what follows a colon mid-sentence.
   */
  readonly afterColon: (text: string) => string;
  /**
   * An HTTPS origin that stands for the reader's own deployment, in the reader's words (`https://your-domain`): shown
   * where a page must name a public address and the build's base URL is not one (see isPublicHttpsOrigin).
   */
  readonly yourOrigin: string;
  /** Items in running prose, the last joined by the language's "and": `a, b and c`. */
  readonly series: (items: readonly string[]) => string;
  readonly pages: PageWords;
  readonly layout: LayoutWords;
  readonly tables: TableWords;
  readonly reference: ReferenceWords;
  readonly week: WeekWords;
  /** The one-line note of each discovery file (content/discovery.ts), by its path. */
  readonly discoveryNotes: Readonly<Record<string, string>>;
  readonly errorPages: ErrorPageWords;
  readonly errors: ErrorWords;
}

/** Each language's words. */
export const words: Readonly<Record<LanguageTag, Words>> = { en: english, 'pt-PT': portuguese, es: spanish };

/** What the discovery file at `path` is for, in `language`; a file without a note there is a mistake in that language's words.ts. */
export function discoveryNote(language: LanguageTag, path: string): string {
  const note = words[language].discoveryNotes[path];
  if (note === undefined) throw new Error(`content/${language}/words.ts: discoveryNotes has no note for ${path}`);
  return note;
}

// The response-header policy, one table keyed by class of answer: the build writes it into the manifest for built paths and the static host's rules, the origin reads it for the answers it makes itself.
import { paths, publicEndpoints } from './constants.ts';
import { contentSignal, discoveryMediaTypes } from './discovery.ts';
import { type ErrorPage, errorPages } from './error-pages.ts';
import { defaultLanguage, languages } from './languages.ts';
import { alternatesOf, type DocumentationPage, documentationPages } from './pages.ts';

type FieldValues = Readonly<Record<string, string>>;

/** Seconds a client (and, where public, a shared cache) may reuse a document or page before revalidating. */
const shortMaxAge = 300;

/** Cache-Control values by policy name. */
export const cacheControl = {
  /** Documents, the contract and files under stable names: anyone may keep them briefly. */
  public: `public, max-age=${shortMaxAge}`,
  /**
   * The spec: a negotiated response is not stored in shared caches. Nor is a rate-limited one: it carries the
   * client's own `RateLimit` state, and a shared cache answering it would serve one client's count to another and
   * let requests past the limit uncounted.
   */
  private: `private, max-age=${shortMaxAge}`,
  /** The MCP server card: the draft asks for an hour, and the card changes only with a release. */
  discovery: 'public, max-age=3600',
  /** Astro puts a content hash in these names, so a changed file is a new URL. */
  immutable: 'public, max-age=31536000, immutable',
  /** Errors and health answers describe one moment. */
  never: 'no-store',
} as const;

/** Any origin may read the public paths, without credentials. */
export const corsAllowOrigin = '*';

/** The methods of every read-only path. */
export const readOnlyMethods = 'GET, HEAD, OPTIONS';

/** On every read-only answer, 429s included, so browser clients can read validators, limits and what agents look for. */
export const corsReadHeaders: FieldValues = {
  'Access-Control-Allow-Origin': corsAllowOrigin,
  'Access-Control-Expose-Headers': 'ETag, RateLimit, RateLimit-Policy, Retry-After, Link, Content-Signal, x-markdown-tokens',
};

/**
 * On every /mcp answer, refusals and 429s included. Any origin may call it: it serves the same public,
 * credential-free data as the documents, and DNS rebinding is stopped by the Host check, which a page cannot
 * get past. `Mcp-Session-Id` is not exposed because the endpoint never sends one.
 */
const corsMcpHeaders: FieldValues = {
  'Access-Control-Allow-Origin': corsAllowOrigin,
  'Access-Control-Expose-Headers': 'RateLimit, RateLimit-Policy, Retry-After',
};

/** The methods of /mcp. */
export const mcpMethods = 'POST, OPTIONS';

/** The request headers MCP clients send over Streamable HTTP in either protocol version, allowed by the /mcp preflight. */
export const mcpRequestHeaders = 'Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID';

/**
 * The page's own scripts, CSS and favicon, and nothing else: no inline script or style, no eval, no external
 * requests, no framing. `connect-src 'self'` lets the docs script send requests to the endpoints and load the search
 * index, the WebMCP tools fetch the REST documents, and tools that read a page from inside it (Lighthouse, in-browser
 * agents) fetch robots.txt and llms.txt.
 */
const contentSecurityPolicy =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Every class of answer the interface gives. */
export type ResponseClass =
  | 'static'
  | 'limited'
  | 'page'
  | 'home'
  | 'apiCatalog'
  | 'serverCard'
  | 'hashedAsset'
  | 'error'
  | 'errorPage'
  | 'health'
  | 'preflight'
  | 'mcp';

/** The media types a representation can have, for headers only one of them carries. */
export type RepresentationKind = 'html' | 'markdown';

/** The full `Content-Type` of each kind of a page's representations, in the order a page offers them (HTML first). */
export const representationTypes: Readonly<Record<RepresentationKind, string>> = {
  html: 'text/html; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
};

/** What one class of answer carries. Every class is `nosniff`: no client may guess a type we did not state. */
export interface HeaderPolicy {
  /** The request fields that choose among its answers (`Accept`, and `Accept-Language` at `/`); `Vary` names them. */
  readonly negotiatedOn: readonly string[];
  /** None for preflights, which carry their own `Access-Control-Max-Age`. */
  readonly cache: keyof typeof cacheControl | undefined;
  /** Whether browser clients of any origin may read it (preflights state their own CORS fields). */
  readonly cors: boolean;
  /** Fields on every representation. */
  readonly headers: FieldValues;
  /** Fields only one representation carries (a `Link` on HTML, say); the build puts them beside that representation. */
  readonly representationHeaders: Readonly<Partial<Record<RepresentationKind, FieldValues>>>;
}

/**
 * Every Markdown answer states the same content signals as robots.txt (a crawler reading one page learns them too);
 * its token estimate is per file, so the build adds it beside these.
 */
const markdownFields: Partial<Record<RepresentationKind, FieldValues>> = { markdown: { 'Content-Signal': contentSignal } };

/**
 * RFC 8288 links to the AI catalog, on `/` and every documentation page: `ard` (Agentic Resource Discovery v0.91)
 * first, then `ai-catalog`, its earlier name, for clients that know only that.
 */
const catalogLinks = [
  `<${paths.ard}>; rel="ard"; type="${discoveryMediaTypes.aiCatalog}"`,
  `<${paths.aiCatalog}>; rel="ai-catalog"; type="${discoveryMediaTypes.aiCatalog}"`,
];

/**
 * RFC 8288 links on every answer at `/`, the redirect included: what an agent at the front door looks for next, the
 * documentation in each language. Relative references resolve against the request URL, so the same fields serve
 * any deployment.
 */
export const homeLinks = [
  `<${paths.apiCatalog}>; rel="api-catalog"`,
  ...catalogLinks,
  `<${paths.openapi}>; rel="service-desc"; type="${discoveryMediaTypes.json}"`,
  ...languages.map((language) => `<${language.docsPath}>; rel="service-doc"; type="text/html"; hreflang="${language.tag}"`),
  `<${paths.llms}>; rel="describedby"; type="text/markdown"`,
].join(', ');

/** The policy of each class of answer. */
const headerPolicies: Readonly<Record<ResponseClass, HeaderPolicy>> = {
  static: { negotiatedOn: [], cache: 'public', cors: true, headers: {}, representationHeaders: markdownFields },
  // The three REST documents: counted per client, so only the client itself may keep a copy.
  limited: { negotiatedOn: [], cache: 'private', cors: true, headers: {}, representationHeaders: {} },
  // The CSP rides on both representations of a page: the Markdown twin shares the page's URL.
  page: {
    negotiatedOn: ['Accept'],
    cache: 'private',
    cors: true,
    headers: { 'Content-Security-Policy': contentSecurityPolicy },
    representationHeaders: markdownFields,
  },
  // `/`: the overview's Markdown for agents (in the default language, which agents read by default), a redirect to the
  // overview in the preferred language for everyone else; negotiated, so private.
  home: {
    negotiatedOn: ['Accept', 'Accept-Language'],
    cache: 'private',
    cors: true,
    headers: { Link: homeLinks },
    representationHeaders: { markdown: { ...markdownFields.markdown, 'Content-Language': defaultLanguage.tag } },
  },
  // RFC 9727 §4: the catalog names itself, so a HEAD finds it.
  apiCatalog: {
    negotiatedOn: [],
    cache: 'public',
    cors: true,
    headers: { Link: `<${paths.apiCatalog}>; rel="api-catalog"` },
    representationHeaders: {},
  },
  serverCard: { negotiatedOn: [], cache: 'discovery', cors: true, headers: {}, representationHeaders: {} },
  hashedAsset: { negotiatedOn: [], cache: 'immutable', cors: true, headers: {}, representationHeaders: {} },
  error: { negotiatedOn: [], cache: 'never', cors: false, headers: {}, representationHeaders: {} },
  // A 404 or 405 for people and agents: negotiated with the JSON error, about one request, and a page under the pages' CSP.
  errorPage: {
    negotiatedOn: ['Accept'],
    cache: 'never',
    cors: false,
    headers: { 'Content-Security-Policy': contentSecurityPolicy },
    representationHeaders: {},
  },
  health: { negotiatedOn: [], cache: 'never', cors: false, headers: {}, representationHeaders: {} },
  preflight: { negotiatedOn: [], cache: undefined, cors: false, headers: {}, representationHeaders: {} },
  // The SDK states the caching of its own answers; /mcp exposes the limit fields, not the ETag it never sends.
  mcp: { negotiatedOn: [], cache: undefined, cors: false, headers: corsMcpHeaders, representationHeaders: {} },
};

/** Pages negotiated between HTML and Markdown on `Accept`, every language's: the page's path and the path of its Markdown twin. */
export const negotiatedPages: Readonly<Record<string, string>> = Object.fromEntries(
  documentationPages.map((page) => [page.path, page.markdownPath]),
);

/** Each documentation page and each Markdown twin, by its path: what its alternates and its language are read from. */
const pagesByPath: ReadonlyMap<string, { readonly page: DocumentationPage; readonly twin: boolean }> = new Map(
  documentationPages.flatMap((page): [string, { page: DocumentationPage; twin: boolean }][] => [
    [page.path, { page, twin: false }],
    [page.markdownPath, { page, twin: true }],
  ]),
);

/** The error pages, negotiated like the documentation pages: the HTML's path and the path of its Markdown. */
export const negotiatedErrorPages: Readonly<Record<string, string>> = Object.fromEntries(
  errorPages.map((page) => [page.path, page.markdownPath]),
);

/** Each error page by its HTML's and its Markdown's path: what its language is read from. */
const errorPagesByPath: ReadonlyMap<string, ErrorPage> = new Map(
  errorPages.flatMap((page): [string, ErrorPage][] => [
    [page.path, page],
    [page.markdownPath, page],
  ]),
);

/** The paths of the rate-limited REST documents. */
const limitedPaths: ReadonlySet<string> = new Set(publicEndpoints.map((endpoint) => endpoint.path));

/** Built paths whose class their place in the site does not tell. */
const classOfPath: Readonly<Record<string, BuiltPathClass>> = {
  [paths.home]: 'home',
  [paths.apiCatalog]: 'apiCatalog',
  [paths.mcpServerCard]: 'serverCard',
  [paths.wellKnownServerCard]: 'serverCard',
};

/** The classes of the paths the build emits. */
export type BuiltPathClass = Extract<
  ResponseClass,
  'static' | 'limited' | 'page' | 'home' | 'apiCatalog' | 'serverCard' | 'hashedAsset' | 'errorPage'
>;

/** The class of a path the build emits. */
export function builtPathClass(path: string): BuiltPathClass {
  if (Object.hasOwn(negotiatedPages, path)) return 'page';
  if (Object.hasOwn(negotiatedErrorPages, path)) return 'errorPage';
  if (limitedPaths.has(path)) return 'limited';
  // Astro's output folder for assets with a content hash in their names.
  return classOfPath[path] ?? (path.startsWith('/_astro/') ? 'hashedAsset' : 'static');
}

/**
 * The fields only one representation of a built path carries: the class's own; on a documentation page or Markdown
 * twin its language, and its alternates in every language (`x-default` the default's), as absolute URLs under
 * `baseUrl` because search engines and Lighthouse refuse relative `hreflang` links; on a page, after a link to its
 * Markdown twin (on its HTML), links to the AI catalog.
 */
export function representationFields(path: string, kind: RepresentationKind | undefined, baseUrl: string): FieldValues {
  const own = kind === undefined ? {} : (headerPolicies[builtPathClass(path)].representationHeaders[kind] ?? {});
  const found = pagesByPath.get(path);
  const errorPage = errorPagesByPath.get(path);
  if (errorPage !== undefined && kind !== undefined) return { ...own, 'Content-Language': errorPage.language };
  if (found === undefined || kind === undefined) return own;
  const { page, twin } = found;
  const alternates = alternatesOf(page.key).map(
    ({ hreflang, page: version }) => `<${baseUrl}${twin ? version.markdownPath : version.path}>; rel="alternate"; hreflang="${hreflang}"`,
  );
  const pageLinks = twin
    ? []
    : [...(kind === 'html' ? [`<${page.markdownPath}>; rel="alternate"; type="text/markdown"`] : []), ...catalogLinks];
  return { ...own, 'Content-Language': page.language, Link: [...pageLinks, ...alternates].join(', ') };
}

/** The fixed fields of an answer of class `responseClass`; `compressed` when encodings are prepared for it (then `Vary` names Accept-Encoding). */
export function responseHeaders(responseClass: ResponseClass, { compressed = false } = {}): Record<string, string> {
  const policy = headerPolicies[responseClass];
  const vary =
    policy.negotiatedOn.length > 0 ? [...policy.negotiatedOn, 'Accept-Encoding'].join(', ') : compressed ? 'Accept-Encoding' : undefined;
  return {
    ...(policy.cors && corsReadHeaders),
    'X-Content-Type-Options': 'nosniff',
    ...(policy.cache !== undefined && { 'Cache-Control': cacheControl[policy.cache] }),
    ...(vary !== undefined && { Vary: vary }),
    ...policy.headers,
  };
}

// The facts that appear in more than one place (documents, contract, prose, server): written once, here.

/** The product's own name, the `name` constant of the product document. */
export const productName = 'Turno';

/** The product's own domain (a reserved example domain: the service is fictional); catalogs name the product by it. */
export const productDomain = 'turno.example';

/** The public contact address. */
export const contactEmail = `hello@${productDomain}`;

/** Version of the public contract (`info.version` of the OpenAPI document). */
export const apiVersion = '1.0.0';

/** The agent skill's name: its directory under /.well-known/agent-skills/ and its SKILL.md front matter. */
export const agentSkillName = 'turno-public-discovery';

/** Every public path the origin answers. */
export const paths = {
  home: '/',
  product: '/api/public/product',
  permissions: '/api/public/permissions',
  sampleWeek: '/api/public/examples/weekly',
  openapi: '/openapi.json',
  developers: '/en/developers',
  developersMarkdown: '/en/developers.md',
  apiReference: '/en/developers/api',
  mcpGuide: '/en/developers/mcp',
  forAgents: '/en/developers/agents',
  limitsAndErrors: '/en/developers/limits-and-errors',
  sampleWeekPicture: '/en/developers/sample-week',
  llms: '/llms.txt',
  llmsFull: '/llms-full.txt',
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  favicon: '/favicon.svg',
  apiCatalog: '/.well-known/api-catalog',
  mcp: '/mcp',
  /** The draft server card's reserved place: the Streamable HTTP URL plus /server-card. */
  mcpServerCard: '/mcp/server-card',
  /** The same card where domain-level scanners look. */
  wellKnownServerCard: '/.well-known/mcp/server-card.json',
  /** The AI catalog (Agentic Resource Discovery v0.91), where ARD clients look first. */
  ard: '/.well-known/ard.json',
  /** The same catalog under its earlier name, kept for clients that look there. */
  aiCatalog: '/.well-known/ai-catalog.json',
  agentSkills: '/.well-known/agent-skills/index.json',
  agentSkill: `/.well-known/agent-skills/${agentSkillName}/SKILL.md`,
  /** The docs script: copy buttons, Send request, search; the pages are complete without it. */
  docsScript: '/scripts/docs.js',
  health: '/healthz',
  readiness: '/readyz',
} as const;

/** The documented limits, also the defaults of the rate-limit settings. */
export const limits = {
  restPerMinute: 120,
  mcpPerMinute: 60,
  mcpBodyBytes: 32 * 1024,
  /**
   * Levels of nested arrays and objects in one MCP body. The messages of either protocol version nest about six deep
   * (a 2026-07-28 envelope in `params._meta`); 64 is ten times that, and low enough that no code that walks or
   * serialises a message (the known answers' checks, the SDK's validation, JSON.stringify) can run out of stack on it,
   * which 32 KiB alone allows: 5,000 levels fit in 10 KB.
   */
  mcpBodyDepth: 64,
  /** Messages in one JSON-RPC batch (2025-03-26 clients only); each counts against the MCP rate limit. */
  mcpBatchEntries: 10,
  /** Largest answer one MCP request can make: ten reads of the largest resource fit with room to spare. */
  mcpAnswerBytes: 512 * 1024,
  /**
   * The most of a body refused with 413 that the origin reads and throws away so that its client, still sending,
   * reads the answer on a connection that stays open; past it the connection is closed.
   */
  mcpDiscardBytes: 4 * 1024 * 1024,
  /** The request line and header fields together, at most; past it the origin answers 431 (Node's maxHeaderSize). */
  headerBytes: 16 * 1024,
  /** How long the origin waits, by default, for a request's line and headers, and for the whole request, before answering 408. */
  headersTimeoutSeconds: 20,
  requestTimeoutSeconds: 30,
} as const;

/**
 * The reference edge's own bounds (deploy/nginx.conf): behind it, nginx refuses these requests itself before an
 * origin sees them, and the limits page says so. Written here because the page states them; a test holds the
 * configuration to them (tests/origin/error-catalogue.test.ts).
 */
export const edgeLimits = {
  /** `client_max_body_size`: twice what /mcp reads, so the origin's own 413 is the one a client meets first. */
  bodyBytes: 64 * 1024,
  /** `large_client_header_buffers`: the request line, and each header field, fit in one buffer of this size. */
  headerBufferBytes: 16 * 1024,
  /** `client_header_timeout` and `client_body_timeout`: shorter than the origin's, so nginx lets go of a slow client first. */
  clientTimeoutSeconds: 10,
  /** `limit_conn`: requests in progress at once from one address. */
  requestsInProgress: 64,
  /** `limit_req`: requests a second from one address to the origins, and how many may arrive at once. */
  requestsPerSecond: 100,
  requestBurst: 1000,
  /** The `Retry-After` of nginx's own 429: its request rate refills every second. */
  retryAfterSeconds: 1,
} as const;

/** Public capability labels (not OAuth scopes). */
export const capabilities = {
  productRead: 'product:read',
  examplesRead: 'examples:read',
} as const;

/** Names of the read-only MCP tools. */
export const mcpTools = {
  productInfo: 'get_product_info',
  sampleSchedule: 'get_sample_schedule',
} as const;

/** The three documents, by the key used for their schema, content and artifact. */
export type DocumentKey = 'product' | 'permissions' | 'sampleWeek';

/** One REST endpoint of the public interface: a GET that returns one document. */
export interface PublicEndpoint {
  readonly document: DocumentKey;
  readonly path: (typeof paths)[DocumentKey];
  readonly operationId: string;
  readonly capability: (typeof capabilities)[keyof typeof capabilities];
  readonly summary: string;
  readonly description: string;
}

/** The three REST endpoints, in the order the spec lists them. */
export const publicEndpoints: readonly PublicEndpoint[] = [
  {
    document: 'product',
    path: paths.product,
    operationId: 'getServiceProduct',
    capability: capabilities.productRead,
    summary: 'Product information',
    description:
      'What the service is: name, website, category, markets, languages, capabilities, limitations, contact, location and links to every public resource.',
  },
  {
    document: 'permissions',
    path: paths.permissions,
    operationId: 'getServicePermissions',
    capability: capabilities.productRead,
    summary: 'Public capabilities and access boundaries',
    description:
      'The public read-only capabilities and the endpoints they cover, and the boundaries of the separate customer API (authentication, roles, tenant isolation).',
  },
  {
    document: 'sampleWeek',
    path: paths.sampleWeek,
    operationId: 'getServiceSampleWeek',
    capability: capabilities.examplesRead,
    summary: 'Fixed fictional sample week of shifts',
    description:
      'One fixed, fictional, deterministic week of shifts in the `Europe/Lisbon` time zone, for testing clients without credentials or personal data. It is not customer data.',
  },
];

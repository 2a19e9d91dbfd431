// The contract between the build and the origin: where dist/manifest.json lives and its shape (checked against manifest.schema.json at build).
import type { JsonSchema } from './index.ts';
import manifestSchemaFile from './manifest.schema.json' with { type: 'json' };

/** The JSON Schema of dist/manifest.json. */
export const manifestSchema: JsonSchema = manifestSchemaFile;

/** Content codings prepared at build time, in the server's order of preference. */
export const encodings = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof encodings)[number];

/** The suffix of a precompressed file beside its identity file, the one hosts that serve them (nginx `gzip_static`/`brotli_static`, Caddy `precompressed`) look for. */
export const encodingSuffixes: Readonly<Record<Exclude<Encoding, 'identity'>, string>> = { br: '.br', gzip: '.gz' };

/** One encoded file of a representation. */
export interface ManifestFile {
  /** Path of the file, relative to the site directory. */
  readonly file: string;
  /** Strong validator, unique to these bytes. */
  readonly etag: string;
}

/** One representation (media type) of a resource. */
export interface ManifestRepresentation {
  /** The full `Content-Type` header value, also what `Accept` is negotiated against. */
  readonly contentType: string;
  /** The identity file always exists; compressed variants exist when they are smaller. */
  readonly files: Readonly<Partial<Record<Encoding, ManifestFile>>> & { readonly identity: ManifestFile };
  /** Fields only this representation carries. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** One URL path of the origin. */
export interface ManifestEntry {
  readonly path: string;
  /** More than one representation means the path is negotiated on `Accept`. */
  readonly representations: readonly ManifestRepresentation[];
  /** Response headers fixed for this path (Cache-Control, Content-Security-Policy, …). */
  readonly headers: Readonly<Record<string, string>>;
}

/** What the build wrote. */
export interface Manifest {
  /** The PUBLIC_BASE_URL the documents' links were built for. */
  readonly publicBaseUrl: string;
  readonly entries: readonly ManifestEntry[];
}

/** Where the build writes the site, the manifest and what static hosts and the nginx edge read, relative to the project root. */
export const buildPaths = {
  site: 'dist/site',
  manifest: 'dist/manifest.json',
  /** The static-host directory: static paths only, with `_headers` and `_redirects`. */
  staticHost: 'dist/static',
  /** The edge's generated nginx includes (deploy/nginx.conf includes them). */
  edge: 'dist/edge',
  /** The Cloudflare Workers deployment: wrangler.jsonc, the Worker and its assets. */
  cloudflare: 'dist/cloudflare',
  /** The official MCP Registry's entry, for `mcp-publisher publish --file=dist/server.json` (deploy/mcp-registry.md). */
  registryEntry: 'dist/server.json',
} as const;

// Loads the built site once into memory: for each URL path, its representations with their bytes, validators and complete response headers.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPaths, type Encoding, encodings, type Manifest, type ManifestEntry } from '../schemas/manifest.ts';
import { ConfigError } from './config.ts';

/**
 * Response header fields as a flat list of names and values, the form node:http's writeHead also takes: a
 * request's own fields (its rate-limit state) are appended to a copy, cheaper than spreading two objects.
 */
export type FieldList = readonly string[];
export const noFields: FieldList = [];

/** One encoded body with the header fields of its 200 and of its 304, prepared once. */
export interface EncodedBody {
  readonly body: Buffer;
  readonly etag: string;
  readonly okFields: FieldList;
  readonly notModifiedFields: FieldList;
}

/** One representation (media type) of a resource with every prepared encoding. */
export interface Representation {
  readonly contentType: string;
  readonly bodies: Readonly<Partial<Record<Encoding, EncodedBody>>> & { readonly identity: EncodedBody };
  /** The codings prepared for this representation, in the server's order of preference. */
  readonly encodings: readonly Encoding[];
}

/** A URL path the origin serves from memory: its manifest entry, with the bytes loaded. */
export interface Artifact extends Pick<ManifestEntry, 'path' | 'headers'> {
  readonly representations: readonly Representation[];
  /** Full content types (with parameters such as charset) in server preference order, for Accept negotiation. */
  readonly mediaTypes: readonly string[];
}

/** Every served path, looked up by the exact request path. */
export interface ArtifactTable {
  readonly publicBaseUrl: string;
  readonly byPath: ReadonlyMap<string, Artifact>;
}

/**
 * Reads the manifest under `rootDir` and every file it lists; throws if the build output is incomplete. The
 * manifest is trusted as the build checked it against its schema: compiling a validator here would cost startup time.
 */
export function loadArtifacts(rootDir: string): ArtifactTable {
  const manifest = JSON.parse(readFileSync(join(rootDir, buildPaths.manifest), 'utf8')) as Manifest;
  return artifactTable(manifest, (file) => readFileSync(join(rootDir, buildPaths.site, file)));
}

/**
 * The table of `manifest`, each file's bytes from `read` (by its path relative to the site directory), each
 * encoding with its 200 and 304 fields assembled once.
 */
export function artifactTable(manifest: Manifest, read: (file: string) => Buffer): ArtifactTable {
  const byPath = new Map<string, Artifact>();
  for (const entry of manifest.entries) {
    const representations = entry.representations.map((representation): Representation => {
      const bodies: Partial<Record<Encoding, EncodedBody>> = {};
      for (const encoding of encodings) {
        const file = representation.files[encoding];
        if (file === undefined) continue;
        const body = read(file.file);
        const notModifiedHeaders = { ...entry.headers, ...representation.headers, ETag: file.etag };
        const okHeaders = {
          ...notModifiedHeaders,
          'Content-Type': representation.contentType,
          'Content-Length': String(body.length),
          ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        };
        bodies[encoding] = { body, etag: file.etag, okFields: fieldList(okHeaders), notModifiedFields: fieldList(notModifiedHeaders) };
      }
      const { identity } = bodies;
      if (identity === undefined) throw new BuildIncomplete(`lists ${entry.path} without its identity file`);
      const prepared = encodings.filter((encoding) => bodies[encoding] !== undefined);
      return { contentType: representation.contentType, bodies: { ...bodies, identity }, encodings: prepared };
    });
    byPath.set(entry.path, {
      path: entry.path,
      representations,
      mediaTypes: representations.map((representation) => representation.contentType),
      headers: entry.headers,
    });
  }
  return { publicBaseUrl: manifest.publicBaseUrl, byPath };
}

/** Loads the project's own build output, refused unless it was built for `publicBaseUrl`. */
export function loadBuild(publicBaseUrl: string): ArtifactTable {
  const artifacts = loadArtifacts(projectRoot());
  if (artifacts.publicBaseUrl === publicBaseUrl) return artifacts;
  const made = `the build was made for ${artifacts.publicBaseUrl}`;
  throw new ConfigError([`PUBLIC_BASE_URL is ${publicBaseUrl} but ${made}: run npm run build (npm start does it for you)`]);
}

/** The folder of the project's package.json above this module, in the sources and in dist/origin alike. */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server module');
    dir = parent;
  }
  return dir;
}

/** The build output lacks what the origin needs: the one way every module says so. */
export class BuildIncomplete extends Error {
  override readonly name = 'BuildIncomplete';
  constructor(what: string) {
    super(`The build output ${what}; run npm run build.`);
  }
}

/** The artifact of `path` in `artifacts`; the build output must have it. */
export function builtArtifact(artifacts: ArtifactTable, path: string): Artifact {
  const artifact = artifacts.byPath.get(path);
  if (artifact === undefined) throw new BuildIncomplete(`has no ${path}`);
  return artifact;
}

function fieldList(fields: Readonly<Record<string, string>>): FieldList {
  return Object.entries(fields).flat();
}

/** A flat list of fields as a record, for answers assembled by name (errors). */
export function fieldRecord(fields: FieldList): Record<string, string> {
  const record: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) record[fields[i] ?? ''] = fields[i + 1] ?? '';
  return record;
}

// Loads the built site once into memory: for each URL path, its representations with their bytes, validators and complete response headers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPaths, type Encoding, encodings, type Manifest, type ManifestEntry } from '../schemas/manifest.ts';

/**
 * Response header fields as a flat list of names and values, the form node:http's writeHead also takes: a
 * request's own fields (its rate-limit state) are appended to a copy, cheaper than spreading two objects.
 */
export type FieldList = readonly string[];

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
 * Reads the manifest and every file it lists; throws if the build output is incomplete. The manifest is
 * trusted as the build checked it against its schema: compiling a validator here would cost startup time.
 */
export function loadArtifacts(rootDir: string): ArtifactTable {
  const manifest = JSON.parse(readFileSync(join(rootDir, buildPaths.manifest), 'utf8')) as Manifest;
  const byPath = new Map<string, Artifact>();
  for (const entry of manifest.entries) {
    const representations = entry.representations.map((representation): Representation => {
      const bodies: Partial<Record<Encoding, EncodedBody>> = {};
      for (const encoding of encodings) {
        const file = representation.files[encoding];
        if (file === undefined) continue;
        const body = readFileSync(join(rootDir, buildPaths.site, file.file));
        const notModifiedHeaders = { ...entry.headers, ...representation.headers, ETag: file.etag };
        const okHeaders = {
          ...notModifiedHeaders,
          'Content-Type': representation.contentType,
          'Content-Length': String(body.length),
          ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        };
        bodies[encoding] = { body, etag: file.etag, okFields: fieldList(okHeaders), notModifiedFields: fieldList(notModifiedHeaders) };
      }
      return {
        contentType: representation.contentType,
        bodies: { ...bodies, identity: bodies.identity ?? identityMissing(entry.path) },
        encodings: encodings.filter((encoding) => bodies[encoding] !== undefined),
      };
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

function identityMissing(path: string): never {
  throw new Error(`The build output lists ${path} without its identity file; run npm run build.`);
}

function fieldList(fields: Readonly<Record<string, string>>): FieldList {
  return Object.entries(fields).flat();
}

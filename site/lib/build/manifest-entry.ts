// How the manifest describes one built path: its representations (each file precompressed when that helps, with a content-derived ETag) and the fields the header policy gives the path and each representation.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { builtPathClass, type RepresentationKind, representationFields, responseHeaders } from '../../../content/response-headers.ts';
import {
  type Encoding,
  encodingSuffixes,
  type ManifestEntry,
  type ManifestFile,
  type ManifestRepresentation,
} from '../../../schemas/manifest.ts';

/** A file to write beside its source: a compressed variant. */
export interface CompressedFile {
  readonly file: string;
  readonly bytes: Buffer;
}

/**
 * The representation of `bytes` (served from `file`) with `contentType`: brotli and gzip variants, kept only when
 * smaller (and never for raster images), each with its own strong ETag; `headers` travel with this representation
 * wherever it is served. Returns the variants for the caller to write.
 */
export function representFile(
  file: string,
  bytes: Buffer,
  contentType: string,
  headers?: Readonly<Record<string, string>>,
): { readonly representation: ManifestRepresentation; readonly compressed: readonly CompressedFile[] } {
  const files: Partial<Record<Encoding, ManifestFile>> = {};
  const compressed: CompressedFile[] = [];
  if (!contentType.startsWith('image/') || contentType.startsWith('image/svg')) {
    const variants: [keyof typeof encodingSuffixes, Buffer][] = [
      ['br', brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })],
      ['gzip', gzipSync(bytes, { level: 9 })],
    ];
    for (const [encoding, variant] of variants) {
      // A variant that is not smaller is not worth choosing.
      if (variant.length >= bytes.length) continue;
      const variantFile = file + encodingSuffixes[encoding];
      compressed.push({ file: variantFile, bytes: variant });
      files[encoding] = { file: variantFile, etag: etagOf(variant) };
    }
  }
  return {
    representation: { contentType, files: { ...files, identity: { file, etag: etagOf(bytes) } }, ...(headers && { headers }) },
    compressed,
  };
}

/**
 * The entry of `path`: its representations, each with the fields only it carries (links absolute under
 * `publicBaseUrl`), and the path's own fields from the policy.
 */
export function describePath(path: string, representations: readonly ManifestRepresentation[], publicBaseUrl: string): ManifestEntry {
  const compressed = representations.some((representation) => representation.files.gzip !== undefined);
  return {
    path,
    representations: representations.map((representation) => {
      const headers = {
        ...representationFields(path, representationKind(representation.contentType), publicBaseUrl),
        ...representation.headers,
      };
      return Object.keys(headers).length === 0 ? representation : { ...representation, headers };
    }),
    headers: responseHeaders(builtPathClass(path), { compressed }),
  };
}

/** Which representation-only headers apply: HTML and Markdown have their own; others none. */
function representationKind(contentType: string): RepresentationKind | undefined {
  if (contentType.startsWith('text/html')) return 'html';
  return contentType.startsWith('text/markdown') ? 'markdown' : undefined;
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

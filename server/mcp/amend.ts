// Where this endpoint answers differently from the SDK: every answered revision listed, the 2025 versions' code for an unknown resource.
import { answeredVersions } from '../../content/mcp.ts';
import { isRecord } from '../../content/mcp-labels.ts';

/**
 * server/discover and -32022 errors list only the modern revision, though every 2025-version one is answered through
 * initialize: listing them all tells a client that cannot speak 2026-07-28 where to fall back. A resources/read
 * miss is -32602 in every version (the 2026-07-28 rule), but the 2025-11-25 specification says -32002, so 2025-version
 * misses (a -32602 whose data is exactly `{ uri }`, as the SDK marks them) get -32002.
 */
function amend({ result, error }: Record<string, unknown>, legacy: boolean): void {
  if (isRecord(result) && Array.isArray(result.supportedVersions)) result.supportedVersions = answeredVersions;
  if (!isRecord(error)) return;
  const data = isRecord(error.data) ? error.data : undefined;
  if (error.code === -32022 && Array.isArray(data?.supported)) data.supported = answeredVersions;
  if (legacy && error.code === -32602 && typeof data?.uri === 'string' && Object.keys(data).length === 1) error.code = -32002;
}

/** The JSON body with its message, or each one of a batch, amended; a body that is not JSON stays as it is. */
export function amended(body: Buffer<ArrayBuffer>, legacy: boolean): Buffer<ArrayBuffer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  for (const message of Array.isArray(parsed) ? parsed : [parsed]) if (isRecord(message)) amend(message, legacy);
  return Buffer.from(JSON.stringify(parsed));
}

// The MCP endpoint's identity and protocol revisions: what the origin's server answers with and what discovery files built from it state.
import { apiVersion, productName } from './constants.ts';

/** The server's `serverInfo` in `initialize` and `server/discover`. */
export const mcpServerInfo = {
  name: 'turno-public-discovery',
  title: `${productName} public discovery`,
  version: apiVersion,
} as const;

/** The revision of the SDK's modern leg (per-request envelope, no initialize). */
export const modernProtocolVersion = '2026-07-28';

/** The only revision with JSON-RPC batches (2025-06-18 removed them), and what a missing MCP-Protocol-Version header means. */
export const batchingProtocolVersion = '2025-03-26';

/**
 * Every revision the endpoint answers, newest first: the modern one, and the 2025-era ones `initialize` negotiates
 * (2024-11-05 is what SDK 1.10 still sends). The SDK's default list also holds 2024-10-07, an identifier no
 * published specification defines, so it is not advertised.
 */
export const answeredProtocolVersions: readonly string[] = [
  modernProtocolVersion,
  '2025-11-25',
  '2025-06-18',
  batchingProtocolVersion,
  '2024-11-05',
];

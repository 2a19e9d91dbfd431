// The official MCP Registry's entry (server.json, schema 2025-12-11) made from the built MCP server card, so the two cannot disagree; the build writes it for `mcp-publisher`.

/** What the entry takes from the card (schemas/server-card.schema.json requires all of it). */
interface ServerCard {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly version: string;
  readonly websiteUrl: string;
  readonly remotes: readonly { readonly type: string; readonly url: string; readonly supportedProtocolVersions: readonly string[] }[];
}

/** The one `_meta` key the official registry keeps; the others are dropped on publishing. */
const publisherProvided = 'io.modelcontextprotocol.registry/publisher-provided';

/**
 * The card's identity and remote. The registry's remote has no field for protocol versions, so they travel in the
 * one `_meta` key the registry keeps.
 */
export function registryEntry(card: ServerCard) {
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
    name: card.name,
    title: card.title,
    description: card.description,
    version: card.version,
    websiteUrl: card.websiteUrl,
    remotes: card.remotes.map(({ type, url }) => ({ type, url })),
    _meta: { [publisherProvided]: { supportedProtocolVersions: card.remotes[0]?.supportedProtocolVersions } },
  };
}

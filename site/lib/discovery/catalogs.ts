// The machine-readable catalogs agents fetch from well-known places: the RFC 9727 API catalog, the MCP server card, the AI catalog and the agent skill with its index.
import { paths, productName } from '../../../content/constants.ts';
import { agentSkill, aiCatalogEntry, type CatalogKind, discoveryMediaTypes } from '../../../content/discovery.ts';
import {
  answeredVersions,
  mcpCapabilities,
  mcpResourceList,
  mcpServerCardName,
  mcpServerIdentity,
  mcpToolAnnotations,
  mcpToolList,
  noInputSchema,
} from '../../../content/mcp.ts';
import { contract, publicBaseUrl } from '../build/build-context.ts';
import { agentInstructions } from '../pages/doc-pages.ts';
import { skillDigest } from './skill-digest.ts';

const absolute = (path: string): string => publicBaseUrl + path;

/** The API the catalog describes: where the contract says it is served. */
const apiUrl = (contract.servers as { url: string }[] | undefined)?.[0]?.url ?? publicBaseUrl;

/** RFC 9727: one linkset entry anchored at the API, with its description, documentation and health. */
export const apiCatalog = {
  linkset: [
    {
      anchor: apiUrl,
      'service-desc': [{ href: absolute(paths.openapi), type: discoveryMediaTypes.json }],
      'service-doc': [{ href: absolute(paths.developers), type: 'text/html' }],
      status: [{ href: absolute(paths.health), type: discoveryMediaTypes.json }],
    },
  ],
};

const identity = mcpServerIdentity(publicBaseUrl);

/**
 * The MCP server card (draft SEP-2127): what initialize and server/discover say, before connecting. Its name is
 * serverInfo.name in reverse-DNS form; the tools and resources are the ones tools/list and resources/list give.
 */
export const serverCard = {
  $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
  name: mcpServerCardName,
  version: identity.version,
  description: identity.description,
  title: identity.title,
  websiteUrl: identity.websiteUrl,
  remotes: [{ type: 'streamable-http', url: absolute(paths.mcp), supportedProtocolVersions: answeredVersions }],
  capabilities: mcpCapabilities,
  tools: mcpToolList.map(({ name, title, description }) => ({
    name,
    title,
    description,
    inputSchema: noInputSchema,
    annotations: mcpToolAnnotations,
  })),
  resources: mcpResourceList.map(({ name, title, description, path, mimeType }) => ({
    uri: absolute(path),
    name,
    title,
    description,
    mimeType,
  })),
};

/** The AI catalog (Agentic Resource Discovery v0.91, on the AI Catalog 1.0 data model): one entry, the MCP server card. */
const ardCatalog = {
  specVersion: '1.0',
  host: { displayName: productName, documentationUrl: absolute(paths.developers) },
  entries: [
    {
      identifier: aiCatalogEntry.identifier,
      displayName: identity.title,
      type: discoveryMediaTypes.serverCard,
      url: absolute(paths.mcpServerCard),
      description: identity.description,
      version: identity.version,
      representativeQueries: aiCatalogEntry.representativeQueries,
    },
  ],
};

/** The agent skill's SKILL.md: name and description as YAML front matter (the description quoted as a JSON string, which YAML reads as such), then the instructions for agents. */
export const skillMarkdown = `---\nname: ${agentSkill.name}\ndescription: ${JSON.stringify(agentSkill.description)}\n---\n\n${agentInstructions}`;

/** The agent skills index (discovery 0.2.0): the skill, where its SKILL.md is and the sha256 of its bytes. */
const agentSkillsIndex = {
  $schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
  skills: [
    {
      name: agentSkill.name,
      type: 'skill-md',
      description: agentSkill.description,
      url: absolute(paths.agentSkill),
      digest: skillDigest(skillMarkdown),
    },
  ],
};

/** Each JSON catalog's document. */
export const catalogDocuments: Readonly<Record<CatalogKind, unknown>> = {
  apiCatalog,
  serverCard,
  ard: ardCatalog,
  agentSkills: agentSkillsIndex,
};

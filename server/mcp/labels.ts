// The labels an MCP message is counted under: its method and tool when this server knows them, `other` when not, so no request body can create a new metric series.
import { mcpTools } from '../../content/constants.ts';
import { isRecord } from './guards.ts';

/** The methods a client of either era sends this server: what it answers, and the notifications it accepts. */
const knownMethods: ReadonlySet<string> = new Set([
  'initialize',
  'notifications/initialized',
  'notifications/cancelled',
  'ping',
  'server/discover',
  'subscriptions/listen',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'prompts/list',
]);

const knownTools: ReadonlySet<string> = new Set(Object.values(mcpTools));

/** `method` and `tool` joined with a tab; `tool` is `none` for methods that name no tool. */
export function messageLabels(message: unknown): string {
  const method = isRecord(message) && typeof message.method === 'string' && knownMethods.has(message.method) ? message.method : 'other';
  if (method !== 'tools/call') return `${method}\tnone`;
  const name = isRecord(message) && isRecord(message.params) ? message.params.name : undefined;
  return `${method}\t${typeof name === 'string' && knownTools.has(name) ? name : 'other'}`;
}

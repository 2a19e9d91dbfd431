// Whether a reader is who its User-Agent says: the verdicts everyone records, and the check of a client's address against the lists its agent's operator publishes.
import { BlockList, isIP } from 'node:net';
import { agentLists, listSnapshots } from './address-lists.ts';
import type { AgentClass, Reader } from './user-agents.ts';

/**
 * What is known of a reader's claim: `signature` (a Web Bot Auth signature by a trusted signer verified: it wins over
 * the address), `address` (its address is in one of its agent's published lists), `failed` (a signature that does not
 * verify, or an agent with lists, all of them held, and the address in none), `claimed` (its agent publishes no list),
 * `unverified` (a check that could not run: no usable address, a list the snapshot does not hold, a signer's directory
 * that cannot be had), `none` (nothing claimed: a person, an HTTP library, no User-Agent).
 */
export const verdicts = ['signature', 'address', 'failed', 'claimed', 'unverified', 'none'] as const;
export type Verdict = (typeof verdicts)[number];

/** Classes whose readers claim to be no agent of anyone's. */
const claimsNothing: ReadonlySet<AgentClass> = new Set(['person', 'http-client', 'unknown']);

/** Each list the snapshot holds, as a lookup (Node's `BlockList`: IPv4-mapped IPv6 addresses match IPv4 rules). */
const blockLists: ReadonlyMap<string, BlockList> = new Map(
  Object.entries(listSnapshots).map(([id, { prefixes }]) => {
    const blockList = new BlockList();
    for (const prefix of prefixes) {
      const [network = '', length = ''] = prefix.split('/');
      blockList.addSubnet(network, Number(length), isIP(network) === 6 ? 'ipv6' : 'ipv4');
    }
    return [id, blockList];
  }),
);

const listsOfAgent: ReadonlyMap<string, readonly string[]> = new Map(agentLists.map(({ agent, lists }) => [agent, lists]));

/** Whether a reader claims to be an agent the lists can speak for: its agent's name, unless it claims nothing. */
export function claimsAgent({ agentClass, agent }: Reader): boolean {
  return agent !== 'other' && !claimsNothing.has(agentClass);
}

/** Whether the operator of `agent` publishes the addresses it sends from. */
export function publishesLists(agent: string): boolean {
  return listsOfAgent.has(agent);
}

/** Whether `reader`'s claim holds for a request from `address` (the whole client address, as the origin or edge decides it). */
export function addressVerdict(reader: Reader, address: string | undefined): Verdict {
  if (!claimsAgent(reader)) return 'none';
  const lists = listsOfAgent.get(reader.agent);
  if (lists === undefined) return 'claimed';
  const family = address === undefined ? 0 : isIP(address);
  if (address === undefined || family === 0) return 'unverified';
  const type = family === 6 ? 'ipv6' : 'ipv4';
  let allHeld = true;
  for (const id of lists) {
    const blockList = blockLists.get(id);
    if (blockList === undefined) allHeld = false;
    else if (blockList.check(address, type)) return 'address';
  }
  return allHeld ? 'failed' : 'unverified';
}

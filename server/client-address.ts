// Who the client is: its whole address (the socket's, or the proxy-forwarded one only from trusted proxies), and the key it is rate-limited by.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';
import proxyAddr from 'proxy-addr';
import type { Config } from './config.ts';

/**
 * Compiles the TRUST_PROXY setting once into whether the address at hop `index` may speak for the client (Express's
 * `trust proxy` semantics): off trusts nobody, a number trusts that many hops, a list trusts those addresses.
 */
export function compileTrustProxy(setting: Config['trustProxy']): ReturnType<typeof proxyAddr.compile> {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, index) => index < setting;
  return proxyAddr.compile([...setting]);
}

/** IPv6 clients are grouped by this prefix length: one subscriber usually holds a whole /56. */
const ipv6PrefixLength = 56;

/** The longest textual IP address (IPv6 with an embedded IPv4, 45 characters); longer ones carry a zone or junk. */
const maxAddressLength = 45;

/**
 * The client's whole address, what its reads are verified by: the socket's, unless proxies are trusted; then the
 * rightmost forwarded address not spoken for by a trusted proxy (proxy-addr's rule), if it is an IP address, else the
 * socket's.
 */
export function createClientAddress(setting: Config['trustProxy']): (req: IncomingMessage) => string {
  if (setting === false) return (req) => req.socket.remoteAddress ?? '';
  const trust = compileTrustProxy(setting);
  return (req) => {
    const forwarded = proxyAddr(req, trust);
    // Whatever a header says only counts if it is an IP address: any other text would become a key of its own.
    return forwarded.length <= maxAddressLength && isIP(forwarded) !== 0 ? forwarded : (req.socket.remoteAddress ?? '');
  };
}

/** The rate-limit key of a request's client: its IPv4 address or its IPv6 /56 network (`addressKey`) of its whole address. */
export function createClientKey(setting: Config['trustProxy']): (req: IncomingMessage) => string {
  const clientAddress = createClientAddress(setting);
  return (req) => addressKey(clientAddress(req));
}

/** The key of one address: IPv4 as is (IPv4-mapped IPv6 unwrapped, so each IPv4 client on a dual-stack socket counts on its own), IPv6 by its /56 network. */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  // ipKeyGenerator unwraps these too, but parses each with ip-address first, which costs more than the rest of a read;
  // on a dual-stack socket every IPv4 client arrives this way.
  if (address.startsWith('::ffff:') && !address.includes(':', 7)) return address.slice(7);
  return ipKeyGenerator(address, ipv6PrefixLength);
}

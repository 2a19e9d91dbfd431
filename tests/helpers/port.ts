// Holds a free loopback port while something is made for it (a build whose absolute links name it), then lets it go for the origin.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** A port held by an idle listener until `release()`. */
export interface ReservedPort {
  readonly port: number;
  release(): Promise<void>;
}

/** Reserves a free port on 127.0.0.1. */
export async function reservePort(): Promise<ReservedPort> {
  const holder = createServer();
  holder.listen(0, '127.0.0.1');
  await once(holder, 'listening');
  return {
    port: (holder.address() as AddressInfo).port,
    release: async () => {
      holder.close();
      await once(holder, 'close');
    },
  };
}

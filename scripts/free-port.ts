// Loopback ports for the processes the stack, the benchmark and the tests start: one held until it is handed over, or one that was free a moment ago.
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';

/** A port held by an idle listener until `release()`: for something made for it before it is used (a build whose links name it). */
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
    // Released once only; a second call (a failed start releasing everything it held) does nothing.
    release: async () => {
      if (!holder.listening) return;
      holder.close();
      await once(holder, 'close');
    },
  };
}

/** `count` distinct ports, all held at once, none of them in `avoid` (ports given to someone who has not bound them yet). */
export async function reservePorts(count: number, avoid: readonly number[] = []): Promise<ReservedPort[]> {
  const kept: ReservedPort[] = [];
  const passedOver: ReservedPort[] = [];
  while (kept.length < count) {
    const reserved = await reservePort();
    (avoid.includes(reserved.port) ? passedOver : kept).push(reserved);
  }
  await Promise.all(passedOver.map((each) => each.release()));
  return kept;
}

/** A loopback port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const reserved = await reservePort();
  await reserved.release();
  return reserved.port;
}

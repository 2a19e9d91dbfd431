// Idle MCP servers, reused across requests: a server serves one exchange at a time and can be connected again once its transport closes.
import type { McpServer } from '@modelcontextprotocol/server';

/** Idle servers kept; more than this many exchanges at once get servers that are dropped after use. */
const maxIdle = 32;

/**
 * A pool replaces the construction of a server per request (it registers tools and resources and wraps their
 * schemas). A server comes back through its `onclose` callback, which the SDK calls when the transport of its
 * exchange closes (the modern leg chains its own per-exchange hook in front of it and restores it). A server
 * the SDK closes without connecting it (as for subscriptions/listen) never comes back and is collected.
 */
export class ServerPool {
  private readonly idle: McpServer[] = [];
  private readonly lent = new WeakSet<McpServer>();
  /** Servers constructed so far: with reuse, about the number of exchanges ever in flight at once. */
  created = 0;

  private readonly create: () => McpServer;

  constructor(create: () => McpServer) {
    this.create = create;
  }

  /** An idle server, or a new one. */
  take(): McpServer {
    const server = this.idle.pop() ?? this.construct();
    this.lent.add(server);
    return server;
  }

  private construct(): McpServer {
    const server = this.create();
    this.created++;
    server.server.onclose = () => {
      if (this.lent.delete(server) && this.idle.length < maxIdle) this.idle.push(server);
    };
    return server;
  }
}

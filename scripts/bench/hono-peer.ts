// A comparison row, no target: Hono on @hono/node-server with hono-rate-limiter as their documentation sets them up, writing the baseline's very bytes for the product document.
import { type HttpBindings, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { product } from './same-bytes.ts';

type Env = { Bindings: HttpBindings };
const app = new Hono<Env>();
// The limit out of the way, so that the benchmark measures serving; keyed by the peer's address as the others are.
app.use(
  rateLimiter<Env>({
    windowMs: 60_000,
    limit: 1_000_000_000,
    standardHeaders: false,
    keyGenerator: (c) => c.env.incoming.socket.remoteAddress ?? '',
  }),
);
const fields = new Headers();
for (let i = 0; i + 1 < product.ok.length; i += 2) fields.append(product.ok[i] ?? '', product.ok[i + 1] ?? '');
app.get('/rest', () => new Response(product.body, { status: 200, headers: fields }));
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, () =>
  process.stdout.write('ready\n'),
);
process.once('SIGTERM', () => server.close(() => process.exit(0)));

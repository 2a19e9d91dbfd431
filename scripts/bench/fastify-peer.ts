// A comparison row, no target: Fastify 5 with @fastify/rate-limit as its documentation sets it up, writing the baseline's very bytes for the product document.
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { product } from './same-bytes.ts';

const app = Fastify();
// The limit out of the way, so that the benchmark measures serving.
await app.register(rateLimit, { max: 1_000_000_000, timeWindow: 60_000 });
app.get('/rest', (_request, reply) => {
  reply.raw.writeHead(200, product.ok);
  reply.raw.end(product.body);
  reply.hijack();
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));

// The benchmark's physical limit: bare node:http writing the very bytes the origin writes for each scenario (header fields included), with no routing, negotiation or limits.
import { createServer } from 'node:http';
import { answers } from './same-bytes.ts';

const server = createServer((req, res) => {
  const answer = answers[req.url ?? ''];
  if (answer === undefined) {
    res.writeHead(404);
    res.end();
  } else answer(req, res);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));

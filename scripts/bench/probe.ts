// The benchmark's bystander: a second client, in its own process and from its own loopback address, reading a path every 50 ms until stopped.
import { get } from 'node:http';

const [port = '', path = '/', localAddress = '127.0.0.2'] = process.argv.slice(2);
const samples: { at: number; ms: number; status: number }[] = [];
let running = true;
process.once('SIGTERM', () => {
  running = false;
});
// Loading this script takes a while on a busy machine: a SIGTERM before this line would end it with nothing written.
process.stderr.write('ready\n');

function read(): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port: Number(port), path, localAddress, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

while (running) {
  const at = Date.now();
  const started = performance.now();
  const status = await read();
  samples.push({ at, ms: performance.now() - started, status });
  await new Promise((resolve) => setTimeout(resolve, 50));
}
process.stdout.write(JSON.stringify(samples));

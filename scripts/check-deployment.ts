// npm run check:deployment -- <url> [playwright test options]: the Playwright deployment checks against <url> (or BASE_URL); the HTML report lands in playwright-report/.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const given = process.argv.slice(2);
// The first argument is the address unless it is an option for Playwright.
const addressFirst = given[0] !== undefined && !given[0].startsWith('-');
const baseUrl = addressFirst ? given[0] : process.env.BASE_URL;
if (baseUrl === undefined || baseUrl.trim() === '') {
  process.stderr.write(
    'Name the deployment to check: npm run check:deployment -- https://turno.example (or BASE_URL=https://turno.example npm run check:deployment)\n',
  );
  process.exit(2);
}
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const child = spawn(process.execPath, [cli, 'test', ...(addressFirst ? given.slice(1) : given)], {
  stdio: 'inherit',
  env: { ...process.env, BASE_URL: baseUrl },
});
// A scheduler stopping this wrapper stops the run too.
process.once('SIGTERM', () => child.kill('SIGTERM'));
child.once('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 128)));

// The in-process tier of the router in one process: each file in router/ locks in one concern of the request pipeline and runs on its own too (npm run test:files -- tests/unit/router/limits.test.ts). They share a process here (tests/unit/test-files.test.ts fails when a file of router/ is not imported below) because every process that builds the router loads the MCP SDK, and the test runner gives each file its own process, two at a time on two cores.
import './router/documents-served.test.ts';
import './router/routes.test.ts';
import './router/pages-negotiated.test.ts';
import './router/error-pages.test.ts';
import './router/discovery.test.ts';
import './router/limits.test.ts';
import './router/mcp-guards.test.ts';
import './router/mcp-limits.test.ts';
import './router/mcp-answers.test.ts';
import './router/mcp-known-answers.test.ts';
import './router/mount.test.ts';
import './router/every-built-path.test.ts';
import './router/attacks.test.ts';
import './router/failures.test.ts';
import './router/reads.test.ts';

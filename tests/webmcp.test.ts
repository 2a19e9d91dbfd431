// WebMCP in Debian's Chromium through the DevTools protocol: every documentation page hands an agent the three read-only tools, each answers exactly its REST endpoint's JSON, and a browser without WebMCP sees a page with no error.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { defaultLanguage } from '../content/languages.ts';
import { webMcpTools } from '../content/mcp.ts';
import { documentationPages } from '../content/pages.ts';
import { launchChromium } from '../scripts/chromium.ts';
import { request } from './helpers/http.ts';
import { originForFile } from './helpers/origin.ts';
import { until } from './helpers/wait.ts';

const origin = originForFile();
let withWebMcp: Browser;
let without: Browser;
before(async () => {
  [withWebMcp, without] = await Promise.all([launchChromium(['--enable-features=WebMCP']), launchChromium()]);
});
after(async () => {
  await withWebMcp?.close();
  await without?.close();
});

/** A tool as the protocol's `WebMCP.toolsAdded` lists it. */
interface ListedTool {
  name: string;
  description: string;
  inputSchema?: object;
  annotations?: { readOnly?: boolean };
  frameId: string;
}

/** Console errors and warnings, and script errors, while a page loads. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** A DevTools session's events by name, for the WebMCP domain that playwright-core's protocol types do not have yet. */
interface WebMcpEvents {
  on<T>(event: string, listener: (params: T) => void): void;
  off<T>(event: string, listener: (params: T) => void): void;
}

/** Resolves with the first `event` whose parameters pass `matches`; the listener is removed then. */
function nextEvent<T>(session: CDPSession, event: string, matches: (params: T) => boolean): Promise<T> {
  const events: WebMcpEvents = session as CDPSession & WebMcpEvents;
  return new Promise((resolve) => {
    const listener = (params: T) => {
      if (!matches(params)) return;
      events.off(event, listener);
      resolve(params);
    };
    events.on(event, listener);
  });
}

/**
 * Every English page, and each other language's overview: the module and its tools are the same bytes on every page,
 * so the translations stand in by one page each.
 */
const checkedPages = documentationPages.filter((page) => page.language === defaultLanguage.tag || page.key === 'overview');

describe('WebMCP on every English documentation page and on the overview in every other language', { timeout: 120_000 }, () => {
  for (const docPage of checkedPages) {
    test(`${docPage.path}: the three tools, listed with their schemas, each answering its endpoint's JSON`, async () => {
      const context = await withWebMcp.newContext();
      try {
        const page = await context.newPage();
        const problems = watch(page);
        const session = await context.newCDPSession(page);
        const listed: ListedTool[] = [];
        (session as CDPSession & WebMcpEvents).on<{ tools: ListedTool[] }>('WebMCP.toolsAdded', ({ tools }) => listed.push(...tools));
        await session.send('WebMCP.enable' as never);
        await page.goto(origin.url + docPage.path);
        await until(() => listed.length >= webMcpTools.length, 'the WebMCP tools listed');

        assert.deepEqual(
          listed.map(({ name, description, inputSchema, annotations }) => ({
            name,
            description,
            inputSchema,
            readOnly: annotations?.readOnly,
          })),
          webMcpTools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema, readOnly: true })),
        );
        for (const tool of webMcpTools) {
          const frameId = listed.find((listedTool) => listedTool.name === tool.name)?.frameId ?? '';
          const { invocationId } = (await session.send(
            'WebMCP.invokeTool' as never,
            { frameId, toolName: tool.name, input: {} } as never,
          )) as {
            invocationId: string;
          };
          const response = await nextEvent<{ invocationId: string; status: string; output?: unknown }>(
            session,
            'WebMCP.toolResponded',
            (params) => params.invocationId === invocationId,
          );
          const rest = await request(origin.url + tool.path);
          assert.equal(response.status, 'Completed', tool.name);
          assert.deepEqual(response.output, rest.json(), `${tool.name} answers exactly GET ${tool.path}`);
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
});

test('a browser without WebMCP loads every page with no console error and no tool API', { timeout: 60_000 }, async () => {
  const context = await without.newContext();
  try {
    const page = await context.newPage();
    const problems = watch(page);
    for (const docPage of checkedPages) {
      await page.goto(origin.url + docPage.path, { waitUntil: 'load' });
      assert.equal(await page.evaluate(() => 'modelContext' in document), false, docPage.path);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Locks in how a reader is classed from its User-Agent: each AI operator's and coding tool's own token to its purpose, the most specific class when two meet, the general list's classes by its tags, browsers as people, and only ever a name from the lists.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import crawlers from 'crawler-user-agents';
import fc from 'fast-check';
import { type AgentClass, agentClasses, classifyUserAgent, knownAgents, userAgentHead, userAgentRules } from '../../content/user-agents.ts';
import { attackRuns, attackSeed } from '../helpers/attacks.ts';
import { aiCrawlerEntries, instancesOf } from '../helpers/reader-corpus.ts';

const seed = 20_261_128;

describe('classifyUserAgent', () => {
  const cases: [string, string, string][] = [
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.3; +https://openai.com/gptbot)', 'ai-training', 'GPTBot'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)', 'ai-training', 'ClaudeBot'],
    ['CCBot/2.0 (https://commoncrawl.org/faq/)', 'ai-training', 'CCBot'],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
      'ai-search',
      'OAI-SearchBot',
    ],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
      'ai-search',
      'PerplexityBot',
    ],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
      'ai-assistant',
      'ChatGPT-User',
    ],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
      'ai-assistant',
      'Claude-User',
    ],
    // Claude Code fetches through the assistant's token with its own beside it: the more specific class wins.
    ['Claude-User (claude-code/2.1.86; +https://support.anthropic.com/)', 'coding-agent', 'claude-code'],
    ['Mozilla/5.0 (compatible; Google-Gemini-CLI/1.0; +https://github.com/google-gemini/gemini-cli)', 'coding-agent', 'Google-Gemini-CLI'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'search-engine', 'Googlebot'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'search-engine', 'bingbot'],
    ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', 'other-bot', 'AhrefsBot'],
    // Amazon's own three agents, by Amazon's description of each.
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot)',
      'ai-training',
      'Amazonbot',
    ],
    ['Mozilla/5.0 (compatible; Amzn-SearchBot/0.1) Chrome/119.0.6045.214 Safari/537.36', 'ai-search', 'Amzn-SearchBot'],
    ['Mozilla/5.0 (compatible; Amzn-User/0.1) Chrome/119.0.6045.214 Safari/537.36', 'ai-assistant', 'Amzn-User'],
    // An AI crawler whose operator publishes no purpose: an AI reader still, of no known kind.
    ['Mozilla/5.0 (compatible; TikTokSpider; ttspider-feedback@tiktok.com)', 'ai-other', 'TikTokSpider'],
    [
      'Mozilla/5.0 (compatible; Gemini-Deep-Research; +https://gemini.google/overview/deep-research/)',
      'ai-assistant',
      'Gemini-Deep-Research',
    ],
    ['curl/8.11.1', 'http-client', 'curl'],
    ['python-requests/2.32.3', 'http-client', 'python-requests'],
    ['Go-http-client/2.0', 'http-client', 'Go-http-client'],
    ['node', 'http-client', 'node'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36', 'person', 'other'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0', 'person', 'other'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0 Mobile/15E148 Safari/604.1',
      'person',
      'other',
    ],
    ['SomeTool/1.0', 'unknown', 'other'],
    ['', 'unknown', 'other'],
  ];
  for (const [userAgent, agentClass, agent] of cases) {
    test(`${JSON.stringify(userAgent.slice(0, 70))}: ${agentClass}, ${agent}`, () => {
      assert.deepEqual(classifyUserAgent(userAgent), { agentClass, agent });
    });
  }

  const aiClasses: readonly AgentClass[] = ['ai-training', 'ai-search', 'ai-assistant', 'coding-agent', 'ai-other'];
  test(`every one of the crawler list's ${aiCrawlerEntries.length} AI crawlers, by its examples or one made from its pattern (seed ${attackSeed}), gets an AI class`, () => {
    const misclassed = aiCrawlerEntries.flatMap((entry) =>
      instancesOf(entry).flatMap((userAgent) => {
        const { agentClass, agent } = classifyUserAgent(userAgent);
        return aiClasses.includes(agentClass)
          ? []
          : [`${entry.pattern}: ${JSON.stringify(userAgent.slice(0, 80))} is ${agentClass} ${agent}`];
      }),
    );
    assert.deepEqual(misclassed, []);
  });

  test('an AI crawler the operators place comes before the general list, whatever else the list tags it', () => {
    const tagged = aiCrawlerEntries.find((entry) => entry.pattern === 'OAI-SearchBot');
    assert.deepEqual(tagged?.tags?.includes('search-engine'), true, 'the list tags it a search engine too');
    assert.equal(classifyUserAgent(tagged?.instances[0]).agentClass, 'ai-search');
  });

  test('no User-Agent at all is unknown', () => {
    assert.deepEqual(classifyUserAgent(undefined), { agentClass: 'unknown', agent: 'other' });
  });

  test('every known agent has a class of the ten, an operator and a published source', () => {
    for (const known of knownAgents) {
      assert.ok(agentClasses.includes(known.agentClass), known.token);
      assert.match(known.source, /^https:\/\//, known.token);
      assert.ok(known.operator.length > 0, known.token);
    }
  });

  test("a browser shape takes none of the general list's own examples for a person", () => {
    const [plainBrowser] = userAgentRules;
    const taken = crawlers
      .flatMap((crawler) => crawler.instances)
      .filter((userAgent) => new RegExp(plainBrowser?.pattern ?? '').test(userAgent));
    assert.deepEqual(taken, []);
  });

  test(`only the first ${userAgentHead} characters decide: what follows cannot change the class, and an 8 KiB User-Agent costs no more`, () => {
    const padded = `${'x'.repeat(userAgentHead)} GPTBot/1.0`;
    assert.deepEqual(classifyUserAgent(padded), { agentClass: 'unknown', agent: 'other' });
  });

  test(`generated User-Agents (fast-check seed ${seed}) always get one of the ten classes and a name from the rules, or other`, () => {
    const names = new Set([...userAgentRules.map((rule) => rule.agent), 'other']);
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (userAgent) => {
        const reader = classifyUserAgent(userAgent);
        return agentClasses.includes(reader.agentClass) && names.has(reader.agent);
      }),
      { seed, numRuns: attackRuns(2_000) },
    );
  });
});

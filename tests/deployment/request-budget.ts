// A reporter that adds up the requests every check made, prints them by path, and fails the run when a rate-limited endpoint got more than its budget.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { budgetShare, rateLimitCheck, requestBudgets, requestCountAttachment } from './budget.ts';

export default class RequestBudgetReporter implements Reporter {
  readonly #counts = new Map<string, number>();

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name !== requestCountAttachment || attachment.body === undefined) continue;
      for (const [path, count] of Object.entries(JSON.parse(attachment.body.toString('utf8')) as Record<string, number>)) {
        this.#counts.set(path, (this.#counts.get(path) ?? 0) + count);
      }
    }
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    const counts = Object.fromEntries([...this.#counts].sort(([a], [b]) => a.localeCompare(b)));
    const lines = [`Requests this run, by path: ${JSON.stringify(counts)}`];
    let over = false;
    for (const [path, { limit, budget }] of requestBudgets) {
      const sent = this.#counts.get(path) ?? 0;
      if (rateLimitCheck.enabled && path === rateLimitCheck.path) {
        lines.push(`  ${path}: ${sent} (CHECK_RATE_LIMIT=1 spent its minute on purpose)`);
        continue;
      }
      const verdict = sent <= budget ? 'within' : 'OVER';
      over ||= sent > budget;
      lines.push(
        `  ${path}: ${sent} requests, ${verdict} the budget of ${budget} (${budgetShare * 100}% of the published ${limit} per minute)`,
      );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    return over ? { status: 'failed' } : { status: result.status };
  }

  printsToStdio(): boolean {
    return true;
  }
}

// Preloaded into each test file's process by the runner (package.json's test:files): a file whose tests have all ended, passed, failed or timed out, but that something still holds open is ended a grace period later, with every process it started.
import { after } from 'node:test';

/**
 * How long a file's own after-hooks may take once its last test has ended (the slowest, a stack's graceful stop under
 * load, takes about 15 s); `TEST_FILE_GRACE_MS` shortens it for the test of this very mechanism. Node's
 * --test-force-exit would end the file at once instead, and loses the reports of its last tests on the way.
 */
const graceMs = Number(process.env.TEST_FILE_GRACE_MS ?? 45_000);

// The runner's own process has no tests of its own to wait for.
if (process.env.NODE_TEST_CONTEXT?.startsWith('child')) {
  after(() => {
    setTimeout(() => {
      process.stderr.write(
        `${process.argv[1]}: still running ${graceMs / 1000} s after its last test; ending it and every process it started\n`,
      );
      process.exitCode = 1;
      // scripts/child-process.ts kills, on exit, every process tree the file still owns.
      process.exit();
    }, graceMs).unref();
  });
}

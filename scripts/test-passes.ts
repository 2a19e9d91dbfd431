// npm test's test passes side by side (concurrently, one per argument such as npm:test:all): the first's output as it comes, each other's after it, as if run in turn; non-zero when any fails or the run is interrupted.
import concurrently from 'concurrently';

// concurrently counts a pass that Ctrl-C ended as a success: an interrupted gate must never read as passed.
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
});

// concurrently sets FORCE_COLOR for what it starts when its own output is a terminal; the tests match their children's
// output as text, so each pass gets the environment it would get run alone.
const env = { FORCE_COLOR: process.env.FORCE_COLOR };
const { result } = concurrently(
  process.argv.slice(2).map((command) => ({ command, env })),
  { group: true, prefix: 'none' },
);
const passed = await result.then(
  () => true,
  () => false,
);
process.exitCode = passed && !interrupted ? 0 : 1;

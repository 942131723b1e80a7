import { parseFaults } from '../core/faults.ts';
import { feedOptionsFromEnv } from './registration-feed.ts';
import { startFeedSandbox } from './start-feed-sandbox.ts';

/**
 * A sandbox process with the registration feed on (tests and the benchmark spawn it in its own process
 * so it has a core to itself): SANDBOX_PORT, SANDBOX_FAULTS, SANDBOX_FEED_RATE, SANDBOX_FEED_BACKLOG,
 * SANDBOX_MAX_BLOCK_SPAN. Prints one JSON line with the URL and the backlog timing once it listens.
 */
const started = performance.now();
const sandbox = await startFeedSandbox({
  port: Number(process.env.SANDBOX_PORT ?? 0),
  faults: parseFaults(process.env.SANDBOX_FAULTS),
  evm: process.env.SANDBOX_MAX_BLOCK_SPAN ? { maxBlockSpan: Number(process.env.SANDBOX_MAX_BLOCK_SPAN) } : {},
  feed: feedOptionsFromEnv(process.env),
});
console.log(
  JSON.stringify({
    msg: 'feed sandbox listening',
    url: sandbox.server.url,
    backlog: sandbox.feed.total,
    startMs: Math.round(performance.now() - started),
  }),
);
const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

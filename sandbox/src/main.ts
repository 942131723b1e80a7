import { runProcess } from '@namescope/runtime';
import { parseSandboxConfig } from './config.ts';
import { startSandbox } from './index.ts';

/**
 * The sandbox process `make start` runs: every upstream on SANDBOX_PORT, with the registration feed on
 * (SANDBOX_FEED_RATE new names per second, default 0.5; SANDBOX_FEED_BACKLOG historical ones at start,
 * default 500 over the last SANDBOX_FEED_BACKLOG_WINDOW_SEC, default a day), so the New Registrations page
 * has rows as soon as the indexer's first pass is done.
 */
runProcess('sandbox', async ({ env, logger, onShutdown, logConfig }) => {
  const config = parseSandboxConfig(env);
  logConfig(config);
  const server = await startSandbox({
    port: config.port,
    host: config.host,
    faults: config.faults,
    feed: config.feed,
  });
  onShutdown('server', () => server.close());
  logger.info(
    {
      url: server.url,
      feed: { ratePerSec: config.feed.ratePerSec, backlog: server.feed?.total ?? 0 },
      // Since the process started, the backlog's generation included (the indexer benchmark reports it).
      startMs: Math.round(performance.now()),
    },
    'sandbox listening',
  );
});

import { parseFaults } from './core/faults.ts';
import { feedOptionsFromEnv } from './feeds/registration-feed.ts';
import { startSandbox } from './index.ts';

/**
 * The sandbox process `make start` runs: every upstream on SANDBOX_PORT, with the registration feed on
 * (SANDBOX_FEED_RATE new names per second, default 0.5; SANDBOX_FEED_BACKLOG historical ones at start,
 * default 500 over the last SANDBOX_FEED_BACKLOG_WINDOW_SEC, default a day), so the New Registrations page
 * has rows as soon as the indexer's first pass is done.
 */
const port = Number(process.env.SANDBOX_PORT ?? 8545);
const feed = feedOptionsFromEnv(process.env, { ratePerSec: 0.5, backlog: 500 });
const server = await startSandbox({
  port,
  host: process.env.SANDBOX_HOST,
  faults: parseFaults(process.env.SANDBOX_FAULTS),
  feed,
});
console.log(
  JSON.stringify({
    level: 'info',
    msg: 'sandbox listening',
    url: server.url,
    feed: { ratePerSec: feed.ratePerSec, backlog: server.feed?.total ?? 0 },
  }),
);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

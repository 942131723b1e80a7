import { configIssues } from '@namescope/runtime/testing';
import { describe, expect, it } from 'vitest';
import { loadIndexerConfig } from './config.ts';

const issuesOf = (env: Record<string, string>) => configIssues(loadIndexerConfig, env);

describe('loadIndexerConfig', () => {
  it('keeps the defaults of each upstream mode', () => {
    const mainnet = loadIndexerConfig({});
    expect(mainnet.upstreams.mode).toBe('mainnet');
    expect(mainnet).toMatchObject({
      pollCron: '*/5 * * * * *',
      statsCron: '0 * * * * *',
      maxBlockRange: 2000,
      batchSize: 10_000,
      lockLeaseMs: 30_000,
      metrics: { port: 9466, host: '127.0.0.1' },
    });
    expect(mainnet.confirmations.polygon).toBe(64);
    expect(mainnet.start.ens).toEqual({ kind: 'recent' });
    expect(mainnet.deploymentBlock.ens).toBeUndefined();
    expect(Object.isFrozen(mainnet.confirmations)).toBe(true);

    const sandbox = loadIndexerConfig({ UPSTREAMS: 'sandbox' });
    expect(sandbox.maxBlockRange).toBe(100_000_000);
    expect(sandbox.confirmations.polygon).toBe(2);
    expect(sandbox.start.ens).toEqual({ kind: 'block', block: 0 });
    expect(sandbox.deploymentBlock.ens).toBe(0);
  });

  it('reads per-source and per-chain settings over the shared ones', () => {
    const config = loadIndexerConfig({
      INDEXER_SOURCES: 'ens, nfd',
      INDEXER_START: '100',
      INDEXER_START_NFD: 'recent',
      INDEXER_RECENT_WINDOW_NFD: '50',
      INDEXER_CONFIRMATIONS: '3',
      INDEXER_CONFIRMATIONS_POLYGON: '70',
      INDEXER_POLL_CRON_NFD: '*/30 * * * * *',
      INDEXER_DEPLOYMENT_BLOCK_ENS: '9380380',
    });
    expect(config.sources).toEqual(['ens', 'nfd']);
    expect(config.start.ens).toEqual({ kind: 'block', block: 100 });
    expect(config.start.nfd).toEqual({ kind: 'recent' });
    expect(config.recentWindow).toMatchObject({ nfd: 50, ens: 5000 });
    expect(config.confirmations).toMatchObject({ ethereum: 3, polygon: 70 });
    expect(config.pollCronBySource).toEqual({ nfd: '*/30 * * * * *' });
    expect(config.deploymentBlock.ens).toBe(9_380_380);
  });

  it('validates every cron, number and URL, naming each bad variable in words', () => {
    expect(
      issuesOf({
        INDEXER_POLL_CRON: 'notcron',
        INDEXER_POLL_CRON_SUINS: 'every minute',
        INDEXER_STATS_CRON: '* * *',
        INDEXER_BATCH_SIZE: 'lots',
        INDEXER_CONFIRMATIONS_BSC: '-1',
        INDEXER_SOURCES: 'ens,ensx',
        DATABASE_URL: 'mysql://u:p@db/namescope',
        INDEXER_METRICS_PORT: '99999',
      }).sort(),
    ).toEqual([
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'INDEXER_BATCH_SIZE: not a whole number',
      'INDEXER_CONFIRMATIONS_BSC: must be at least 0',
      'INDEXER_METRICS_PORT: must be at most 65535',
      'INDEXER_POLL_CRON: not a cron expression',
      'INDEXER_POLL_CRON_SUINS: not a cron expression',
      expect.stringMatching(/^INDEXER_SOURCES: entry 2: lists an unknown source \(known: ens, /),
      'INDEXER_STATS_CRON: not a cron expression',
    ]);
  });

  it('refuses sandbox upstreams in production unless SANDBOX_IN_PRODUCTION', () => {
    expect(issuesOf({ NODE_ENV: 'production', UPSTREAMS: 'sandbox' })).toEqual([
      expect.stringMatching(/^UPSTREAMS: sandbox with NODE_ENV=production/),
    ]);
    expect(
      loadIndexerConfig({ NODE_ENV: 'production', UPSTREAMS: 'sandbox', SANDBOX_IN_PRODUCTION: 'true' })
        .upstreams.mode,
    ).toBe('sandbox');
  });
});

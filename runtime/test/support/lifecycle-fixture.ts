import { ConfigError, runProcess } from '../../src/index.ts';

/**
 * A tiny process run by run-process.test.ts through runProcess, like the site's mains. FIXTURE_MODE picks
 * its behaviour: 'serve' stays up until signalled, 'fail' rejects at start, 'config' throws a config error,
 * 'hang' registers a closer that never finishes, 'crash' throws an uncaught exception after start.
 */
runProcess(
  'fixture',
  async ({ env, logger, onShutdown, logConfig }) => {
    const mode = env.FIXTURE_MODE ?? 'serve';
    logConfig({ mode, databaseUrl: env.FIXTURE_DB_URL, adminPassword: env.FIXTURE_PASSWORD });
    onShutdown('first', () => logger.info('closed first'));
    onShutdown('second', () => logger.info('closed second'));
    if (mode === 'fail') throw new Error('cannot open the store');
    if (mode === 'config') throw new ConfigError([{ variable: 'PORT', message: 'not a whole number' }]);
    if (mode === 'hang') onShutdown('hang', () => new Promise(() => {}));
    // Keeps the event loop alive, as a server would.
    const timer = setInterval(() => {}, 60_000);
    onShutdown('timer', () => clearInterval(timer));
    if (mode === 'crash')
      setTimeout(() => {
        throw new Error('boom');
      }, 10);
    logger.info('ready');
  },
  { graceMs: Number(process.env.FIXTURE_GRACE_MS ?? 10_000) },
);

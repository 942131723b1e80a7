import type { Logger } from 'pino';
import { z } from 'zod';
import { ConfigError } from './config/config-error.ts';
import { loggingSettings } from './config/fragments.ts';
import { parseProcessConfig } from './config/parse-process-config.ts';
import { wholeNumber } from './config/settings.ts';
import { loadEnv, type Env } from './load-env.ts';
import { createLogger } from './logger.ts';
import { redactConfig } from './redact.ts';
import { ShutdownRegistry, type Closer } from './shutdown-registry.ts';

/** What a process main gets: its environment, its logger, and where to register what must be closed. */
export interface ProcessContext {
  role: string;
  /** process.env over the repository's .env (see loadEnv); parse it into the process's config. */
  env: Env;
  logger: Logger;
  /** Registers a closer; on shutdown closers run in reverse order (what opened last closes first). */
  onShutdown(name: string, close: Closer): void;
  /** Logs the effective configuration once at start, secrets redacted. */
  logConfig(config: unknown): void;
}

/**
 * How long closing may take after a signal before a process exits anyway. Whatever stops the processes waits
 * longer before it kills: the supervisor (15 s) and docker compose's stop_grace_period (30 s).
 */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

export interface RunProcessOptions {
  /** How long closing may take after a signal before the process exits anyway (DEFAULT_SHUTDOWN_GRACE_MS). */
  graceMs?: number;
}

/** The supervisor (scripts/supervisor.ts) names itself here, so a child it leaves behind notices. */
export const SUPERVISOR_PID_VAR = 'NAMESCOPE_SUPERVISOR_PID';
const SUPERVISOR_POLL_MS = 2_000;

/**
 * What runProcess itself needs before the process's own configuration is parsed: the log level (the same
 * setting the process validates; a bad one falls back to info here, so the error naming it can be logged)
 * and the supervisor's pid.
 */
const lifecycleSpec = {
  schema: z.object({
    LOG_LEVEL: loggingSettings.LOG_LEVEL.catch('info'),
    [SUPERVISOR_PID_VAR]: wholeNumber({ min: 1 }).optional().catch(undefined),
  }),
  build: (s: { LOG_LEVEL: string; [SUPERVISOR_PID_VAR]?: number }) => ({
    logLevel: s.LOG_LEVEL,
    supervisorPid: s[SUPERVISOR_PID_VAR],
  }),
};

/**
 * Runs one process of the site (API, lookup worker, indexer, sandbox) the same way: loads the environment,
 * makes the logger, runs `main`, and on SIGINT, SIGTERM or SIGHUP closes what main registered and exits 0.
 * A failure anywhere (main rejects, an uncaught exception, an unhandled rejection) is logged as fatal,
 * closes what it can and exits 1, so a supervisor restarts the process. If closing hangs, the process exits
 * after the grace period anyway; a second signal exits at once.
 */
export function runProcess(
  role: string,
  main: (context: ProcessContext) => Promise<void>,
  options: RunProcessOptions = {},
): void {
  const env = loadEnv();
  const lifecycle = parseProcessConfig(lifecycleSpec, env);
  const logger = createLogger(role, lifecycle.logLevel);
  const registry = new ShutdownRegistry();
  const graceMs = options.graceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  let stopping = false;

  const stop = (code: number) => {
    if (stopping) {
      logger.warn('second stop request: exiting now');
      process.exit(code || 1);
    }
    stopping = true;
    // Not unref'd: a closer that never settles must not let the process drift out as if it had closed.
    setTimeout(() => {
      logger.error({ graceMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    void registry
      .close((closer, err) => logger.error({ err, closer }, 'close failed'))
      .then(() => {
        logger.info({ code }, 'stopped');
        process.exit(code);
      });
  };

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      logger.info({ signal }, 'stopping');
      stop(0);
    });
  }
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception');
    stop(1);
  });
  process.on('unhandledRejection', (err) => {
    logger.fatal({ err }, 'unhandled rejection');
    stop(1);
  });
  watchSupervisor(lifecycle.supervisorPid, logger, () => stop(0));

  const context: ProcessContext = {
    role,
    env,
    logger,
    onShutdown: (name, close) => registry.add(name, close),
    logConfig: (config) => logger.info({ config: redactConfig(config) }, 'effective configuration'),
  };
  main(context).catch((error: unknown) => {
    // A config error's message names each bad variable: log it as the message, not as a stack.
    if (error instanceof ConfigError) logger.fatal(error.message);
    else logger.fatal({ err: error }, `${role} failed`);
    stop(1);
  });
}

/** Under a supervisor, stop when it is gone (killed with -9), rather than run on as an orphan. */
function watchSupervisor(pid: number | undefined, logger: Logger, stop: () => void): void {
  if (pid === undefined) return;
  const timer = setInterval(() => {
    try {
      process.kill(pid, 0);
    } catch {
      clearInterval(timer);
      logger.warn({ supervisor: pid }, 'supervisor is gone: stopping');
      stop();
    }
  }, SUPERVISOR_POLL_MS);
  timer.unref();
}

export * from './config/index.ts';
export { DOT_ENV_FILE, loadEnv, mergeEnv, readDotEnv, REPO_ROOT, type Env } from './load-env.ts';
export { createLogger, type Logger } from './logger.ts';
export { COMPILED_CONDITION, compiledMain, nodeArgs, runModeFrom, type RunMode } from './node-command.ts';
export {
  REDACTED,
  redactConfig,
  redactPathSegments,
  redactUrl,
  redactUrlsDeep,
  redactUrlsIn,
} from './redact.ts';
export {
  DEFAULT_SHUTDOWN_GRACE_MS,
  runProcess,
  SUPERVISOR_PID_VAR,
  type ProcessContext,
  type RunProcessOptions,
} from './run-process.ts';
export { ShutdownRegistry, type Closer } from './shutdown-registry.ts';
export { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL } from './store-defaults.ts';

export { ConfigError, type ConfigIssue } from './config-error.ts';
export {
  databaseSettings,
  LOG_LEVELS,
  loggingSettings,
  lookupTimeoutSettings,
  metricsSettings,
  NODE_ENVS,
  nodeEnvSettings,
  redisSettings,
  sandboxInProductionSettings,
  type NodeEnv,
} from './fragments.ts';
export {
  parseEnvWith,
  parseProcessConfig,
  withoutEmpty,
  type EnvSource,
  type ProcessConfigSpec,
} from './parse-process-config.ts';
export { refuseSandboxInProduction } from './sandbox-in-production.ts';
export {
  choice,
  cronExpression,
  decimal,
  email,
  flag,
  host,
  list,
  port,
  url,
  wholeNumber,
} from './settings.ts';

import { ConfigError, type EnvSource } from '../../src/config/index.ts';

/**
 * What a process's config parser says of an environment, as 'VARIABLE: message' lines: [] when it accepts
 * it. Any error other than a ConfigError is a bug, so it is rethrown.
 */
export function configIssues(parse: (env: EnvSource) => unknown, env: EnvSource): string[] {
  try {
    parse(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.map((i) => `${i.variable}: ${i.message}`);
    throw error;
  }
  return [];
}

import { z } from 'zod';
import { ConfigError, type ConfigIssue } from './config-error.ts';

/** An environment as a process sees it: process.env over .env (loadEnv), or a test's object. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/**
 * A process's configuration: its settings schema (the shared fragments spread with its own settings),
 * optional parts that another package parses from the same environment (the upstream endpoints), and how
 * the process shapes the result for its components. `build` may throw a ConfigError for a rule that spans
 * settings, such as sandbox upstreams in production.
 */
export interface ProcessConfigSpec<S extends z.ZodType, P extends Parts, T> {
  schema: S;
  parts?: P;
  build: (settings: z.output<S> & PartsOutput<P>) => T;
}

type Parts = Record<string, (env: EnvSource) => unknown>;
type PartsOutput<P extends Parts> = { [K in keyof P]: ReturnType<P[K]> };

/**
 * The one way a process reads its configuration, once at start: validates every setting, and throws one
 * ConfigError naming each bad variable (of the schema and of every part) rather than the first. An empty
 * variable counts as unset, so its default applies (`FOO=` in .env). The result is deeply frozen: nothing
 * changes a setting after start.
 */
export function parseProcessConfig<S extends z.ZodType, P extends Parts, T>(
  spec: ProcessConfigSpec<S, P, T>,
  env: EnvSource,
): Readonly<T> {
  const defined = withoutEmpty(env);
  const issues: ConfigIssue[] = [];
  const parsed = spec.schema.safeParse(defined);
  if (!parsed.success) issues.push(...parsed.error.issues.map(toIssue));
  const parts: Record<string, unknown> = {};
  for (const [name, parse] of Object.entries(spec.parts ?? {})) {
    try {
      parts[name] = parse(defined);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      issues.push(...error.issues);
    }
  }
  if (issues.length > 0 || !parsed.success) throw new ConfigError(issues);
  return deepFreeze(spec.build({ ...(parsed.data as object), ...parts } as z.output<S> & PartsOutput<P>));
}

/**
 * @deprecated The schema-only form of parseProcessConfig, kept for the upstream settings and the adapters
 * until they move to it.
 */
export function parseEnvWith<S extends z.ZodType>(schema: S, env: EnvSource): Readonly<z.output<S>> {
  return parseProcessConfig({ schema, build: (settings) => settings }, env);
}

/** The environment without empty variables: `FOO=` means 'not set', so defaults apply. */
export function withoutEmpty(env: EnvSource): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

function toIssue(issue: z.core.$ZodIssue): ConfigIssue {
  const [variable, ...inner] = issue.path.map(String);
  // Our setting builders word every message; a schema's bare `z.string()` for a required variable is the
  // one case left to zod, whose wording ('expected string, received undefined') would puzzle an operator.
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  const message = missing ? 'required' : issue.message;
  // Inside a structured value (SANDBOX_FAULTS' JSON, a SESSION_KEYS entry): say where.
  const where = inner.map((key) => (/^\d+$/.test(key) ? `entry ${Number(key) + 1}` : key)).join('.');
  return { variable: variable ?? 'configuration', message: where ? `${where}: ${message}` : message };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

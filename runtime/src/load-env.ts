import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

/** The repository root, whatever the working directory a process was started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The one .env every process reads: the repository root's, never the working directory's. */
export const DOT_ENV_FILE = path.join(REPO_ROOT, '.env');

/** A process's environment once merged: only non-empty values. */
export type Env = Readonly<Record<string, string>>;

/**
 * The real environment over the .env file: a variable set in the environment wins, even when empty (as with
 * dotenv, docker compose and twelve-factor); the file only fills the others. Empty values then count as
 * unset, so `FOO=` in .env keeps FOO's default.
 */
export function mergeEnv(
  environment: Readonly<Record<string, string | undefined>>,
  fromFile: Readonly<Record<string, string>>,
): Env {
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...fromFile, ...definedOnly(environment) })) {
    if (value !== '') merged[name] = value;
  }
  return Object.freeze(merged);
}

function definedOnly(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Parses a .env file (Node's own parser: the dotenv format); a missing file is an empty one. */
export function readDotEnv(file = DOT_ENV_FILE): Record<string, string> {
  return existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/**
 * Loads a process's environment, once at start: process.env over the repository's .env. The .env values
 * are also copied into process.env where unset, so libraries that read it themselves (NODE_ENV for Koa)
 * see the same settings as our config. Only config loaders and process mains call this.
 */
export function loadEnv(file = DOT_ENV_FILE): Env {
  const fromFile = readDotEnv(file);
  for (const [name, value] of Object.entries(fromFile)) {
    if (process.env[name] === undefined) process.env[name] = value;
  }
  return mergeEnv(process.env, fromFile);
}

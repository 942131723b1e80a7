import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (processes run from their workspace folder under `npm run -w`). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Loads the working directory's .env, then the repo root's, into process.env. Variables already set in
 * the environment always win: loadEnvFile never overrides them. Only config loaders call this, once.
 */
export function loadDotEnv(): void {
  for (const file of new Set([path.resolve('.env'), path.join(REPO_ROOT, '.env')])) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The parts of a compose service the deployment tests read. */
export interface ComposeService {
  image?: string;
  build?: string | { context: string; target?: string };
  command?: string[];
  profiles?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: object;
  healthcheck?: { test: string[] };
  logging?: { driver?: string; options?: Record<string, string> };
  deploy?: { resources?: { limits?: { memory?: string } } };
  stop_grace_period?: string;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/**
 * A compose file as docker compose reads it before interpolation: YAML merge keys (`<<: *app`) applied,
 * `${VAR}` references left as written. No Docker engine runs here, so the tests read the files themselves.
 */
export function readCompose(path: string): ComposeFile {
  return parse(readFileSync(path, 'utf8'), { merge: true }) as ComposeFile;
}

/** The Dockerfile target a service builds, undefined for a third-party image. */
export function buildTarget(service: ComposeService): string | undefined {
  return typeof service.build === 'object' ? service.build.target : undefined;
}

/** Every variable a compose file interpolates (`${NAME}`, `${NAME:-default}`, `${NAME:?message}`). */
export function interpolatedVariables(path: string): Set<string> {
  const text = readFileSync(path, 'utf8');
  // `$$` is a literal dollar for the container's shell, not an interpolation.
  return new Set([...text.matchAll(/(?<!\$)\$\{(\w+)/g)].map((m) => m[1]!));
}

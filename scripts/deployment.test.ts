import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No Docker engine runs here, so the deployment files are checked by reading them against the compose spec.
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as {
  services: Record<
    string,
    { command?: string[]; healthcheck?: { test: unknown }; depends_on?: object; build?: string }
  >;
  volumes: Record<string, unknown>;
};
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const dockerfile = readFileSync('Dockerfile', 'utf8');

describe('docker-compose.yml', () => {
  it('describes the stores and the three application processes, each with a health check', () => {
    for (const name of ['postgres', 'redis', 'api', 'lookup-worker', 'indexer']) {
      expect(compose.services[name], name).toBeDefined();
      expect(compose.services[name]!.healthcheck?.test, `${name} healthcheck`).toBeDefined();
    }
  });

  it('runs only npm scripts that exist', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const command = service.command?.join(' ') ?? '';
      for (const [, script] of command.matchAll(/npm run (?:--silent )?([\w:-]+)/g)) {
        expect(scripts[script!], `${name} runs npm script ${script}`).toBeDefined();
      }
    }
  });

  it('keeps data in named volumes', () => {
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['pgdata', 'redisdata']));
  });

  it('builds every application service from the multi-stage Dockerfile', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    for (const name of ['api', 'lookup-worker', 'indexer']) expect(compose.services[name]!.build).toBe('.');
  });
});

import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { createProcessRegistry, startMetricsServer } from '@namescope/runtime/metrics';
import { DEFAULT_SHUTDOWN_GRACE_MS } from '@namescope/runtime';
import { freePort } from '@namescope/runtime/testing';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildTarget, interpolatedVariables, readCompose, type ComposeService } from './test/compose-file.ts';

/**
 * The compose deployment's hygiene, read from the files (no Docker engine runs here): health checks that ask
 * the process itself, pinned images, stores kept off the host, a Redis password, a scalable API, rotated logs,
 * memory limits, stop grace periods, and every variable documented. docs/operations.md explains each.
 */
const compose = readCompose('docker-compose.yml');
const localOverride = readCompose('docker-compose.local.yml');
const services = Object.entries(compose.services);
/** Services running our image (Node processes), as opposed to third-party images. */
const ours = services.filter(([, s]) => buildTarget(s) !== undefined);
const service = (name: string): ComposeService => compose.services[name]!;
const envExample = readFileSync('.env.example', 'utf8');
const run = promisify(execFile);

describe('docker-compose.yml health checks', () => {
  const scrapePorts = prometheusScrapePorts();

  it.each([
    ['lookup-worker', 'LOOKUP_WORKER_METRICS_PORT'],
    ['indexer', 'INDEXER_METRICS_PORT'],
  ])('%s: asks the process itself, on its own metrics port, not Redis', async (name, portVariable) => {
    const [command, ...args] = service(name).healthcheck!.test;
    const script = args.join(' ');
    expect(script, 'a TCP connection to Redis says nothing about the process').not.toMatch(/6379|'redis'/);
    // The port the check falls back to is the one Prometheus scrapes and .env.example documents.
    expect(script).toContain(`process.env.${portVariable}||${scrapePorts[name]}`);
    expect(envExample).toMatch(new RegExp(`^${portVariable}=${scrapePorts[name]}$`, 'm'));

    // Run the check as Docker would (CMD form, no shell) against a real metrics endpoint, then without one.
    expect(command).toBe('CMD');
    const port = await freePort();
    const check = () =>
      run(args[0]!, args.slice(1), { env: { ...process.env, [portVariable]: String(port) } }).then(
        () => 'healthy',
        () => 'unhealthy',
      );
    const server = await startMetricsServer({
      registry: createProcessRegistry(),
      port,
      host: '127.0.0.1',
      logger: { info: () => {}, warn: () => {} },
    });
    expect(server.port).toBe(port);
    try {
      expect(await check()).toBe('healthy');
    } finally {
      await server.close();
    }
    expect(await check()).toBe('unhealthy');
  });
});

describe('docker-compose.yml images', () => {
  it('pins every third-party image to a release (never a floating major, never latest)', () => {
    for (const [name, s] of services.filter(([, s]) => !s.build)) {
      expect(s.image, name).toMatch(/^[\w./-]+:v?\d+\.\d+(\.\d+)?(-[a-z0-9.]+)?$/);
    }
    expect(service('postgres').image).toMatch(/^postgres:15\.\d+-alpine$/);
    expect(service('redis').image).toMatch(/^redis:7\.\d+\.\d+-alpine$/);
    for (const [name, s] of ours) expect(s.image, name).not.toMatch(/:latest$/);
  });

  it('builds on the Node line the tests run on, pinned to a release the README names', () => {
    const arg = /^ARG NODE_VERSION=(\S+)$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1] ?? '';
    const version = /^(\d+)\.(\d+)\.(\d+)-[a-z-]+$/.exec(arg);
    expect(version, `Dockerfile ARG NODE_VERSION=${arg}`).not.toBeNull();
    const [major, minor] = [Number(version![1]), Number(version![2])];
    expect(major).toBe(Number(process.versions.node.split('.')[0]));
    // At least what package.json's engines ask for.
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } })
      .engines;
    const [floorMajor, floorMinor] = /(\d+)\.(\d+)/.exec(engines.node)!.slice(1).map(Number) as [
      number,
      number,
    ];
    expect(major === floorMajor && minor >= floorMinor).toBe(true);
    const readme = readFileSync('README.md', 'utf8');
    expect(readme.includes(`node:${arg}`), `README.md names node:${arg}`).toBe(true);
  });
});

describe('docker-compose.yml stores', () => {
  it('publishes neither PostgreSQL nor Redis; the opt-in override publishes them on loopback only', () => {
    expect(service('postgres').ports).toBeUndefined();
    expect(service('redis').ports).toBeUndefined();
    for (const name of ['postgres', 'redis']) {
      const ports = localOverride.services[name]!.ports!;
      expect(ports.length, name).toBeGreaterThan(0);
      for (const port of ports) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
  });

  it('runs Redis with a required password, which every client and the health check use', () => {
    const command = service('redis').command!;
    const password = command[command.indexOf('--requirepass') + 1];
    expect(password).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    expect(command).toEqual(expect.arrayContaining(['--maxmemory-policy', 'noeviction']));
    for (const [name, s] of ours) {
      expect(s.environment?.REDIS_URL, name).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]*\}@redis:6379$/);
    }
    expect(service('redis').environment?.REDISCLI_AUTH).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    // redis-cli exits 0 on NOAUTH: only a PONG may count as healthy.
    expect(service('redis').healthcheck!.test.join(' ')).toMatch(/grep -q PONG/);
  });

  it('requires the PostgreSQL password rather than defaulting it', () => {
    expect(service('postgres').environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    for (const [name, s] of ours) {
      expect(s.environment?.DATABASE_URL, name).toMatch(/^postgres:\/\/namescope:\$\{POSTGRES_PASSWORD:\?/);
    }
  });
});

describe('docker-compose.yml scaling and exposure', () => {
  it('publishes no fixed host port on a service that scales, so --scale api=N cannot collide', () => {
    for (const name of ['api', 'lookup-worker', 'indexer']) expect(service(name).ports, name).toBeUndefined();
  });

  it('publishes every port on loopback only (a TLS reverse proxy serves the public)', () => {
    for (const [name, s] of services)
      for (const port of s.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
  });

  it('serves the site through one proxy that spreads requests over every api replica, unbuffered', () => {
    const proxy = service('proxy');
    expect(proxy.ports).toEqual(['127.0.0.1:${PORT:-8080}:8080']);
    const caddyfile = readFileSync(hostPath(proxy, '/etc/caddy/Caddyfile'), 'utf8');
    // Compose's DNS answers `api` with every replica's address; the port is the one each api listens on.
    expect(caddyfile).toMatch(
      new RegExp(`dynamic a \\{\\s*name api\\s*port ${service('api').environment!.PORT}\\s`),
    );
    expect(caddyfile).toMatch(/^\s*flush_interval -1$/m);
    // The API is always behind it, so it must read client addresses and the scheme from its headers.
    expect(service('api').environment?.TRUST_PROXY).toBe('true');
  });
});

describe('docker-compose.yml resources and lifecycle', () => {
  it("rotates every container's log", () => {
    for (const [name, s] of services) {
      expect(s.logging?.driver, name).toBe('json-file');
      expect(s.logging?.options?.['max-size'], name).toMatch(/^\d+[km]$/);
      expect(s.logging?.options?.['max-file'], name).toMatch(/^\d+$/);
    }
  });

  it("limits every container's memory, and caps each Node process's heap below its limit", () => {
    for (const [name, s] of services) {
      const limit = bytes(s.deploy?.resources?.limits?.memory ?? '');
      expect(limit, name).toBeGreaterThan(0);
      if (buildTarget(s) === undefined) continue;
      const heapMb = Number(/--max-old-space-size=(\d+)/.exec(s.environment?.NODE_OPTIONS ?? '')?.[1]);
      expect(heapMb * 2 ** 20, `${name} heap`).toBeLessThan(limit * 0.9);
    }
  });

  it("gives each Node process longer to stop than its own shutdown grace, before Docker's SIGKILL", () => {
    for (const [name, s] of ours) {
      expect(seconds(s.stop_grace_period ?? '10s') * 1000, name).toBeGreaterThan(DEFAULT_SHUTDOWN_GRACE_MS);
    }
  });
});

describe('docs/operations.md', () => {
  it('names the images the deployment pins, so the runbook and the file agree', () => {
    const runbook = readFileSync('docs/operations.md', 'utf8');
    for (const [name, s] of services.filter(([, s]) => !s.build))
      expect(runbook.includes(`\`${s.image}\``), `${name}: ${s.image}`).toBe(true);
  });
});

describe('.env.example', () => {
  it('lists every variable docker compose and the Makefile read, each under a comment', () => {
    const used = new Set([
      ...interpolatedVariables('docker-compose.yml'),
      ...interpolatedVariables('docker-compose.local.yml'),
      ...makefileVariables(),
    ]);
    const documented = documentedVariables(envExample);
    const missing = [...used].filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
    for (const name of ['POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'GRAFANA_ADMIN_PASSWORD', 'LOCAL_PG_DATA'])
      expect(used, name).toContain(name);
  });
});

/** The metrics port Prometheus scrapes per job (observability/prometheus.yml). */
function prometheusScrapePorts(): Record<string, number> {
  const config = parse(readFileSync('observability/prometheus.yml', 'utf8')) as {
    scrape_configs: { job_name: string; dns_sd_configs: { port: number }[] }[];
  };
  return Object.fromEntries(config.scrape_configs.map((j) => [j.job_name, j.dns_sd_configs[0]!.port]));
}

/** The host path a service mounts at `target`. */
function hostPath(s: ComposeService, target: string): string {
  const volume = s.volumes?.find((v) => v.split(':')[1] === target);
  expect(volume, target).toBeDefined();
  return volume!.split(':')[0]!;
}

/** Variables the Makefile takes from the environment or .env (`NAME ?= ...`, `$(call dotenv,NAME)`). */
function makefileVariables(): string[] {
  const text = readFileSync('Makefile', 'utf8');
  return [
    ...[...text.matchAll(/^(\w+) \?=/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/\$\(call dotenv,(\w+)\)/g)].map((m) => m[1]!),
  ];
}

/**
 * Variables .env.example assigns (`NAME=` or, for a commented example, `# NAME=`) in a block that a comment
 * opens: the nearest line above that is not an assignment must be a comment that is not a rule (`# ---`).
 */
function documentedVariables(text: string): Set<string> {
  const documented = new Set<string>();
  let commented = false;
  for (const line of text.split('\n')) {
    const assignment = /^(?:#\s*)?([A-Z][A-Z0-9_]*)=/.exec(line);
    if (assignment) {
      if (commented) documented.add(assignment[1]!);
    } else {
      commented = line.startsWith('#') && !/^#\s*-+\s*$/.test(line);
    }
  }
  return documented;
}

function bytes(size: string): number {
  const match = /^(\d+)([kmg])$/i.exec(size);
  if (!match) return 0;
  return Number(match[1]) * 1024 ** ('kmg'.indexOf(match[2]!.toLowerCase()) + 1);
}

function seconds(duration: string): number {
  const match = /^(\d+)(s|m)$/.exec(duration);
  return match ? Number(match[1]) * (match[2] === 'm' ? 60 : 1) : 0;
}

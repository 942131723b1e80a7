import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApiMetrics, httpMetrics } from '@namescope/api/metrics';
import { redisKeys } from '@namescope/protocol';
import { createProcessRegistry } from '@namescope/runtime/metrics';
import { createIndexerMetrics } from '@namescope/indexer';
import { createLookupRecorder, createQueueMetrics } from '@namescope/lookup-worker';
import { readCompose } from './test/compose-file.ts';

// No Docker engine runs here, so the deployment files are checked by reading them against the compose spec.
const compose = readCompose('docker-compose.yml');
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;

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
    expect(Object.keys(compose.volumes ?? {})).toEqual(expect.arrayContaining(['pgdata', 'redisdata']));
  });

  it('runs npm scripts whose TypeScript entry points exist', () => {
    for (const [name, script] of Object.entries(scripts)) {
      for (const [, file] of script.matchAll(/--import tsx (\S+\.ts)\b/g)) {
        expect(existsSync(file!), `npm script ${name} runs ${file}`).toBe(true);
      }
    }
  });
});

describe('observability profile', () => {
  const observability = ['prometheus', 'grafana'];

  it('runs Prometheus and Grafana only in the observability profile, on pinned image tags', () => {
    for (const name of observability) {
      const service = compose.services[name]!;
      expect(service.profiles, name).toEqual(['observability']);
      // A tag with a version number: never latest, never untagged.
      expect(service.image, name).toMatch(/^[\w./-]+:v?\d+\.\d+\.\d+$/);
      expect(service.healthcheck?.test, `${name} healthcheck`).toBeDefined();
    }
    for (const name of ['api', 'lookup-worker', 'indexer']) {
      expect(compose.services[name]!.profiles, name).toBeUndefined();
      // Reachable by Prometheus on the compose network (the default binds loopback only).
      expect(compose.services[name]!.environment?.METRICS_HOST, name).toBe('0.0.0.0');
    }
  });

  it('scrapes every replica of the three processes on their metrics ports through DNS discovery', () => {
    const mounted = compose.services.prometheus!.volumes!.find((v) =>
      v.endsWith(':/etc/prometheus/prometheus.yml:ro'),
    );
    expect(mounted).toBeDefined();
    const prometheus = parse(readFileSync(mounted!.split(':')[0]!, 'utf8')) as {
      scrape_configs: {
        job_name: string;
        dns_sd_configs: { names: string[]; type: string; port: number }[];
      }[];
    };
    const jobs = Object.fromEntries(prometheus.scrape_configs.map((j) => [j.job_name, j.dns_sd_configs[0]!]));
    expect(jobs).toEqual({
      api: expect.objectContaining({ names: ['api'], type: 'A', port: 9464 }),
      'lookup-worker': expect.objectContaining({ names: ['lookup-worker'], type: 'A', port: 9465 }),
      indexer: expect.objectContaining({ names: ['indexer'], type: 'A', port: 9466 }),
    });
  });

  it('provisions the datasource and a dashboard whose every query uses metrics NameScope exports', () => {
    const grafanaVolumes = compose.services.grafana!.volumes!;
    const source = (target: string) => grafanaVolumes.find((v) => v.includes(`:${target}`))!.split(':')[0]!;
    const datasources = parse(
      readFileSync(`${source('/etc/grafana/provisioning')}/datasources/prometheus.yml`, 'utf8'),
    ) as { datasources: { uid: string; url: string }[] };
    expect(datasources.datasources[0]).toMatchObject({ url: 'http://prometheus:9090' });

    const exported = exportedMetricNames();
    const dir = source('/etc/grafana/dashboards');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    const titles: string[] = [];
    for (const file of files) {
      const dashboard = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as {
        panels: { title: string; targets: { expr: string; datasource: { uid: string } }[] }[];
      };
      for (const panel of dashboard.panels) {
        titles.push(panel.title);
        for (const target of panel.targets) {
          expect(target.datasource.uid).toBe(datasources.datasources[0]!.uid);
          const metrics = [...target.expr.matchAll(/\b((?:namescope|process|nodejs)_\w+)/g)].map(
            (m) => m[1]!,
          );
          expect(metrics.length, `${panel.title}: ${target.expr}`).toBeGreaterThan(0);
          for (const metric of metrics) expect(exported, `${panel.title} uses ${metric}`).toContain(metric);
        }
      }
    }
    // The four: searches per second, per-service p95 latency and error rate, queue depth, indexer lag.
    expect(titles).toEqual(
      expect.arrayContaining([
        'Searches per second',
        'Lookup p95 latency by service',
        'Lookup error rate by service',
        'Queue depth',
        'Indexer lag (blocks)',
        'Indexer lag (seconds behind head)',
      ]),
    );
  });

  it('never adds up per-process percentiles, and shows memory where a title says so', () => {
    for (const panel of dashboardPanels()) {
      for (const { expr } of panel.targets) {
        // A percentile a process computes itself (nodejs_eventloop_lag_p99_seconds) cannot be summed or
        // averaged across replicas; histograms are summed by bucket before histogram_quantile instead.
        expect(expr, panel.title).not.toMatch(/\b(sum|avg)\b[^()]*\([^()]*_p\d+_/);
        if (expr.includes('histogram_quantile'))
          expect(expr, panel.title).toMatch(
            /histogram_quantile\([\d.]+, sum by \([\w, ]*\ble\b[\w, ]*\) \(rate\(/,
          );
        if (/memory/i.test(panel.title)) expect(expr, panel.title).toMatch(/_memory_|_heap_/);
      }
    }
  });
});

describe('metric labels', () => {
  // What Prometheus adds to every series it scrapes, and the histogram bucket bound.
  const PROMETHEUS_LABELS = ['job', 'instance', 'le', '__name__'];

  it('name the twelve services one way in every process: the `service` label', () => {
    const metrics = exportedMetrics();
    // One label name: the words the three processes used for a service before (issue 20) are gone.
    for (const { name, labelNames } of metrics)
      expect(
        labelNames.filter((l) => ['source', 'key', 'extension'].includes(l)),
        name,
      ).toEqual([]);
    const perService = metrics.filter((m) => m.labelNames.includes('service')).map((m) => m.name);
    expect(perService).toEqual(
      expect.arrayContaining([
        'namescope_lookups_total',
        'namescope_lookup_cache_total',
        'namescope_registration_stats_age_seconds',
        'namescope_indexer_lag_seconds',
        'namescope_indexer_rows_ingested_total',
      ]),
    );
  });

  it('used by the alert rules and the dashboards are labels the processes export', () => {
    const exported = new Set([...exportedMetrics().flatMap((m) => m.labelNames), ...PROMETHEUS_LABELS]);
    const used: { where: string; label: string }[] = [];
    for (const rule of alertRules()) {
      for (const label of [...promqlLabels(rule.expr), ...rule.annotationLabels])
        used.push({ where: rule.alert, label });
    }
    const dir = 'observability/grafana/dashboards';
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const dashboard = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as {
        panels: { title: string; targets: { expr: string; legendFormat?: string }[] }[];
      };
      for (const panel of dashboard.panels)
        for (const target of panel.targets) {
          const legend = [...(target.legendFormat ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
          for (const label of [...promqlLabels(target.expr), ...legend])
            used.push({ where: panel.title, label });
        }
    }
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter(({ label }) => !exported.has(label))).toEqual([]);
  });
});

/** The panels of every provisioned dashboard. */
function dashboardPanels(): { title: string; targets: { expr: string }[] }[] {
  const dir = 'observability/grafana/dashboards';
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => (JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as { panels: [] }).panels);
}

/** Every metric family the three processes' registries can export, with its label names. */
function exportedMetrics(): { name: string; type: string; labelNames: string[] }[] {
  // Registering metrics opens nothing: the Redis client stays unconnected, nothing is scraped.
  const redis = new Redis({ lazyConnect: true });
  const api = createApiMetrics({ redis, keys: redisKeys('namescope') });
  httpMetrics(api.registry);
  const worker = createProcessRegistry();
  createLookupRecorder({ registry: worker, redis, keys: redisKeys('namescope') });
  createQueueMetrics(worker, []);
  const indexer = createProcessRegistry();
  createIndexerMetrics(indexer);
  redis.disconnect();
  return [api.registry, worker, indexer].flatMap((registry) =>
    registry.getMetricsAsArray().map((metric) => {
      const { name, type, labelNames } = metric as unknown as {
        name: string;
        type: string;
        labelNames: string[];
      };
      return { name, type, labelNames: [...labelNames] };
    }),
  );
}

/** Every series name the three processes' registries can export (histograms with their three suffixes). */
function exportedMetricNames(): Set<string> {
  const names = new Set<string>();
  for (const { name, type } of exportedMetrics()) {
    names.add(name);
    if (type === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
  }
  return names;
}

/** The label names a PromQL expression groups, matches or filters by. */
function promqlLabels(expr: string): string[] {
  const grouped = [
    ...expr.matchAll(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)/g),
  ].flatMap((m) => m[1]!.split(',').map((l) => l.trim()));
  const matched = [...expr.matchAll(/\{([^}]*)\}/g)].flatMap((m) =>
    [...m[1]!.matchAll(/(\w+)\s*(?:=~|!~|!=|=)/g)].map((l) => l[1]!),
  );
  return [...grouped, ...matched].filter(Boolean);
}

/** The alert rules' expressions and the labels their annotations read ($labels.x). */
function alertRules(): { alert: string; expr: string; annotationLabels: string[] }[] {
  const dir = 'observability/rules';
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yml') && !f.endsWith('.test.yml'))
    .flatMap((f) => {
      const file = parse(readFileSync(`${dir}/${f}`, 'utf8')) as {
        groups: { rules: { alert: string; expr: string; annotations?: Record<string, string> }[] }[];
      };
      return file.groups.flatMap((g) => g.rules);
    })
    .map((rule) => ({
      alert: rule.alert,
      expr: rule.expr,
      annotationLabels: Object.values(rule.annotations ?? {}).flatMap((text) =>
        [...text.matchAll(/\$labels\.(\w+)/g)].map((m) => m[1]!),
      ),
    }));
}

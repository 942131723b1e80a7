import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { readCompose } from './test/compose-file.ts';

/**
 * The alert rules the observability profile's Prometheus loads, checked and unit-tested by promtool
 * (scripts/ensure-promtool.sh installs it; `make test` runs that first).
 */
const run = promisify(execFile);
const promtool = (...args: string[]) =>
  run('promtool', args).catch((error: NodeJS.ErrnoException & { stdout?: string; stderr?: string }) => {
    if (error.code === 'ENOENT') throw new Error('promtool is missing: run scripts/ensure-promtool.sh');
    throw new Error(`promtool ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });

/** The rule files Prometheus loads: its rule_files globs, read through the compose mounts to host paths. */
function loadedRuleFiles(): string[] {
  const prometheus = readCompose('docker-compose.yml').services.prometheus!;
  const config = parse(readFileSync('observability/prometheus.yml', 'utf8')) as { rule_files?: string[] };
  return (config.rule_files ?? []).flatMap((pattern) => {
    const mount = prometheus
      .volumes!.map((v) => v.split(':'))
      .find(([, target]) => pattern.startsWith(`${target}/`));
    expect(mount, `${pattern} is mounted into the Prometheus container`).toBeDefined();
    // A glob in the file name only (Node 20 has no fs.globSync).
    const [dir, name] = [path.dirname(pattern), path.basename(pattern)];
    const hostDir = path.join(mount![0]!, dir.slice(mount![1]!.length));
    const matches = new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
    return readdirSync(hostDir)
      .filter((file) => matches.test(file))
      .map((file) => path.join(hostDir, file));
  });
}

describe('alert rules (observability/rules)', () => {
  const files = loadedRuleFiles();

  it('are loaded by the observability profile: every alert the runbook names', () => {
    expect(files.length).toBeGreaterThan(0);
    const alerts = files.flatMap((file) =>
      (parse(readFileSync(file, 'utf8')) as { groups: { rules: { alert?: string }[] }[] }).groups.flatMap(
        (g) => g.rules.map((r) => r.alert),
      ),
    );
    expect(alerts).toEqual(
      expect.arrayContaining([
        'NameScopeLookupErrorRateHigh',
        'NameScopeLookupJobsWaiting',
        'NameScopeLookupJobsStalled',
        'NameScopeIndexerLeaderCount',
        'NameScopeIndexerLagging',
        'NameScopeTargetDown',
        'NameScopeNoLookupWorkers',
      ]),
    );
  });

  it('pass promtool check rules', async () => {
    const { stdout } = await promtool('check', 'rules', ...files);
    expect(stdout).toContain('SUCCESS');
  });

  it('pass their promtool unit tests, each alert firing and staying silent where it should', async () => {
    const tests = files.map((file) => file.replace(/\.yml$/, '.test.yml'));
    const { stdout } = await promtool('test', 'rules', ...tests);
    expect(stdout).toContain('SUCCESS');
    // Every alert has at least one test case.
    const tested = tests.flatMap((file) =>
      (
        parse(readFileSync(file, 'utf8')) as { tests: { alert_rule_test: { alertname: string }[] }[] }
      ).tests.flatMap((t) => t.alert_rule_test.map((a) => a.alertname)),
    );
    for (const file of files) {
      const { groups } = parse(readFileSync(file, 'utf8')) as { groups: { rules: { alert?: string }[] }[] };
      for (const rule of groups.flatMap((g) => g.rules)) expect(tested, rule.alert).toContain(rule.alert);
    }
  });
});

describe('Grafana dashboard queries', () => {
  it('are valid PromQL (promtool parses each one as a recording rule)', async () => {
    const dir = 'observability/grafana/dashboards';
    const exprs = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap(
        (f) =>
          (JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as { panels: { targets: { expr: string }[] }[] })
            .panels,
      )
      .flatMap((panel) => panel.targets.map((t) => t.expr));
    expect(exprs.length).toBeGreaterThan(0);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'dashboard-promql-')), 'queries.yml');
    const rules = exprs.map((expr, i) => ({ record: `dashboard:query_${i}`, expr }));
    writeFileSync(file, stringify({ groups: [{ name: 'dashboard', rules }] }));
    const { stdout } = await promtool('check', 'rules', file);
    expect(stdout).toContain(`SUCCESS: ${exprs.length} rules found`);
  });
});

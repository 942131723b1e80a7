import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi/document.ts';
import { API_ROUTES } from '../src/routes/api-routes.ts';

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

const run = promisify(execFile);
const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Redocly's lint of a document with its recommended rules, offline (no telemetry, no update check). */
async function lint(document: unknown): Promise<LintProblem[]> {
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  const args = [cli, 'lint', '--extends', 'recommended', '--format', 'json', file];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // It exits 1 when it finds errors; the report is on stdout either way.
  const { stdout } = await run(process.execPath, args, { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 }).catch(
    (failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
}

const describeProblem = (p: LintProblem) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`;

describe('the generated OpenAPI document', () => {
  it('passes Redocly’s recommended rules without an error', { timeout: 120_000 }, async () => {
    const problems = await lint(buildOpenApiDocument(API_ROUTES));
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
  });

  it('makes the lint fail on a public operation without `security: []`', { timeout: 120_000 }, async () => {
    const document = buildOpenApiDocument(API_ROUTES) as { paths: Record<string, Record<string, object>> };
    const { security: _dropped, ...healthz } = document.paths['/api/healthz']!.get as { security: unknown };
    document.paths['/api/healthz']!.get = healthz;
    const problems = await lint(document);
    expect(problems.filter((p) => p.severity === 'error').map((p) => p.ruleId)).toEqual(['security-defined']);
  });
});

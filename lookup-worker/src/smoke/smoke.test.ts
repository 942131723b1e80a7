import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@namescope/sandbox';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs `npm run smoke`'s command as its own process against the sandbox; resolves with its exit and output. */
function runSmokeProcess(sandboxUrl: string): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'lookup-worker/src/smoke/main.ts'], {
      cwd: ROOT,
      // A limit far above a warm lookup's few milliseconds: the machine running the tests may be busy.
      env: { ...process.env, UPSTREAMS: 'sandbox', SANDBOX_URL: sandboxUrl, LOOKUP_TIMEOUT_MS: '15000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0 && code !== 1) reject(new Error(`smoke exited ${code}: ${err}`));
      else resolve({ code, lines: out.trim().split('\n') });
    });
  });
}

const serviceLines = (lines: string[]) => lines.filter((l) => /^(ok|failed) +\./.test(l));

describe('make smoke against a started sandbox', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(() => sandbox?.close());

  it('exits 0 with one ok line for each of the twelve services', async () => {
    const { code, lines } = await runSmokeProcess(sandbox.url);
    const services = serviceLines(lines);
    expect(services, lines.join('\n')).toHaveLength(12);
    for (const line of services) expect(line, lines.join('\n')).toMatch(/^ok +\.\S+ +\d+ ms {2}\S/);
    expect(services.join('\n')).toContain('alice.eth resolves to 0x0f383d6753E6c3F9e70CA93eCAFd5817F3AAFa96');
    expect(code).toBe(0);
  }, 60_000);

  it('exits 1 with a failed line and its reason when one service is broken', async () => {
    sandbox.setFaults('sui', { errorRate: 1 });
    try {
      const { code, lines } = await runSmokeProcess(sandbox.url);
      const services = serviceLines(lines);
      expect(services).toHaveLength(12);
      const failed = services.filter((l) => l.startsWith('failed'));
      expect(failed, lines.join('\n')).toHaveLength(1);
      expect(failed[0]).toMatch(
        /^failed +\.sui +\d+ ms {2}nsfree[a-z0-9]{16}\.sui: Sui GraphQL answered HTTP 503; 2 more checks skipped$/,
      );
      expect(code).toBe(1);
    } finally {
      sandbox.setFaults('sui', undefined);
    }
  }, 60_000);
});

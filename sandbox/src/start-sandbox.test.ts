import { describe, expect, it } from 'vitest';
import { startSandbox } from './index.ts';

describe('startSandbox and the registration feed', () => {
  it('keeps the feed off unless asked for, so test sandboxes hold only their fixtures', async () => {
    const sandbox = await startSandbox({ port: 0 });
    try {
      expect(sandbox.feed).toBeUndefined();
      expect((await fetch(`${sandbox.url}/feed/stats`)).status).toBe(404);
    } finally {
      await sandbox.close();
    }
  });

  it('starts the feed with its backlog and control service when given options', async () => {
    const sandbox = await startSandbox({ port: 0, feed: { ratePerSec: 0, backlog: 12 } });
    try {
      expect(await (await fetch(`${sandbox.url}/feed/stats`)).json()).toEqual({ total: 12 });
      // The backlog is in the chains' logs (3 logs per ENS-style registration, 2 per UD one).
      const logs = Object.values(sandbox.evm.chains).reduce((n, c) => n + c.logs.size, 0);
      expect(logs).toBeGreaterThan(12 * 2);
      const reg = (await (
        await fetch(`${sandbox.url}/feed/register?extension=sol`, { method: 'POST' })
      ).json()) as {
        name: string;
      };
      expect(sandbox.other.book.get('sol', reg.name)).toBeDefined();
    } finally {
      await sandbox.close();
    }
  });
});

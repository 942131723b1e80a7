import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@namescope/runtime/testing';

/**
 * A fresh clone anywhere: services.sh brings the local PostgreSQL and Redis up from a clone inside a
 * directory other users cannot enter (mode 700, like root's home), on ports of its own, then down again.
 * As root, initdb and PostgreSQL run as the postgres user, who could not reach a cluster inside the clone.
 */
const root = path.resolve(import.meta.dirname, '..');
const tmp = mkdtempSync(path.join(tmpdir(), 'namescope-clone-'));
const home = path.join(tmp, 'home');
const clone = path.join(home, 'namescope');
let pgData = '';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

afterAll(() => {
  // The cluster outside the clone belongs to this test only (the hash of its path).
  if (pgData && !pgData.startsWith(clone)) rmSync(path.dirname(pgData), { recursive: true, force: true });
  rmSync(tmp, { recursive: true, force: true });
});

describe('services.sh from a clone in a mode-700 directory', () => {
  it('starts PostgreSQL and a durable Redis there, and stops them', async () => {
    mkdirSync(path.join(clone, 'scripts'), { recursive: true });
    chmodSync(home, 0o700);
    copyFileSync(path.join(root, 'scripts/services.sh'), path.join(clone, 'scripts/services.sh'));
    const [pgPort, redisPort] = [await freePort(), await freePort()];
    const env = {
      PATH: process.env.PATH,
      LOCAL_PG: '1',
      LOCAL_REDIS: '1',
      LOCAL_PG_PORT: String(pgPort),
      LOCAL_REDIS_PORT: String(redisPort),
    };
    const services = (cmd: 'up' | 'down') =>
      execFileSync('bash', [path.join(clone, 'scripts/services.sh'), cmd], { env, encoding: 'utf8' });

    const up = services('up');
    pgData = /initialising PostgreSQL in (\S+)/.exec(up)?.[1] ?? '';
    expect(pgData).not.toBe('');
    expect(statSync(home).mode & 0o777).toBe(0o700);
    if (process.getuid?.() === 0) {
      // Root's clusters live where the postgres user can reach them, one per clone.
      expect(pgData.startsWith('/var/lib/namescope/')).toBe(true);
    }
    try {
      const pgBin = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], {
        encoding: 'utf8',
      }).trim();
      const answer = execFileSync(
        `${pgBin}/psql`,
        [
          '-h',
          '127.0.0.1',
          '-p',
          String(pgPort),
          '-U',
          'namescope',
          '-d',
          'namescope',
          '-tAc',
          'select 40 + 2',
        ],
        { encoding: 'utf8' },
      );
      expect(answer.trim()).toBe('42');

      const redis = new Redis(redisPort, '127.0.0.1');
      try {
        // As docker compose runs it: an append-only file synced every second, and noeviction for BullMQ.
        expect(await redis.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
        expect(await redis.config('GET', 'appendfsync')).toEqual(['appendfsync', 'everysec']);
        expect(await redis.config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', 'noeviction']);
      } finally {
        redis.disconnect();
      }
      // A second `up` reuses what runs.
      expect(services('up')).toMatch(/PostgreSQL already running/);
    } finally {
      services('down');
    }
    expect(await listening(pgPort)).toBe(false);
    expect(await listening(redisPort)).toBe(false);
  }, 120_000);

  it('runs the local Redis with REDIS_PASSWORD when it is set, and refuses a server with another one', async () => {
    const redisPort = await freePort();
    mkdirSync(path.join(clone, 'scripts'), { recursive: true });
    copyFileSync(path.join(root, 'scripts/services.sh'), path.join(clone, 'scripts/services.sh'));
    const services = (cmd: 'up' | 'down', password: string) =>
      execFileSync('bash', [path.join(clone, 'scripts/services.sh'), cmd], {
        env: {
          PATH: process.env.PATH,
          LOCAL_REDIS: '1',
          LOCAL_REDIS_PORT: String(redisPort),
          REDIS_PASSWORD: password,
        },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    services('up', 'first-secret');
    try {
      const anonymous = new Redis(redisPort, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0 });
      anonymous.on('error', () => {}); // the NOAUTH below, also reported as an event
      await expect(anonymous.ping()).rejects.toThrow(/NOAUTH/);
      anonymous.disconnect();
      const authenticated = new Redis(`redis://:first-secret@127.0.0.1:${redisPort}`);
      expect(await authenticated.ping()).toBe('PONG');
      authenticated.disconnect();
      // redis-cli exits 0 on NOAUTH: services.sh must still notice the server wants another password.
      expect(() => services('up', 'other-secret')).toThrow(/check REDIS_PASSWORD/);
    } finally {
      services('down', 'first-secret');
    }
    expect(await listening(redisPort)).toBe(false);
  }, 60_000);
});

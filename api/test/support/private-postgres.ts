import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@namescope/runtime/testing';

const run = promisify(execFile);

/** A PostgreSQL server of one test's own, on a free port, that the test may stop and start again. */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:port/<database> (trust authentication, loopback only). */
  url(database: string): string;
  /** Creates an empty database. */
  createDatabase(name: string): Promise<void>;
  /** Stops the server the hard way (`-m immediate`, as a crash would: no shutdown checkpoint). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory (crash recovery replays the WAL); waits until up. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

/**
 * initdb into a temporary directory and start the server on a free port, as scripts/services.sh runs the
 * local one: PostgreSQL refuses to run as root, so as root the directory belongs to the postgres user and
 * every command runs through runuser. Never touches the shared server.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const root = process.getuid?.() === 0;
  const asPg = (command: string, args: string[]) =>
    root ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'namescope-pg-'));
  if (root) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  await asPg(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const pgCtl = path.join(bin, 'pg_ctl');
  const start = async () => {
    await asPg(pgCtl, [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  };
  const stop = async () => {
    await asPg(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  };
  await start();
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const psql = path.join(bin, 'psql');
      await run(psql, [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-qc',
        `create database ${name}`,
      ]);
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The newest /usr/lib/postgresql/<version>/bin (Debian's layout). */
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = readdirSync(base)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error(`no PostgreSQL under ${base}`);
  return path.join(base, versions[0]!, 'bin');
}

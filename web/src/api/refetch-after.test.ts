import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAgain } from './refetch-after.ts';

/** A list on a server, and reads of it whose answers the test lets through one at a time. */
function slowServer() {
  let rows: string[] = [];
  const held: (() => void)[] = [];
  return {
    write: (row: string) => void (rows = [...rows, row]),
    // The snapshot is taken when the request reaches the server; the answer arrives when released.
    read: () => {
      const snapshot = rows;
      return new Promise<string[]>((resolve) => held.push(() => resolve(snapshot)));
    },
    releaseAll: () => held.splice(0).forEach((release) => release()),
    pending: () => held.length,
  };
}
type SlowServer = ReturnType<typeof slowServer>;

describe('readAgain', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = ['list'];
  afterEach(() => client.clear());

  /** A screen showing the list: its first read starts at once. */
  const watch = (server: SlowServer) =>
    new QueryObserver(client, { queryKey: key, queryFn: server.read }).subscribe(() => {});

  /** With one read of the list in flight, writes `row`, reads the list again, and returns what it then holds. */
  const writeDuringRead = async (server: SlowServer, row: string) => {
    server.write(row);
    const reading = readAgain(client, key);
    // The read in flight answers with what it saw; the read started after the write answers after it.
    await vi.waitFor(() => expect(server.pending()).toBe(2));
    server.releaseAll();
    await reading;
    return client.getQueryData(key);
  };

  it('shows a write that landed during the first read of a list, which saw the server before it', async () => {
    const server = slowServer();
    const unsubscribe = watch(server);
    expect(server.pending()).toBe(1); // the first read has reached the server, empty

    expect(await writeDuringRead(server, 'alice')).toEqual(['alice']);
    unsubscribe();
  });

  it('shows a write that landed during a refetch of a list already shown', async () => {
    const server = slowServer();
    const unsubscribe = watch(server);
    server.releaseAll();
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual([]));
    void client.refetchQueries({ queryKey: key });
    await vi.waitFor(() => expect(server.pending()).toBe(1));

    expect(await writeDuringRead(server, 'bob')).toEqual(['bob']);
    unsubscribe();
  });
});

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

describe('readAgain', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  afterEach(() => client.clear());

  it('shows a write that landed during the first read of a list, which saw the server before it', async () => {
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ['list'], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => {});
    expect(server.pending()).toBe(1); // the first read has reached the server, empty

    server.write('alice');
    const reading = readAgain(client, ['list']);
    // The first read answers with what it saw; the read started after the write answers after it.
    await vi.waitFor(() => expect(server.pending()).toBe(2));
    server.releaseAll();
    await reading;

    expect(client.getQueryData(['list'])).toEqual(['alice']);
    unsubscribe();
  });

  it('shows a write that landed during a refetch of a list already shown', async () => {
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ['list'], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => {});
    server.releaseAll();
    await vi.waitFor(() => expect(client.getQueryData(['list'])).toEqual([]));
    void observer.refetch();
    await vi.waitFor(() => expect(server.pending()).toBe(1));

    server.write('bob');
    const reading = readAgain(client, ['list']);
    await vi.waitFor(() => expect(server.pending()).toBe(2));
    server.releaseAll();
    await reading;

    expect(client.getQueryData(['list'])).toEqual(['bob']);
    unsubscribe();
  });
});

// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyWithPreload', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const { Component, preload } = lazyWithPreload(async () => ({ default: Greeting }));
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ann" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ann')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy when rendered before its code is here', async () => {
    let arrive!: (m: { default: typeof Greeting }) => void;
    const { Component } = lazyWithPreload(
      () => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)),
    );
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Bo" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
  });

  it('tries the load again after a failure', async () => {
    let calls = 0;
    const { preload } = lazyWithPreload(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { default: Greeting };
    });
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ default: Greeting });
    expect(calls).toBe(2);
  });
});

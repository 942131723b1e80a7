import type { Browser, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { eventually } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('celebration', () => {
  it('runs confetti for 3 s at 250 ms (12 bursts) in a worker the CSP allows, and draws it', async () => {
    // Confetti honours reduced motion, so this visitor does not ask for it.
    const context = await newContext(browser, { reducedMotion: 'no-preference' });
    const page = await context.newPage();
    // canvas-confetti draws in a worker: each burst is one message carrying its options. Counting them
    // checks the cadence; the page's fake clock (below) makes that count independent of machine load.
    await context.addInitScript(() => {
      const w = window as unknown as { __bursts: number };
      w.__bursts = 0;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
        if (message && typeof message === 'object' && 'options' in message) w.__bursts++;
        return post.call(this, message, ...rest);
      } as typeof post;
    });
    // Inside the worker, count what it paints on its (offscreen) canvas.
    const workers: Worker[] = [];
    page.on('worker', (worker) => {
      workers.push(worker);
      void worker
        .evaluate(() => {
          const g = self as unknown as { __fills: number };
          g.__fills = 0;
          const proto = OffscreenCanvasRenderingContext2D.prototype;
          const fill = proto.fill;
          proto.fill = function (this: OffscreenCanvasRenderingContext2D, ...args: unknown[]) {
            g.__fills++;
            return Reflect.apply(fill, this, args) as void;
          } as typeof fill;
        })
        .catch(() => {});
    });
    // Timers and Date follow a fake clock that still flows with real time: fake-timers fires every
    // 250 ms occurrence of the interval at its exact fake time, however late the busy main thread is.
    await page.clock.install();
    await page.goto('/');
    const input = page.getByTestId('search-input');
    await input.fill('namescopefreename');
    await input.press('Enter');
    await page.getByRole('dialog', { name: 'Congratulations!' }).waitFor({ timeout: 30_000 });

    // The library's full-window canvas appears...
    await page.locator('body > canvas').waitFor({ state: 'attached' });
    await eventually(async () => expect(workers.length).toBeGreaterThan(0));
    // ...the worker paints confetti on it...
    await eventually(
      async () =>
        expect(
          await workers[0]!.evaluate(() => (self as unknown as { __fills?: number }).__fills ?? 0),
        ).toBeGreaterThan(0),
      20_000,
    );
    // ...and once the worker reports the last piece landed, the canvas goes: 12 bursts in all.
    await page.locator('body > canvas').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { __bursts: number }).__bursts)).toBe(12);
    await context.close();
  });
});

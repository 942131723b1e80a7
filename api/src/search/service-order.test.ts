import { describe, expect, it } from 'vitest';
import { ServiceOrder } from './service-order.ts';

describe('ServiceOrder', () => {
  it('keeps the given order until anything is known', () => {
    expect(new ServiceOrder().fastestFirst(['eth', 'sol', 'algo'])).toEqual(['eth', 'sol', 'algo']);
  });

  it('puts the fastest recent upstream first and unmeasured services before measured ones', () => {
    const order = new ServiceOrder();
    order.record('eth', 180);
    order.record('sol', 90);
    order.record('algo', 120);
    expect(order.fastestFirst(['eth', 'sol', 'algo', 'sui'])).toEqual(['sui', 'sol', 'algo', 'eth']);
  });

  it('follows a service that becomes slow, without jumping on a single sample', () => {
    const order = new ServiceOrder();
    for (let i = 0; i < 20; i += 1) {
      order.record('sol', 100);
      order.record('eth', 150);
    }
    order.record('sol', 300); // one slow answer: mean 140, still ahead of eth
    expect(order.fastestFirst(['eth', 'sol'])).toEqual(['sol', 'eth']);
    for (let i = 0; i < 5; i += 1) order.record('sol', 300);
    expect(order.fastestFirst(['eth', 'sol'])).toEqual(['eth', 'sol']);
  });

  it('dispatches the fastest first, then the rest slowest first', () => {
    const order = new ServiceOrder();
    order.record('eth', 180);
    order.record('sol', 90);
    order.record('algo', 120);
    order.record('sui', 150);
    expect(order.dispatch(['eth', 'sol', 'algo', 'sui'])).toEqual(['sol', 'eth', 'sui', 'algo']);
    expect(order.dispatch(['algo'])).toEqual(['algo']);
    expect(order.dispatch([])).toEqual([]);
  });

  it('ignores nonsense samples', () => {
    const order = new ServiceOrder();
    order.record('eth', 100);
    order.record('eth', Number.NaN);
    order.record('eth', -5);
    order.record('sol', 120);
    expect(order.fastestFirst(['sol', 'eth'])).toEqual(['eth', 'sol']);
  });
});

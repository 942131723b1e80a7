import type { AddressResult, ExtensionKey } from '@namescope/common';
import { describe, expect, it } from 'vitest';
import {
  addressReducer,
  askedExtensions,
  foundNothing,
  initialAddressState,
  needsRetry,
  unansweredExtensions,
  type AddressAction,
  type AddressState,
} from './address-state.ts';

const ADDRESS = '0x8ba1f109551bd432803012645ac136ddd64dba72';

const answer = (extension: ExtensionKey, over: Partial<AddressResult> = {}): AddressResult => ({
  extension,
  service: extension,
  status: 'none',
  primary: [],
  held: null,
  address: ADDRESS,
  checkedAt: '2026-01-01T00:00:00.000Z',
  cached: false,
  ...over,
});

const run = (...actions: AddressAction[]): AddressState =>
  actions.reduce(addressReducer, initialAddressState);

const EVM = askedExtensions('evm');
const begin: AddressAction = { type: 'begin', address: ADDRESS, kind: 'evm' };

describe('addressReducer', () => {
  it('asks the services of the address kind, as the catalogue says', () => {
    expect(EVM).toEqual(['eth', 'crypto', 'bnb', 'arb', 'avax', 'base', 'blockchain']);
    expect(askedExtensions('solana')).toEqual(['sol']);
  });

  it('keeps answers in catalogue order, the latest per extension, and knows who is still to answer', () => {
    const s = run(
      begin,
      { type: 'result', result: answer('avax') },
      { type: 'result', result: answer('sol', { status: 'unsupported' }) },
      { type: 'result', result: answer('eth', { status: 'unavailable', error: 'timeout' }) },
      { type: 'result', result: answer('eth', { status: 'found', primary: [{ name: 'alice.eth' }] }) },
    );
    expect(s.results.map((r) => [r.extension, r.status])).toEqual([
      ['eth', 'found'],
      ['sol', 'unsupported'],
      ['avax', 'none'],
    ]);
    expect(unansweredExtensions(s)).toEqual(['crypto', 'bnb', 'arb', 'base', 'blockchain']);
  });

  it('starts a retry afresh', () => {
    const first = run(begin, { type: 'result', result: answer('eth') }, { type: 'done' });
    const again = addressReducer(first, begin);
    expect(again).toMatchObject({ searchId: first.searchId + 1, phase: 'streaming', results: [] });
    expect(again.registrations).toBeUndefined();
  });

  it('keeps a refusal with its message', () => {
    const s = run(begin, { type: 'refused', refusal: { status: 429, message: 'Too many', retryAfterS: 30 } });
    expect(s).toMatchObject({ phase: 'refused', refusal: { status: 429, retryAfterS: 30 } });
  });
});

describe('what the page says once the stream ends', () => {
  const allNone = EVM.map((k) => ({ type: 'result', result: answer(k) }) as AddressAction);

  it('found nothing: every asked service said none and no registration was seen', () => {
    const s = run(begin, ...allNone, { type: 'registrations', registrations: [] }, { type: 'done' });
    expect(foundNothing(s)).toBe(true);
    expect(needsRetry(s)).toBe(false);
  });

  it('a registration, an unchecked service or a stream still running is not nothing', () => {
    const registration = {
      id: 1,
      domainName: 'alice.eth',
      tld: '.eth',
      service: 'ENS',
      registrant: ADDRESS,
      transactionHash: '0xab',
      blockTimestamp: '2026-01-01T00:00:00.000Z',
    };
    expect(
      foundNothing(
        run(begin, ...allNone, { type: 'registrations', registrations: [registration] }, { type: 'done' }),
      ),
    ).toBe(false);
    expect(foundNothing(run(begin, ...allNone))).toBe(false);
    const unchecked = run(
      begin,
      ...allNone,
      { type: 'result', result: answer('bnb', { status: 'unavailable', error: 'timeout' }) },
      { type: 'done' },
    );
    expect(foundNothing(unchecked)).toBe(false);
    expect(needsRetry(unchecked)).toBe(true);
  });

  it('a broken stream can be retried', () => {
    expect(needsRetry(run(begin, { type: 'result', result: answer('eth') }, { type: 'failed' }))).toBe(true);
  });
});

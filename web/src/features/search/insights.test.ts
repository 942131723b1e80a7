import { describe, expect, it } from 'vitest';
import { findInsights } from './insights.ts';
import { makeResult } from './test-results.ts';

describe('findInsights', () => {
  it('groups two or more names sharing a Twitter handle, owner or resolved address', () => {
    const insights = findInsights([
      makeResult('eth', { twitter: '@NameScope', owner: '0xAAA', address: '0xB1' }),
      makeResult('sol', { twitter: 'https://x.com/namescope', owner: 'SoLOwner', address: '0xb2' }),
      makeResult('base', { twitter: 'namescope', owner: '0xaaa', address: '0xB3' }),
      makeResult('sui', { twitter: 'other', owner: null, address: null }),
    ]);
    expect(insights).toEqual([
      { kind: 'twitter', value: 'namescope', domains: ['alice.eth', 'alice.sol', 'alice.base.eth'] },
      { kind: 'owner', value: '0xAAA', domains: ['alice.eth', 'alice.base.eth'] },
    ]);
  });
  it('needs at least two names', () => {
    expect(findInsights([makeResult('eth', { twitter: 'solo', owner: '0x1', address: '0x1' })])).toEqual([]);
  });
  it('counts a name once even if it repeats', () => {
    const r = makeResult('eth', { owner: '0x1' });
    expect(findInsights([r, r])).toEqual([]);
  });
});

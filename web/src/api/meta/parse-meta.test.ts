import { metaResponseSchema } from '@namescope/common';
import { describe, expect, it } from 'vitest';
import { metaParser } from './parse-meta.ts';

const verdict = (parse: (v: unknown) => unknown, value: unknown) => {
  try {
    return { ok: true, data: parse(value) };
  } catch {
    return { ok: false };
  }
};

describe('metaParser', () => {
  it('checks the fields the schema has, no more and no fewer', () => {
    expect(Object.keys(metaResponseSchema.shape).sort()).toEqual(['contactEmail', 'upstreams']);
  });

  it('gives the schema’s verdict and data on good and bad answers alike', () => {
    const answers: unknown[] = [
      { upstreams: 'sandbox', contactEmail: 'hello@namescope.example' },
      { upstreams: 'mainnet', contactEmail: '' },
      { upstreams: 'mainnet', contactEmail: 'ops@example.com', extra: 1 },
      { upstreams: 'testnet', contactEmail: 'a@b.c' },
      { upstreams: 'sandbox' },
      { contactEmail: 'a@b.c' },
      { upstreams: 'sandbox', contactEmail: 7 },
      { upstreams: null, contactEmail: 'a@b.c' },
      null,
      'sandbox',
      [],
    ];
    for (const answer of answers)
      expect(verdict((v) => metaParser.parse(v), answer)).toEqual(
        verdict((v) => metaResponseSchema.parse(v), answer),
      );
  });
});

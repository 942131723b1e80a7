import type { MetaResponse } from '@namescope/common';
import type { Parser } from '../fetch.ts';

const UPSTREAMS: readonly unknown[] = ['sandbox', 'mainnet'] satisfies MetaResponse['upstreams'][];

/**
 * common's metaResponseSchema, written out for its two fields: the header of every page reads /api/meta at
 * once, and checking the answer with the zod schema would load zod (some 25 kB gzip) on every first visit.
 * parse-meta.test.ts holds the two to the same verdicts.
 */
export const metaParser: Parser<MetaResponse> = {
  parse(value) {
    const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const { upstreams, contactEmail } = fields;
    if (!UPSTREAMS.includes(upstreams)) throw new TypeError('/api/meta: upstreams is not sandbox or mainnet');
    if (typeof contactEmail !== 'string') throw new TypeError('/api/meta: contactEmail is not a string');
    return { upstreams: upstreams as MetaResponse['upstreams'], contactEmail };
  },
};

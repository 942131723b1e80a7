import { describe, expect, it } from 'vitest';
import { authenticateMailto, reportMailto } from './mail-links.ts';

const subjectOf = (href: string) => decodeURIComponent(/subject=([^&]*)/.exec(href)![1]!);

describe('authentication mail links', () => {
  const now = new Date(2025, 2, 7);
  it('addresses the operator with dated subjects and a prefilled body', () => {
    const auth = authenticateMailto('hello@namescope.example', now);
    expect(auth.startsWith('mailto:hello@namescope.example?')).toBe(true);
    expect(subjectOf(auth)).toBe('Request to Authenticate Domains - 03/07/2025');
    expect(auth).toContain('body=');
    expect(subjectOf(reportMailto('x@y.z', now))).toBe('Mark Domains as Cybersquatted - 03/07/2025');
  });
});

import { describe, expect, it } from 'vitest';
import { siteUrl } from './site-url.ts';

describe('siteUrl', () => {
  it('prefers PUBLIC_URL, else the request origin, and gives nothing for a Host that is not a host', () => {
    expect(siteUrl({ protocol: 'http', host: 'evil.example' }, 'https://namescope.example')).toBe(
      'https://namescope.example',
    );
    expect(siteUrl({ protocol: 'https', host: 'namescope.example' }, null)).toBe('https://namescope.example');
    expect(siteUrl({ protocol: 'http', host: '127.0.0.1:8080' }, null)).toBe('http://127.0.0.1:8080');
    expect(siteUrl({ protocol: 'http', host: '[::1]:8080' }, null)).toBe('http://[::1]:8080');
    // A forwarded protocol other than https is read as http.
    expect(siteUrl({ protocol: 'javascript', host: 'a.example' }, null)).toBe('http://a.example');
    for (const host of ['', 'a.example/evil', 'user@a.example', 'a.example"><', 'a b'])
      expect(siteUrl({ protocol: 'http', host }, null), host).toBeUndefined();
  });
});

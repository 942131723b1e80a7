import { describe, expect, it } from 'vitest';
import { inlineScripts, scriptHash } from './inline-scripts.ts';

describe('inlineScripts', () => {
  it('finds the scripts a page runs from its own text, not those loaded from a src or kept as plain text', () => {
    const html =
      '<head><script>a()</script><script type="module" crossorigin src="/assets/i.js"></script></head>' +
      '<body><script type="text/plain">b()</script><script type="module">c()</script><script>\n</script></body>';
    expect(inlineScripts(html)).toEqual(['a()', 'c()', '\n']);
  });
});

describe('scriptHash', () => {
  it('is the sha256 source a CSP names the script by', () => {
    // The hash-source example of the CSP Level 3 specification.
    expect(scriptHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });
});

import { readFileSync } from 'node:fs';
import { ROUTE_TITLES } from '@namescope/common';
import { describe, expect, it } from 'vitest';

describe("the home page's title", () => {
  it('is the title index.html gives the app, which / gets back after a search', () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    expect(html).toContain(`<title>${ROUTE_TITLES['/']}</title>`);
  });
});

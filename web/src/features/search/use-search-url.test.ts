import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOME_TITLE } from './use-search-url.ts';

describe('HOME_TITLE', () => {
  it('is the title index.html gives the app, which / gets back after a search', () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    expect(html).toContain(`<title>${HOME_TITLE}</title>`);
  });
});

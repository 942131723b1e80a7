import { renderToStaticMarkup } from 'react-dom/server';
import type { IconType } from 'react-icons';
import * as lucide from 'react-icons/lu';
import { describe, expect, it } from 'vitest';
import * as home from './home-icons.ts';

describe('home icons', () => {
  it('draw exactly what react-icons/lu draws', () => {
    const names = Object.keys(home) as (keyof typeof home)[];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const Mine: IconType = home[name];
      const Theirs: IconType = lucide[name];
      expect(renderToStaticMarkup(<Mine size="20" aria-hidden="true" />)).toBe(
        renderToStaticMarkup(<Theirs size="20" aria-hidden="true" />),
      );
    }
  });
});

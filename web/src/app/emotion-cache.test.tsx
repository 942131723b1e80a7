// @vitest-environment happy-dom
import { Badge, Box } from '@chakra-ui/react';
import { ClassNames, css } from '@emotion/react';
import { act, cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

afterEach(cleanup);

// A rule as the home route's prerender leaves it in <head> (src/prerender/home-html.ts). It must be there
// before the cache is created, as the browser parses the page before the app's script runs: hence the
// imports below, made after it.
const served = css({ color: 'rgb(1, 2, 3)' });
const servedTag = document.createElement('style');
servedTag.setAttribute('data-emotion', `css ${served.name}`);
servedTag.textContent = `.css-${served.name}{color:rgb(1, 2, 3);}`;

let app: {
  emotionCache: typeof import('./emotion-cache.ts').emotionCache;
  renderWithProviders: typeof import('../test-utils/render.tsx').renderWithProviders;
};
beforeAll(async () => {
  document.head.append(servedTag);
  app = {
    ...(await import('./emotion-cache.ts')),
    ...(await import('../test-utils/render.tsx')),
  };
});

const ruleTexts = (tag: HTMLStyleElement) => Array.from(tag.sheet!.cssRules).map((r) => r.cssText);
const own = () => Array.from(document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css"]'));
const holding = (cls: string) => own().filter((t) => ruleTexts(t).some((r) => r.includes(`.${cls}`)));
const emotionClass = (el: HTMLElement) => Array.from(el.classList).find((c) => c.startsWith('css-'))!;

describe("the app's emotion cache", () => {
  it('takes the prerendered rules as inserted and never inserts them again', () => {
    expect(app.emotionCache!.inserted[served.name]).toBe(true);
    expect(app.emotionCache!.sheet.tags[0]).toBe(servedTag);
    app.renderWithProviders(
      <ClassNames>{({ css: toClass }) => <p className={toClass(served)}>served</p>}</ClassNames>,
    );
    expect(screen.getByText('served').className).toBe(`css-${served.name}`);
    expect(holding(`css-${served.name}`)).toEqual([servedTag]);
  });

  it('puts the rules of a later render in a new element after the others, never in one in use', async () => {
    function Toggle() {
      const [more, setMore] = useState(false);
      return (
        <>
          <Badge colorPalette="green" data-testid="badge">
            Available
          </Badge>
          {more && (
            <Box data-testid="later" color="red.500" p={{ base: '1', md: '3' }}>
              later
            </Box>
          )}
          <button onClick={() => setMore(true)}>more</button>
        </>
      );
    }
    app.renderWithProviders(<Toggle />);
    // Chakra's global styles (its cascade layers' order among them) come first, from sheets built by the
    // same class, before every element of rules.
    const kinds = own().map((t) => t.getAttribute('data-emotion')!.split(' ')[0]);
    expect(kinds).toContain('css-global');
    expect(kinds.lastIndexOf('css-global')).toBeLessThan(kinds.indexOf('css'));
    const badgeClass = emotionClass(screen.getByTestId('badge'));
    expect(holding(badgeClass)).toHaveLength(1);
    const first = own();
    // The render's task ends (the browser may style and paint) before the visitor asks for more.
    await act(() => Promise.resolve());

    await act(async () => screen.getByText('more').click());
    const laterClass = emotionClass(screen.getByTestId('later'));
    const [later] = holding(laterClass);
    expect(holding(laterClass)).toHaveLength(1);
    expect(first).not.toContain(later);
    expect(own().slice(0, first.length)).toEqual(first);
    expect(ruleTexts(later!).some((r) => r.startsWith('@media'))).toBe(true);
  });
});

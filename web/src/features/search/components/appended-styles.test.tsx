// @vitest-environment happy-dom
import { Badge, Box } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-utils/render.tsx';
import { AppendedStyleSheet, AppendedStyles } from './appended-styles.tsx';

afterEach(cleanup);

const ruleTexts = (tag: HTMLStyleElement) => Array.from(tag.sheet!.cssRules).map((r) => r.cssText);

describe('AppendedStyleSheet', () => {
  it('puts the rules of one task in one new element, and later ones in another, after the rest', async () => {
    const sheet = new AppendedStyleSheet({ key: 'css', container: document.head });
    const before = document.head.lastElementChild;
    sheet.insert('.a { color: red; }');
    sheet.insert('@media screen and (min-width: 48rem) { .a { color: blue; } }');
    await Promise.resolve();
    sheet.insert('.b { color: green; }');
    expect(sheet.tags).toHaveLength(2);
    expect(sheet.tags[0]!.previousElementSibling).toBe(before);
    expect(ruleTexts(sheet.tags[0]!)).toHaveLength(2);
    expect(ruleTexts(sheet.tags[1]!).join()).toContain('.b');
    expect(sheet.tags.every((t) => t.getAttribute('data-emotion') === 'css')).toBe(true);
    sheet.flush();
    expect(sheet.tags).toHaveLength(0);
    expect(document.head.querySelectorAll('style[data-emotion="css"]').length).toBe(0);
  });
});

describe('AppendedStyles', () => {
  it('styles what it wraps exactly as the page would, from elements of its own', async () => {
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
    renderWithProviders(
      <AppendedStyles>
        <Toggle />
      </AppendedStyles>,
    );
    const own = () =>
      Array.from(document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'));
    const badgeClass = Array.from(screen.getByTestId('badge').classList).find((c) => c.startsWith('css-'))!;
    expect(badgeClass).toBeTruthy();
    const holding = (cls: string) => own().filter((t) => ruleTexts(t).some((r) => r.includes(cls)));
    expect(holding(badgeClass)).toHaveLength(1);
    const count = own().length;
    // The render's task ends (the browser may style and paint) before the visitor asks for more.
    await act(() => Promise.resolve());

    await act(async () => screen.getByText('more').click());
    const laterClass = Array.from(screen.getByTestId('later').classList).find((c) => c.startsWith('css-'))!;
    // The later render's rules, its media query among them, went to a new element, not into the old one.
    expect(own().length).toBeGreaterThan(count);
    expect(holding(laterClass)).toHaveLength(1);
    expect(holding(laterClass)[0]).not.toBe(holding(badgeClass)[0]);
    expect(ruleTexts(holding(laterClass)[0]!).some((r) => r.startsWith('@media'))).toBe(true);
  });

  it('renders its children unchanged outside the app providers too', () => {
    render(
      <AppendedStyles>
        <p>plain</p>
      </AppendedStyles>,
    );
    expect(screen.getByText('plain').tagName).toBe('P');
  });
});

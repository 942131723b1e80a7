// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { AppendedStyleSheet } from './appended-style-sheet.ts';

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

  it('keeps the elements it hydrates where they are and never inserts into them', () => {
    const served = document.createElement('style');
    served.setAttribute('data-emotion', 'css 1a');
    served.textContent = '.css-1a{color:red}';
    document.head.append(served);
    const sheet = new AppendedStyleSheet({ key: 'css', container: document.head });
    sheet.hydrate([served]);
    sheet.insert('.b { color: green; }');
    expect(sheet.tags).toHaveLength(2);
    expect(sheet.tags[0]).toBe(served);
    expect(served.nextElementSibling).toBe(sheet.tags[1]);
    expect(ruleTexts(served)).toHaveLength(1);
    sheet.flush();
    expect(served.isConnected).toBe(false);
  });
});

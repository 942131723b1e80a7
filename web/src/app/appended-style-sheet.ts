interface SheetOptions {
  key: string;
  container: Node;
  nonce?: string;
  speedy?: boolean;
}

/**
 * An emotion style sheet that puts the rules inserted in each task in a <style> element of their own,
 * appended after the others, where emotion's own sheet inserts every rule into one element.
 *
 * Why (issue 18, profiled in Chromium): Chakra wraps its recipes' styles in `@layer recipes { … }` and
 * responsive ones in `@media`. Inserting such a rule into a style sheet the page already uses makes
 * Chromium rebuild that whole sheet: it restyles every element the sheet styles (some 650 on a results
 * page), rebuilds the cascade layers, and with them the fonts and keyframes, which lays the whole page out
 * again. A result card brings a dozen new recipe classes (its badge, buttons, body and footer), so the first
 * card of a search cost a full restyle and relayout before it could paint. A newly appended sheet is
 * added incrementally: only the elements its rules match are styled.
 *
 * It honours emotion's sheet interface (insert, hydrate, flush, tags, before; `<Global>` builds its own sheets
 * through the constructor), so emotion and Chakra use it as they use their own. emotion-cache.ts gives it to
 * the app's one emotion cache.
 */
export class AppendedStyleSheet {
  readonly key: string;
  readonly container: Node;
  readonly nonce?: string;
  readonly isSpeedy = true;
  readonly tags: HTMLStyleElement[] = [];
  before: Node | null = null;
  private open: CSSStyleSheet | null = null;

  constructor(options: SheetOptions) {
    this.key = options.key;
    this.container = options.container;
    this.nonce = options.nonce;
  }

  insert(rule: string): void {
    if (!this.open) {
      const tag = document.createElement('style');
      tag.setAttribute('data-emotion', this.key);
      if (this.nonce !== undefined) tag.setAttribute('nonce', this.nonce);
      this.container.insertBefore(tag, this.before);
      this.tags.push(tag);
      this.open = tag.sheet;
      // What one task inserts (a commit's insertion effects run before anything reads the layout) shares the
      // element, still new to the browser; after it, the element is in use, and new rules get another.
      queueMicrotask(() => (this.open = null));
    }
    try {
      this.open?.insertRule(rule, this.open.cssRules.length);
    } catch {
      // As emotion's sheet does: a rule this browser cannot parse (another engine's prefix) is dropped.
    }
  }

  hydrate(nodes: HTMLStyleElement[]): void {
    this.tags.push(...nodes);
  }

  flush(): void {
    for (const tag of this.tags) tag.remove();
    this.tags.length = 0;
    this.open = null;
  }
}

import createCache, { type EmotionCache } from '@emotion/cache';
import { AppendedStyleSheet } from './appended-style-sheet.ts';

function createAppCache(): EmotionCache {
  // Emotion's default key: class names stay `css-<hash>`, and createCache takes the `<style data-emotion="css …">`
  // tags the prerendered home page holds in its head (src/prerender) as rules already inserted, so hydrating
  // the page inserts none of them again.
  const cache = createCache({ key: 'css' });
  const sheet = new AppendedStyleSheet({
    key: cache.key,
    nonce: cache.nonce,
    container: cache.sheet.container,
  });
  // Emotion's own sheet holds those prerendered tags; the appended sheet takes them over where they stand and
  // puts new rules in elements after them.
  sheet.hydrate(cache.sheet.tags);
  cache.sheet = sheet as unknown as EmotionCache['sheet'];
  return cache;
}

/**
 * The page's one emotion cache (providers.tsx gives it to Chakra and emotion), whose new rules go to appended
 * style sheets (appended-style-sheet.ts): a result card, a dialog or a page whose recipes the page has not used
 * yet no longer restyles and lays out the whole page. Created once, as emotion's default cache is, when the
 * module loads (after the document is parsed: the prerendered tags are there).
 *
 * Null where there is no document (the home route's build-time prerender): emotion's server path then writes
 * each rule's tag beside the element it styles, as it did before, and home-html.ts moves them into <head>.
 */
export const emotionCache: EmotionCache | null = typeof document === 'undefined' ? null : createAppCache();

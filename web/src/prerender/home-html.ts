import { inlineScripts, scriptHash } from './inline-scripts.ts';

/** The built page without a prerendered route, served for every path but / (api/src/middleware/web-app.ts). */
export const SHELL_FILE = 'shell.html';

const ROOT = '<div id="root"></div>';
// What emotion writes beside each element it styles when it renders outside a browser: one tag per rule set
// (`css <names>`) or global style (`css-global <name>`).
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/**
 * The shell with `markup` (render-home.tsx's output) in its root and emotion's style tags, in the order they
 * came, moved into <head>: the page is styled before the first paint, and the root holds exactly the elements
 * the client hydrates. Emotion's client cache finds the tags there by their data-emotion names and inserts none
 * of those rules again.
 *
 * `scriptHashes` are the inline scripts the CSP allows (the build's INLINE_SCRIPTS_FILE, theme-init.js's alone):
 * the page may hold no other inline script, since the browser would refuse to run it.
 */
export function homeHtml(shell: string, markup: string, scriptHashes: readonly string[]): string {
  if (!shell.includes(ROOT) || !shell.includes('</head>'))
    throw new Error(`the page has no empty ${ROOT} or no </head> to prerender into`);
  // React's scripts (a boundary moved in place, say) are not among the build's allowed ones, and a boundary
  // left pending or failed would be rendered again in the browser.
  if (/<script(?![^>]*type="text\/plain")/.test(markup) || /<!--\$[?!]-->/.test(markup))
    throw new Error('the prerendered markup holds a script or an unfinished Suspense boundary');
  const styles = markup.match(EMOTION_STYLE) ?? [];
  if (styles.length === 0) throw new Error('the prerendered markup holds no emotion styles');
  const body = markup.replace(EMOTION_STYLE, '');
  const html = shell
    .replace('</head>', () => `${styles.join('')}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${body}</div>`);
  const refused = inlineScripts(html).filter((code) => !scriptHashes.includes(scriptHash(code)));
  if (refused.length > 0)
    throw new Error(`the page holds an inline script the CSP does not allow: ${refused[0]!.slice(0, 80)}`);
  return html;
}

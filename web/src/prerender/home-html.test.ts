import { describe, expect, it } from 'vitest';
import { homeHtml } from './home-html.ts';
import { inlineScripts, scriptHash } from './inline-scripts.ts';

const SHELL =
  '<!doctype html><html><head><title>t</title>\n  </head><body><div id="root"></div></body></html>';
const GLOBAL = '<style data-emotion="css-global 1a">body{margin:0}</style>';
const RULE = '<style data-emotion="css 2b 3c">.css-2b{color:red}</style>';

describe('homeHtml', () => {
  it("puts the markup in the root and emotion's style tags, in order, in the head", () => {
    const html = homeHtml(SHELL, `${GLOBAL}<div>${RULE}<h1 class="css-2b">hi</h1></div>`, []);
    expect(html).toBe(
      `<!doctype html><html><head><title>t</title>\n  ${GLOBAL}${RULE}\n  </head>` +
        '<body><div id="root"><div><h1 class="css-2b">hi</h1></div></div></body></html>',
    );
  });

  it('takes $ in the markup literally', () => {
    expect(homeHtml(SHELL, `${RULE}<p>$& $1 $$</p>`, [])).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });

  it('refuses markup the browser could not take over as it is', () => {
    // A script (React's, to move a boundary in place), a boundary React left pending or failed, no styles.
    expect(() => homeHtml(SHELL, `${RULE}<script>$RC("B:0")</script>`, [])).toThrow(/script/);
    expect(() => homeHtml(SHELL, `${RULE}<!--$?--><template id="B:0"></template><!--/$-->`, [])).toThrow(
      /Suspense/,
    );
    expect(() => homeHtml(SHELL, `${RULE}<!--$!--><!--/$-->`, [])).toThrow(/Suspense/);
    expect(() => homeHtml(SHELL, '<h1>unstyled</h1>', [])).toThrow(/no emotion styles/);
    expect(homeHtml(SHELL, `${RULE}<script type="text/plain">x</script>`, [])).toContain('text/plain');
  });

  it('allows an inline script in the page only when its hash is one the CSP lists', () => {
    const theme = 'document.documentElement.className="dark"';
    const shell = SHELL.replace(
      '<title>',
      `<script>${theme}</script><script type="module" src="/a.js"></script><title>`,
    );
    const html = homeHtml(shell, RULE, [scriptHash(theme)]);
    expect(inlineScripts(html)).toEqual([theme]);
    expect(() => homeHtml(shell, RULE, [])).toThrow(/inline script the CSP does not allow/);
    expect(() => homeHtml(shell, RULE, [scriptHash(`${theme};`)])).toThrow(/does not allow/);
  });

  it('refuses a page without an empty root', () => {
    expect(() => homeHtml(SHELL.replace('<div id="root"></div>', ''), RULE, [])).toThrow(/root/);
  });
});

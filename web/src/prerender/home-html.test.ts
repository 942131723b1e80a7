import { describe, expect, it } from 'vitest';
import { homeHtml } from './home-html.ts';

const SHELL =
  '<!doctype html><html><head><title>t</title>\n  </head><body><div id="root"></div></body></html>';
const GLOBAL = '<style data-emotion="css-global 1a">body{margin:0}</style>';
const RULE = '<style data-emotion="css 2b 3c">.css-2b{color:red}</style>';

describe('homeHtml', () => {
  it("puts the markup in the root and emotion's style tags, in order, in the head", () => {
    const html = homeHtml(SHELL, `${GLOBAL}<div>${RULE}<h1 class="css-2b">hi</h1></div>`);
    expect(html).toBe(
      `<!doctype html><html><head><title>t</title>\n  ${GLOBAL}${RULE}\n  </head>` +
        '<body><div id="root"><div><h1 class="css-2b">hi</h1></div></div></body></html>',
    );
  });

  it('takes $ in the markup literally', () => {
    expect(homeHtml(SHELL, `${RULE}<p>$& $1 $$</p>`)).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });

  it('refuses markup the browser could not take over as it is', () => {
    // An inline script (the CSP refuses it), a boundary React left pending or failed, no styles at all.
    expect(() => homeHtml(SHELL, `${RULE}<script>$RC("B:0")</script>`)).toThrow(/inline script/);
    expect(() => homeHtml(SHELL, `${RULE}<!--$?--><template id="B:0"></template><!--/$-->`)).toThrow(
      /Suspense/,
    );
    expect(() => homeHtml(SHELL, `${RULE}<!--$!--><!--/$-->`)).toThrow(/Suspense/);
    expect(() => homeHtml(SHELL, '<h1>unstyled</h1>')).toThrow(/no emotion styles/);
    expect(homeHtml(SHELL, `${RULE}<script type="text/plain">x</script>`)).toContain('text/plain');
  });

  it('refuses a page without an empty root', () => {
    expect(() => homeHtml(SHELL.replace('<div id="root"></div>', ''), RULE)).toThrow(/root/);
  });
});

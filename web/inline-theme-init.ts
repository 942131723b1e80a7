import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minify, type Plugin } from 'vite';
import { INLINE_SCRIPTS_FILE, scriptHash, type InlineScripts } from './src/prerender/inline-scripts.ts';

const SOURCE = 'theme-init.js';
// Where index.html wants the script: early in <head>, before any style sheet an inline script would wait for.
const MARKER = '<!-- theme-init.js -->';

/**
 * Writes theme-init.js, minified, inline where index.html marks it (issue 18: a script loaded from a src held
 * the first paint of every page back by a request). The CSP allows it by its hash: the build lists that hash
 * in dist/inline-scripts.json, which the API reads at start (api/src/middleware/web-app.ts) and the prerender
 * checks the page against (prerender-home.ts).
 */
export function inlineThemeInit(): Plugin {
  let root = '';
  let built: { code: string; hash: string } | undefined;
  const load = async () => {
    const file = path.join(root, SOURCE);
    const { code, errors } = await minify(SOURCE, await readFile(file, 'utf8'));
    if (errors.length > 0) throw new Error(`${file}: ${errors[0]!.message}`);
    return { code: code.trim(), hash: scriptHash(code.trim()) };
  };
  return {
    name: 'namescope:inline-theme-init',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      built = await load();
    },
    async transformIndexHtml(html, ctx) {
      if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER} to write the theme script at`);
      // The dev server reads the file afresh, so an edit shows on the next reload.
      const { code } = ctx.server || !built ? await load() : built;
      return html.replace(MARKER, () => `<script>${code}</script>`);
    },
    generateBundle() {
      if (!built) throw new Error('theme-init.js was not read at the start of the build');
      const list: InlineScripts = { scriptHashes: [built.hash] };
      this.emitFile({ type: 'asset', fileName: INLINE_SCRIPTS_FILE, source: `${JSON.stringify(list)}\n` });
    },
  };
}

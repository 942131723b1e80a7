import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { homeHtml, SHELL_FILE } from './src/prerender/home-html.ts';
import { INLINE_SCRIPTS_FILE, type InlineScripts } from './src/prerender/inline-scripts.ts';

const ENTRY = 'src/prerender/render-home.tsx';

/**
 * Prerenders the home route at build time (issue 18: its hero and search box in the first paint, not after the
 * JavaScript). Once the client bundle is written, builds src/prerender/render-home.tsx for Node, renders / with
 * it, keeps the plain page as dist/shell.html (served for every other path) and writes the rendered page as
 * dist/index.html. The Node build goes in dist/.prerender, where Node finds the web package's dependencies,
 * and is removed after.
 */
export function prerenderHome(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'namescope:prerender-home',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrDir = path.join(outDir, '.prerender');
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          plugins: [react()],
          build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, target: 'node20', minify: false },
        });
        const entry = pathToFileURL(path.join(ssrDir, 'render-home.js')).href;
        const { renderHome } = (await import(entry)) as { renderHome(): Promise<string> };
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        // The inline scripts the API's CSP will allow (inline-theme-init.ts wrote the list).
        const allowed = JSON.parse(
          await readFile(path.join(outDir, INLINE_SCRIPTS_FILE), 'utf8'),
        ) as InlineScripts;
        await writeFile(path.join(outDir, SHELL_FILE), shell);
        await writeFile(
          path.join(outDir, 'index.html'),
          homeHtml(shell, await renderHome(), allowed.scriptHashes),
        );
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { inlineThemeInit } from './inline-theme-init.ts';
import { prerenderHome } from './prerender-home.ts';

// The API runs on 8080 (and serves web/dist in production); in dev Vite proxies /api to it so cookies
// stay same-origin exactly as in production.
export default defineConfig({
  plugins: [
    react(),
    // theme-init.js inline in <head>, its hash in dist/inline-scripts.json for the API's CSP.
    inlineThemeInit(),
    // A brotli and a gzip copy beside each text asset, at maximum level once at build time; the API serves
    // the one the browser accepts (api/src/middleware/web-app.ts).
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      threshold: 1024,
      logLevel: 'silent',
    }),
    // dist/index.html with the home route rendered in it; dist/shell.html for every other path.
    prerenderHome(),
  ],
  server: { proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } } },
  preview: { proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The entry holds the home route's whole first paint (see codeSplitting below), some 540 kB before
    // compression; bench/web holds it to its gzip budget.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The address rule (common/src/address with keccak and the base58/bech32/c32 coders) in a chunk of
            // its own: left to itself the bundler merges it into the chunk holding the extension catalogue, which
            // the home route loads at once, and the rule is only needed once a term could be an address.
            {
              name: 'address-rule',
              test: /common\/src\/address\/|@noble\/hashes|@scure\/base/,
              priority: 1,
            },
            // Everything the entry imports statically, in the entry's one chunk. Left to itself the bundler
            // splits what the lazy screens share with it into some thirty small chunks, each compressed on its
            // own: one file is about 9 kB gzip smaller, and one request instead of thirty.
            { name: 'index', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});

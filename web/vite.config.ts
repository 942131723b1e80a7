import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The API runs on 8080 (and serves web/dist in production); in dev Vite proxies /api to it so cookies
// stay same-origin exactly as in production.
export default defineConfig({
  plugins: [
    react(),
    // A brotli and a gzip copy beside each text asset, at maximum level once at build time; the API serves
    // the one the browser accepts (api/src/middleware/web-app.ts).
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: { proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } } },
  preview: { proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        advancedChunks: {
          includeDependenciesRecursively: false,
          // The address rule (common/src/address with keccak and the base58/bech32/c32 coders) in a chunk of its
          // own: left to itself the bundler merges it into the chunk holding the extension catalogue, which the
          // home route loads at once, and the rule is only needed once a term could be an address.
          groups: [{ name: 'address-rule', test: /common\/src\/address\/|@noble\/hashes|@scure\/base/ }],
        },
      },
    },
  },
});

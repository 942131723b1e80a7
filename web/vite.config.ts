import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on 8080 (and serves web/dist in production); in dev Vite proxies /api to it so cookies
// stay same-origin exactly as in production.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } } },
  preview: { proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the shop server at /; `npm run dev -w storefront-ui` proxies the API to a running server.
export default defineConfig({
  base: '/',
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});

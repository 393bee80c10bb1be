import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the shop server at /admin; `npm run dev -w admin-ui` proxies the API to a running server.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});

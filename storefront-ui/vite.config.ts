import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** react-router's production build: its package exports name only the development one (warnings and checks on). */
const routerBuild = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

// Served by the shop server at /; `npm run dev -w storefront-ui` proxies the API to a running server.
// `vite build` makes the browser's files (dist/); `vite build --ssr src/entry-server.tsx` the server's
// renderer (dist-server/entry-server.cjs, CommonJS so the shop server and its tests require it).
export default defineConfig(({ isSsrBuild, command }) => ({
  base: '/',
  plugins: [react()],
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ],
        }
      : {},
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // Stripe's packages ship ES modules only: bundled into the CommonJS renderer instead of required
  // from it (the /stripe page is never rendered on the server, but the one file holds every route).
  // @shop/kernel is TypeScript source (a workspace package): bundled too, never required at run time.
  // The router is bundled so that its production build (the alias above) is the one the renderer runs.
  ssr: { noExternal: ['@stripe/stripe-js', '@stripe/react-stripe-js', '@shop/kernel', 'react-router', 'react-router-dom'] },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs', codeSplitting: false } },
      }
    : {
        // package.json declares only the CSS files as side effects: a route or the app shell that imports one
        // thing from a feature's index.ts does not take the feature's other pages into its chunk.
        outDir: 'dist',
        emptyOutDir: true,
        // React and the router change far less often than the shop's own code: their own long-cached chunk.
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/ }] },
          },
        },
      },
}));

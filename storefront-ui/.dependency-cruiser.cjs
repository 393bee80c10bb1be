/**
 * Boundaries of the storefront's code, checked by `npm run lint:deps` (and inside `npm test`).
 * - A feature (src/features/<name>) offers what others may use through its index.ts; its other files
 *   are its own. The app (src/app, src/routes, the entries) composes features in routes, through the
 *   same index.ts files.
 * - Shared code (src/lib, src/components, src/i18n) sits below every feature: it imports none of them.
 */
module.exports = {
  forbidden: [
    {
      // $1 is the importing feature, or outside features/ the first folder or file (routes, app, main.tsx), which
      // names no feature: there only index.ts files are allowed.
      name: 'features-through-their-index',
      severity: 'error',
      comment: "A feature's internal file: import what it offers from its index.ts (add it there if it is meant to be shared).",
      from: { path: '^storefront-ui/src/(?:features/)?([^/]+)' },
      to: { path: '^storefront-ui/src/features/', pathNot: ['^storefront-ui/src/features/$1/', '^storefront-ui/src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shared-code-imports-no-feature',
      severity: 'error',
      comment: 'lib/, components/ and i18n/ are used by every feature; they depend on none of them.',
      from: { path: '^storefront-ui/src/(lib|components|i18n)/' },
      to: { path: '^storefront-ui/src/(features|app|routes)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle between files makes their load order matter.',
      from: { path: '^storefront-ui/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};

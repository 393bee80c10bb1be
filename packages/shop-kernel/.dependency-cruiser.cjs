/**
 * The kernel's boundary, checked by `npm run lint:deps` (and inside `npm test`): what both UIs share stays
 * plain TypeScript that needs nothing else. It imports no package (React, react-admin, the router...) and
 * nothing of the UIs or the server; only its own files.
 */
module.exports = {
  forbidden: [
    {
      name: 'kernel-imports-only-itself',
      severity: 'error',
      comment: 'The kernel holds only what both UIs share without either one’s libraries: keep UI and server code out of it.',
      from: { path: '^packages/shop-kernel/src/' },
      to: { pathNot: '^packages/shop-kernel/src/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle between files makes their load order matter.',
      from: { path: '^packages/shop-kernel/src/' },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.json'] },
  },
};

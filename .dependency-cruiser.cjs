/**
 * Module boundaries of the server, checked by `npm run lint:deps` (and inside `npm test`).
 * - One owner per table: a module's entities (and repositories) are its own. Other modules call its
 *   service; only entity files may name another module's entity (for a relation's foreign key).
 * - common/ is below every module: it imports none of them.
 * - A module offers its services, types and messages through its index.ts; its other files are its own.
 *   Nest module classes (`*.module.ts`) are imported from their files: module wiring may need forwardRef
 *   cycles that a barrel would turn into load-order cycles.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-foreign-entities',
      severity: 'error',
      comment: "Another module's entity or repository: call its service (it owns the table) and import its types instead.",
      from: { path: '^server/src/modules/([^/]+)/', pathNot: '\\.entity\\.ts$' },
      to: { path: '^server/src/modules/([^/]+)/.+\\.(entity|repository)\\.ts$', pathNot: '^server/src/modules/$1/' },
    },
    {
      name: 'no-foreign-entities-outside-modules',
      severity: 'error',
      comment: 'Outside modules/, entities are named only by the entity registry, the seed and the migration tooling.',
      from: { path: '^server/src/(common|queue|events|config)/' },
      to: { path: '^server/src/modules/.+\\.(entity|repository)\\.ts$' },
    },
    {
      name: 'modules-through-their-index',
      severity: 'error',
      comment: "Another module's internal file: import what it offers from its index.ts (add it there if it is meant to be shared).",
      from: { path: '^server/src/modules/([^/]+)/', pathNot: '\\.entity\\.ts$' },
      to: { path: '^server/src/modules/[^/]+/.+\\.ts$', pathNot: ['^server/src/modules/$1/', '/index\\.ts$', '\\.module\\.ts$', '\\.entity\\.ts$'] },
    },
    {
      name: 'modules-through-their-index-outside-modules',
      severity: 'error',
      comment: "Outside modules/ (the app's setup, queue, events), a module is reached through its index.ts or its Nest module class.",
      from: { path: '^server/src/', pathNot: ['^server/src/modules/', '^server/src/database/seed/'] },
      to: { path: '^server/src/modules/[^/]+/.+\\.ts$', pathNot: ['/index\\.ts$', '\\.module\\.ts$', '\\.entity\\.ts$'] },
    },
    {
      name: 'common-imports-no-module',
      severity: 'error',
      comment: 'common/ holds what every module uses; it depends on none of them.',
      from: { path: '^server/src/common/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle between files makes their load order matter (a decorator may meet an undefined class). Only Nest module classes may import each other in a cycle, through forwardRef.',
      from: { path: '^server/src/' },
      to: { circular: true, via: { pathNot: '\\.module\\.ts$' } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.spec\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};

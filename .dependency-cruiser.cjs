/**
 * Module boundaries of the server, checked by `npm run lint:deps` (and inside `npm test`).
 * - One owner per table: a module's entities (and repositories) are its own. Other modules call its
 *   service; only entity files may name another module's entity (for a relation's foreign key).
 * - common/ is below every module: it imports none of them.
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
      name: 'common-imports-no-module',
      severity: 'error',
      comment: 'common/ holds what every module uses; it depends on none of them.',
      from: { path: '^server/src/common/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle between files makes their load order matter (a decorator may meet an undefined class).',
      from: { path: '^server/src/' },
      to: { circular: true },
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

// The server's import graph, checked in CI (`npm run lint:graph`, issue 30). Layers, lowest first:
//   db (the database handle and column helpers) · lib (helpers that know no domain)
//   core (identity, sessions, route and access, caches, group commit, idempotency) · policies (who may call what)
//   features (one folder per feature) and read-models/ (what is kept for reads: batched reads, trigger-kept totals,
//   ranks, answer keys) · the composition root (app.ts, routes.ts, main.ts, schema.ts, seed/).
// A layer imports only the layers below it; a feature imports another feature only through that feature's
// public entry (its index.ts) or its tables (*.table.ts: a feature's tables are its published schema, which other
// features' queries join and reference). Tests and their helpers may reach anywhere.
const SERVER = '^server/src/';
const TESTS = '(\\.test\\.ts$|/test/|test-world\\.ts$|test-helpers\\.ts$|test-fixtures\\.ts$)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules of the server that import each other, directly or around a loop.',
      from: { path: SERVER, pathNot: TESTS },
      to: { circular: true },
    },
    {
      name: 'lower-layers-import-no-feature',
      severity: 'error',
      comment: 'db, lib, core and policies sit below every feature: a feature registers with them, never the reverse.',
      from: { path: `${SERVER}(db|lib|core|policies|i18n)/`, pathNot: TESTS },
      to: { path: `${SERVER}(features|read-models|content|seed)/|${SERVER}(app|routes|main|schema)\\.ts$` },
    },
    {
      name: 'db-and-lib-below-core',
      severity: 'error',
      comment: 'The database handle and the helpers know nothing of identity, access or caching.',
      from: { path: `${SERVER}(db|lib)/`, pathNot: TESTS },
      to: { path: `${SERVER}(core|policies)/` },
    },
    {
      name: 'core-below-policies',
      severity: 'error',
      comment: 'The core defines what a policy is (core/policy.ts); the rules themselves (policies/) build on it.',
      from: { path: `${SERVER}core/`, pathNot: TESTS },
      to: { path: `${SERVER}policies/` },
    },
    {
      name: 'feature-through-public-entry',
      severity: 'error',
      comment: 'Another feature is used through its index.ts, which says what it offers, or its tables; its other files are its own.',
      from: { path: `${SERVER}features/([^/]+)/`, pathNot: TESTS },
      to: { path: `${SERVER}features/`, pathNot: [`${SERVER}features/$1/`, `${SERVER}features/[^/]+/(index|[^/]+\\.table)\\.ts$`] },
    },
    {
      name: 'read-models-through-public-entries',
      severity: 'error',
      comment: 'The read models use a feature as other features do: through its index.ts or its tables.',
      from: { path: `${SERVER}read-models/`, pathNot: TESTS },
      to: { path: `${SERVER}features/`, pathNot: `${SERVER}features/[^/]+/(index|[^/]+\\.table)\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|/migrations/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.js'] },
  },
};

// Import boundaries between the parts of the house (docs/architecture.md says why they are where they are).
// `npm run lint` runs `depcruise` with this file; a rule's comment says what it keeps apart, and why
// where it allows an exception.
const server = '^apps/server/src/';

/**
 * Each table's one writer (apps/server/lint/table-owners.cjs; ESLint fails a write from elsewhere). A table with its
 * own `schemaFile` is kept to its owner altogether: only the owner imports the file (docs/architecture.md, "Table
 * owners"); other modules read through its index.ts. The demo seed (db/seed/), test support and tests set rows up
 * directly, as the ORM rule allows them.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser's config is CommonJS
const tableOwners = require('./apps/server/lint/table-owners.cjs').filter((entry) => entry.schemaFile);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'orm-only-in-repositories',
      comment:
        'Only *.repository.ts files import the ORM (drizzle-orm) or the table definitions (db/schema): the rest ' +
        'of the server asks repositories. Exceptions: db/ itself (client, schema, migrations, seeds), ' +
        'platform/db/ (the transaction and advisory-lock helpers are the database layer, taking a transaction), ' +
        'test-support/ and *.test.ts files (tests set up and inspect rows directly).',
      severity: 'error',
      from: {
        pathNot: [
          '\\.repository\\.ts$',
          `${server}db/`,
          `${server}platform/db/`,
          `${server}test-support/`,
          '\\.test\\.ts$',
          '^apps/server/drizzle\\.config\\.ts$',
        ],
      },
      to: { path: ['^node_modules/drizzle-orm/', `${server}db/schema/`] },
    },
    ...tableOwners.map(({ schemaFile, owner }) => ({
      name: `table-owner-${schemaFile}`,
      comment: `Only ${owner} imports db/schema/${schemaFile}.ts: it is the one writer of its table.`,
      severity: 'error',
      from: {
        pathNot: [`${server}${owner}/`, `${server}db/seed/`, `${server}test-support/`, '\\.test\\.ts$'],
      },
      to: { path: `${server}db/schema/${schemaFile}\\.ts$` },
    })),
    {
      name: 'provider-sdk-only-in-its-adapter',
      comment:
        "Core code takes payments through PaymentProvider and never imports a provider's SDK: only the Stripe " +
        'adapter (platform/payments/stripe/) imports `stripe` (docs/payments.md).',
      severity: 'error',
      from: { pathNot: `${server}platform/payments/stripe/` },
      to: { path: '^node_modules/stripe/' },
    },
    {
      name: 'modules-through-index',
      comment: "A server module uses another module only through that module's index.ts, never its files.",
      severity: 'error',
      from: { path: `${server}modules/([^/]+)/` },
      to: {
        path: `${server}modules/`,
        pathNot: [`${server}modules/$1/`, `${server}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'platform-and-lib-not-modules',
      comment:
        'platform/ (cross-cutting machinery) and lib/ (pure helpers) know no domain module; modules use them, ' +
        'and app.ts wires the modules in.',
      severity: 'error',
      from: { path: `${server}(platform|lib)/` },
      to: { path: `${server}modules/` },
    },
    {
      name: 'domain-not-apps',
      comment: 'packages/domain is shared by the server and the web app, so it imports neither.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-features-not-app',
      comment: 'Web features do not import the app shell (apps/web/src/app/): the shell imports the features.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles. Type-only imports are left out: they are erased from the JavaScript, so a cycle ' +
        'through them cannot leave a module half-initialised.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-module-cycles',
      comment:
        'No cycle between server modules, type-only imports included: a cycle hidden by handing one module the ' +
        "other's function in app.ts is still a cycle. Break it by moving what both need to its owner.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/$1/', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)dist/', '^apps/server/src/db/migrations/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};

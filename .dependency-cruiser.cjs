/**
 * The dependency rules of the storefront and the mock backend (`npm run lint:deps`, a step of `npm test`).
 * Each rule is proven by `scripts/dependency-rules.test.ts`, which feeds it a forbidden import and an allowed one.
 *
 * Layers (hexagonal): dependencies point inward only, ui → application → domain, infrastructure → application
 * ports and domain, composition → everything. The mock backend stands in for other systems: it shares only the wire
 * contracts with the shop.
 */

/** Packages resolve to `node_modules/<name>/…`. */
const npm = (names) => `(^|/)node_modules/(${names})/`;
const REACT = npm('react|react-dom|react-router|react-router-dom|@types/react|@types/react-dom|@mantine/[^/]+|@tabler/[^/]+');
const RXJS = npm('rxjs');
const INVERSIFY = npm('inversify|@inversifyjs/[^/]+');
const layer = (...names) => `^src/(${names.join('|')})/`;

/** Tests, and the harness several tests of a slice share (`*.test-support.ts`): test code, which production code never imports. */
const TESTS = '[.]test([.]tsx?|-support[.]ts)$';
const UI_TEST_SUPPORT = '^src/ui/test/';
/** Folders every UI slice may use; the app (routes) and the shell (the frame around every page: header, side menu,
 * footer, the education modal it opens) sit above the slices and may import them, no slice imports them. */
const UI_SHARED = '^src/ui/(common|di|rx|styles|test)/';
const UI_FRAME = '^src/ui/(app|shell)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment: 'A module never reaches itself through its imports (type imports included): a cycle ties its modules into one.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'The domain imports only the domain: no rxjs, React, UI libraries, DI container, Node built-ins or outer layers.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: [RXJS, REACT, INVERSIFY, layer('application', 'infrastructure', 'ui', 'composition'), '^src/app/'] },
    },
    {
      name: 'domain-uses-no-node',
      comment: 'The domain runs in the browser: no Node built-ins.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'application-layer',
      comment: 'Use cases, models and ports: no React or UI libraries, no infrastructure, ui or composition.',
      severity: 'error',
      from: { path: '^src/application/', pathNot: TESTS },
      to: { path: [REACT, layer('infrastructure', 'ui', 'composition'), '^src/app/'] },
    },
    {
      name: 'application-tests',
      comment: 'Tests of use cases and models run against in-memory adapters only; no React, ui or composition.',
      severity: 'error',
      from: { path: `^src/application/.*${TESTS}` },
      to: { path: [REACT, '^src/infrastructure/(?!in-memory/)', layer('ui', 'composition')] },
    },
    {
      name: 'application-uses-no-node',
      comment: 'The application runs in the browser: no Node built-ins (tests included).',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'infrastructure-imports-ports-only',
      comment: 'An adapter implements ports: of the application it imports the ports (*.port.ts) only; besides that the domain, the contracts, the infrastructure and packages other than React.',
      severity: 'error',
      from: { path: '^src/infrastructure/' },
      to: {
        pathNot: ['^src/(domain|infrastructure)/', '^src/application/.*[.]port[.]ts$', '^contracts/', '(^|/)node_modules/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'infrastructure-uses-no-react',
      comment: 'Adapters render nothing.',
      severity: 'error',
      from: { path: '^src/infrastructure/' },
      to: { path: REACT },
    },
    {
      name: 'ui-layer',
      comment: 'Views and their bindings reach adapters only through the container: no infrastructure, composition or Node built-ins.',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: [TESTS, UI_TEST_SUPPORT] },
      to: { path: [layer('infrastructure', 'composition'), '^src/app/'] },
    },
    {
      name: 'ui-tests',
      comment: 'View tests run the real container (composition) with in-memory adapters only.',
      severity: 'error',
      from: { path: [`^src/ui/.*${TESTS}`, UI_TEST_SUPPORT] },
      to: { path: '^src/infrastructure/(?!in-memory/)' },
    },
    {
      name: 'ui-uses-no-node',
      comment: 'The storefront runs in the browser: no Node built-ins (tests included).',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-import-between-ui-slices',
      comment: `A UI slice (src/ui/<slice>/) imports no other slice; what two slices share moves to src/ui/common. Shared: ${UI_SHARED}; above the slices: ${UI_FRAME}.`,
      severity: 'error',
      from: { path: '^src/ui/([^/]+)/', pathNot: [UI_FRAME, UI_TEST_SUPPORT] },
      to: { path: '^src/ui/([^/]+)/', pathNot: ['^src/ui/$1/', UI_SHARED] },
    },
    {
      name: 'views-use-no-use-case-or-port',
      comment:
        'A view (src/ui/**/*.tsx) renders its model: it imports no use case (*.use-case.ts, *.use-cases.ts, *.query.ts), no application service (*.service.ts) and no port (*.port.ts); its binding hook or model does.',
      severity: 'error',
      from: { path: '^src/ui/.*[.]tsx$', pathNot: [TESTS, UI_TEST_SUPPORT] },
      to: { path: '^src/application/.*[.](use-cases?|query|service|port)[.]ts$' },
    },
    {
      name: 'mock-server-imports-contracts-only',
      comment: 'The mock backend stands in for other systems: it imports its own files, the wire contracts (contracts/) and packages, never the storefront.',
      severity: 'error',
      from: { path: '^mock-server/' },
      to: { pathNot: ['^(mock-server|contracts)/', '(^|/)node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'contracts-import-only-zod',
      comment: 'The wire contracts are shared by the shop and the mock: they import nothing but zod and each other.',
      severity: 'error',
      from: { path: '^contracts/', pathNot: TESTS },
      to: { pathNot: ['^contracts/', npm('zod')] },
    },
    {
      name: 'contract-tests-import-no-side',
      comment: 'Tests of the contracts read the contracts, not the shop or the mock.',
      severity: 'error',
      from: { path: `^contracts/.*${TESTS}` },
      to: { pathNot: ['^contracts/', '(^|/)node_modules/'] },
    },
    {
      name: 'every-import-resolves',
      comment: 'An import the rules cannot follow is one they cannot check.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '^(dist|dist-[^/]*|coverage|test-results|playwright-report|[.]mock-data)/' },
    // Type-only imports are dependencies too: a type from an outer layer ties the inner one to it.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // Packages are found as Node and the bundler find them (some, such as inversify, have only `exports`).
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.mjs', '.js', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

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
/** Helpers of tests that sit beside the code they help (`checkout.test-support.ts`, `loader-test-support.ts`). */
const TEST_SUPPORT = '[.-]test-support[.]tsx?$';
/** The test doubles (in-memory adapters, a recording logger, fixtures) live outside the production tree. */
const TEST_DOUBLES = '^test/doubles/';
/** The in-memory adapters production uses where there is no browser (the server): memory storage and cookies. */
const MEMORY_ADAPTERS = '^src/infrastructure/(browser-storage/memory-storage|cookies/memory-cookies)[.]ts$';
/** Folders every UI slice may use; the app (routes) and the shell (the frame around every page: header, side menu,
 * footer, the education modal it opens) sit above the slices and may import them, no slice imports them. */
const UI_SHARED = '^src/ui/(common|di|rx|styles|test)/';
const UI_FRAME = '^src/ui/(app|shell)/';

/** The application's slices (src/application/<slice>/) share the kernel, src/application/kernel/: the shop-wide ports
 * (the logger, clock, scheduler, recommendation service, ring catalogue, carts, customer accounts and their stores)
 * and state (the bag, the customer's session, the shop's notices), the presentation-model and form bases and the
 * destinations. The kernel imports no slice. Beyond the kernel a slice uses another only where this table says so
 * (docs/architecture.md, "Application slices"), file by file, and never both ways. */
const KERNEL = 'kernel';
const SLICE_USES = {
  // The product page adds its diamond to the bag, asks for a certificate or an expert, and leads back to the search.
  diamond: ['bag/add-diamond-to-bag[.]use-case', 'contact/(contact-an-expert|request-certificate)[.]use-case', 'discovery/(read-current-search[.]query|discovery-paths)'],
  // The bag warms the ring list its free ring is chosen from, and refuses a free ring in the ring builder's words.
  bag: ['rings/(list-rings[.]use-case|ring-list-cache[.]service|add-ring-to-bag[.]use-case)'],
  // The checkout's address form keeps a new address in the customer's book.
  checkout: ['account/save-customer-address[.]use-case'],
};
const sliceRule = (slice, uses) => ({
  name: 'no-import-between-application-slices',
  comment: `An application slice imports its own files and the kernel (src/application/${KERNEL}/), which imports no slice; of another slice only what SLICE_USES grants it (docs/architecture.md, "Application slices").`,
  severity: 'error',
  from: slice ? { path: `^src/application/${slice}/` } : { path: '^src/application/([^/]+)/', pathNot: `^src/application/(${Object.keys(SLICE_USES).join('|')})/` },
  to: { path: '^src/application/', pathNot: [`^src/application/(${slice ?? '$1'}|${KERNEL})/`, ...uses.map((use) => `^src/application/${use}[.]tsx?$`)] },
});

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
      comment: 'Tests of use cases and models run against the test doubles (test/doubles/) only: no adapter, React, ui or composition.',
      severity: 'error',
      from: { path: `^src/application/.*${TESTS}` },
      to: { path: [REACT, layer('infrastructure', 'ui', 'composition')] },
    },
    {
      name: 'application-uses-no-node',
      comment: 'The application runs in the browser: no Node built-ins (tests included).',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { dependencyTypes: ['core'] },
    },
    sliceRule(null, []),
    ...Object.entries(SLICE_USES).map(([slice, uses]) => sliceRule(slice, uses)),
    {
      name: 'infrastructure-imports-ports-only',
      comment: 'An adapter, or a test double, implements ports: of the application it imports the ports (*.port.ts) only; besides that the domain, the contracts, the infrastructure, the other doubles and packages other than React.',
      severity: 'error',
      from: { path: ['^src/infrastructure/', TEST_DOUBLES] },
      to: {
        pathNot: ['^src/(domain|infrastructure)/', '^src/application/.*[.]port[.]ts$', '^contracts/', TEST_DOUBLES, '(^|/)node_modules/'],
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
      comment: 'View tests run the real container (composition) with the test doubles; of the adapters, only the memory storage and cookies.',
      severity: 'error',
      from: { path: [`^src/ui/.*${TESTS}`, UI_TEST_SUPPORT] },
      to: { path: '^src/infrastructure/', pathNot: MEMORY_ADAPTERS },
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
      name: 'production-imports-no-test-double',
      comment: 'The shop never runs on a test double: only tests and their helpers import test/ (the doubles, fixtures, the recording logger).',
      severity: 'error',
      from: { path: '^src/', pathNot: [TESTS, UI_TEST_SUPPORT, TEST_SUPPORT] },
      to: { path: '^test/' },
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

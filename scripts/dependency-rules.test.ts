import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { cruise } from 'dependency-cruiser';
import type { ICruiseResult, IViolation } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The dependency rules (`.dependency-cruiser.cjs`) are executable: each forbidden import below must be refused by
 * its rule (and so fail `npm run lint:deps` and `npm test`), each allowed one accepted by every rule. The probes are
 * files of a scratch copy of the project's layout (the modules they import are empty stand-ins; packages are the
 * project's own), cruised once with the project's configuration.
 */
type Probe = readonly [file: string, source: string];

const FORBIDDEN: Record<string, readonly Probe[]> = {
  'no-import-cycle': [
    ['src/domain/diamond/cycle-a.ts', "import { b } from './cycle-b';\nexport const a = () => b;"],
    ['src/domain/diamond/cycle-b.ts', "import type { a } from './cycle-a';\nexport const b = (x?: typeof a) => x;"],
    ['mock-server/http/cycle-page.ts', "import { createApp } from '../app/cycle-app';"],
    ['mock-server/app/cycle-app.ts', "import { page } from '../http/cycle-page';"],
  ],
  'domain-is-pure': [
    ['src/domain/diamond/probe.ts', "import { of } from 'rxjs';"],
    ['src/domain/diamond/probe.ts', "import { map } from 'rxjs/operators';"],
    ['src/domain/diamond/probe.ts', "import { useState } from 'react';"],
    ['src/domain/diamond/probe.ts', "import { Button } from '@mantine/core';"],
    ['src/domain/diamond/probe.ts', "import { Container } from 'inversify';"],
    ['src/domain/diamond/probe.ts', "import { MemoryStorage } from '../../infrastructure/browser-storage/memory-storage';"],
    ['src/domain/diamond/probe.ts', "import { ShopNotices } from '../../application/shell/shop-notices.service';"],
    ['src/domain/diamond/probe.ts', "import type { Clock } from '../../application/shell/clock.port';"],
  ],
  'domain-uses-no-node': [
    ['src/domain/diamond/probe.ts', "import { createHash } from 'node:crypto';"],
    ['src/domain/diamond/probe.ts', "import { readFileSync } from 'fs';"],
  ],
  'application-layer': [
    ['src/application/discovery/probe.ts', "import { MemoryStorage } from '../../infrastructure/browser-storage/memory-storage';"],
    ['src/application/discovery/probe.ts', "import { useShell } from '../../ui/shell/use-shell';"],
    ['src/application/discovery/probe.ts', "import { useState } from 'react';"],
    ['src/application/discovery/probe.ts', "import { buildContainer } from '../../composition/container';"],
  ],
  'application-tests': [
    ['src/application/discovery/probe.test.ts', "import { WebStorageShopByStore } from '../../infrastructure/browser-storage/web-storage.shop-by.store';"],
    ['src/application/discovery/probe.test.ts', "import { useState } from 'react';"],
    ['src/application/discovery/probe.test.ts', "import { buildContainer } from '../../composition/container';"],
  ],
  'application-uses-no-node': [['src/application/discovery/probe.test.ts', "import { setTimeout } from 'node:timers/promises';"]],
  'infrastructure-imports-ports-only': [
    ['src/infrastructure/magento-rest/probe.ts', "import { useShell } from '../../ui/shell/use-shell';"],
    ['src/infrastructure/magento-rest/probe.ts', "import { buildContainer } from '../../composition/container';"],
    ['src/infrastructure/magento-rest/probe.ts', "import { ApplyCoupon } from '../../application/bag/apply-coupon.use-case';"],
    ['src/infrastructure/magento-rest/probe.ts', "import { Bag } from '../../application/bag/bag.service';"],
    ['src/infrastructure/magento-rest/probe.ts', "import { buildDiamond } from '../../../mock-server/seed/seed-database';"],
  ],
  'infrastructure-uses-no-react': [['src/infrastructure/magento-rest/probe.ts', "import { useState } from 'react';"]],
  'ui-layer': [
    ['src/ui/discovery/probe.ts', "import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http-client';"],
    ['src/ui/discovery/probe.ts', "import { buildContainer } from '../../composition/container';"],
  ],
  'ui-tests': [['src/ui/discovery/probe.test.ts', "import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http-client';"]],
  'ui-uses-no-node': [
    ['src/ui/discovery/probe.ts', "import { readFileSync } from 'node:fs';"],
    ['src/ui/discovery/probe.test.tsx', "import { join } from 'node:path';"],
  ],
  'no-import-between-ui-slices': [
    ['src/ui/account/probe.tsx', "import { EmptyCheckout } from '../checkout/empty-checkout';"],
    ['src/ui/checkout/probe.ts', "import { useReturnUrl } from '../account/use-return-url';"],
    ['src/ui/diamond/probe.tsx', "import { MENU_ENTRIES } from '../shell/menu-entries';"],
    ['src/ui/rings/probe.tsx', "import { routes } from '../app/routes';"],
    ['src/ui/common/probe.tsx', "import { BagPage } from '../bag/bag-page';"],
    ['src/ui/bag/probe.test.tsx', "import { RingBuilderPage } from '../rings/ring-builder-page';"],
  ],
  'views-use-no-use-case-or-port': [
    ['src/ui/diamond/probe.tsx', "import { ContactAnExpert } from '../../application/contact/contact-an-expert.use-case';"],
    ['src/ui/account/probe.tsx', "import { LoadAccount } from '../../application/account/load-account.query';"],
    ['src/ui/checkout/probe.tsx', "import type { ReceiptTracker } from '../../application/checkout/receipt-tracker.port';"],
    ['src/ui/account/probe.tsx', "import { ChangePassword } from '../../application/account/passwords.use-cases';"],
    ['src/ui/account/probe.tsx', "import { CustomerSession } from '../../application/account/customer-session.service';"],
    ['src/ui/checkout/probe.tsx', "import type { Checkout } from '../../application/checkout/checkout.service';"],
  ],
  'mock-server-imports-contracts-only': [
    ['mock-server/recommendation/probe.ts', "import type { Diamond } from '../../src/domain/diamond/diamond';"],
    ['mock-server/catalog/probe.ts', "import { ringVariantCode } from '../../src/domain/rings/ring-code';"],
    ['mock-server/test/probe.ts', "import { World } from '../../features/support/world';"],
    ['mock-server/test/probe.ts', "import { securityHeaders } from '../../scripts/content-security-policy.mjs';"],
  ],
  'contracts-import-only-zod': [
    ['contracts/probe.ts', "import { of } from 'rxjs';"],
    ['contracts/probe.ts', "import type { Diamond } from '../src/domain/diamond/diamond';"],
    ['contracts/probe.ts', "import { CardVault } from '../mock-server/card-provider/card-vault';"],
  ],
  'contract-tests-import-no-side': [['contracts/probe.test.ts', "import { CardVault } from '../mock-server/card-provider/card-vault';"]],
  'every-import-resolves': [['src/domain/diamond/probe.ts', "import { nothing } from './no-such-module';"]],
};

const ALLOWED: readonly Probe[] = [
  ['src/domain/diamond/probe.ts', "import { SHAPES } from './shapes';"],
  ['src/domain/diamond/probe.ts', "import { shopError } from '../shared/shop-error';"],
  ['src/domain/diamond/probe.test.ts', "import { describe } from 'vitest';\nimport fc from 'fast-check';"],
  ['src/application/discovery/probe.ts', "import { of } from 'rxjs';"],
  ['src/application/discovery/probe.ts', "import { injectable } from 'inversify';"],
  ['src/application/discovery/probe.ts', "import { SHAPES } from '../../domain/diamond/shapes';"],
  ['src/application/discovery/probe.test.ts', "import { InMemoryShopByStore } from '../../infrastructure/in-memory/in-memory-shop-by.store';"],
  ['src/application/discovery/probe.test-support.ts', "import { InMemoryShopByStore } from '../../infrastructure/in-memory/in-memory-shop-by.store';"],
  ['src/infrastructure/magento-rest/probe.ts', "import type { ShopByStore } from '../../application/discovery/shop-by.store.port';"],
  ['src/infrastructure/magento-rest/probe.ts', "import { fetchJson } from '../http/fetch-json';"],
  ['src/infrastructure/magento-rest/probe.ts', "import { SHAPES } from '../../domain/diamond/shapes';"],
  ['src/infrastructure/magento-rest/probe.ts', "import { cartSchema } from '../../../contracts/magento/cart';"],
  ['src/infrastructure/magento-rest/probe.ts', "import { map } from 'rxjs';"],
  ['src/ui/discovery/probe.ts', "import { ChoosePriceRange } from '../../application/discovery/choose-price-range.use-case';"],
  ['src/ui/discovery/probe.ts', "import type { ShopByStore } from '../../application/discovery/shop-by.store.port';"],
  ['src/ui/discovery/probe.tsx', "import { PriceStepModel } from '../../application/discovery/price-step.model';"],
  ['src/ui/account/probe.tsx', "import type { SignInState } from '../../application/account/sign-in.model';\nimport { afterSignIn } from '../../domain/account/customer';"],
  ['src/ui/account/probe.ts', "import { CustomerSession } from '../../application/account/customer-session.service';\nimport { ChangePassword } from '../../application/account/passwords.use-cases';"],
  ['src/ui/discovery/probe.tsx', "import { formatPrice } from '../../domain/shared/money';"],
  ['src/ui/discovery/probe.tsx', "import { useModel } from '../rx/use-model';\nimport { useInjection } from '../di/use-injection';"],
  ['src/ui/discovery/probe.tsx', "import { LoupeLogo } from '../common/loupe-logo';\nimport { usePriceStep } from './use-price-step';"],
  ['src/ui/discovery/probe.test.tsx', "import { InMemoryContentPageRepository } from '../../infrastructure/in-memory/in-memory-content-page.repository';"],
  ['src/ui/discovery/probe.test.tsx', "import { renderShop } from '../test/render-shop';\nimport type { Clock } from '../../application/shell/clock.port';"],
  ['src/ui/test/probe.tsx', "import { buildContainer } from '../../composition/container';\nimport { App } from '../app/app';"],
  ['src/ui/app/probe.tsx', "import { BagPage } from '../bag/bag-page';\nimport { ShellLayout } from '../shell/shell-layout';"],
  ['src/ui/shell/probe.tsx', "import { EducationModal } from '../education/education-modal';"],
  ['src/composition/probe.ts', "import { MagentoHttpClient } from '../infrastructure/magento-rest/magento-http-client';"],
  ['mock-server/card-provider/probe.ts', "import { randomBytes } from 'node:crypto';\nimport { Router } from 'express';"],
  ['mock-server/card-provider/probe.ts', "import { cardSchema } from '../../contracts/card-provider/card';\nimport { magentoErrors } from '../http/magento-errors';"],
  ['contracts/probe.ts', "import { z } from 'zod';\nimport { moneySchema } from './shared/money';"],
  ['contracts/probe.test.ts', "import { describe } from 'vitest';\nimport { moneySchema } from './shared/money';"],
  ['features/support/probe.ts', "import { createMockServer } from '../../mock-server/server';\nimport { buildContainer } from '../../src/composition/container';"],
];

const ROOT = process.cwd();
const PROBE_DIRS = ['src', 'mock-server', 'contracts', 'features'];
/** Import specifiers that are relative paths name project modules: they get an empty stand-in. */
const RELATIVE = /from\s+'(\.{1,2}\/[^']+)'/g;

interface ProbeFile {
  readonly file: string;
  readonly source: string;
  /** The rule that must refuse it, or null when every rule must accept it. */
  readonly rule: string | null;
}

/** One file per probe (numbered), except the cycles, whose files import each other by name. */
const PROBE_FILES: readonly ProbeFile[] = [
  ...Object.entries(FORBIDDEN).flatMap(([rule, list]) => list.map(([file, source]) => ({ file, source, rule }))),
  ...ALLOWED.map(([file, source]) => ({ file, source, rule: null })),
].map((probe, index) => ({ ...probe, file: probe.file.replace(/probe(\.test)?\.(tsx?)$/, `probe-${index}$1.$2`) }));

/** Writes every probe and an empty stand-in for each project module it imports. */
function writeProbes(dir: string): void {
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  PROBE_FILES.forEach(({ file, source }, index) => write(file, `${source}\nexport const probe = ${index};\n`));
  const probeFiles = new Set(PROBE_FILES.map(({ file }) => file));
  for (const { file, source } of PROBE_FILES) {
    for (const [, specifier] of source.matchAll(RELATIVE)) {
      if (specifier === undefined || specifier.includes('no-such-module')) continue;
      const target = normalize(join(dirname(file), specifier));
      const stub = /\.(m?js|tsx?)$/.test(target) ? target : `${target}.ts`;
      if (!probeFiles.has(stub) && !existsSync(join(dir, stub))) write(stub, 'export {};\n');
    }
  }
}

let scratch = '';
let violations: IViolation[] = [];

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  writeProbes(scratch);
  const { forbidden, options } = await extractDepcruiseConfig(join(ROOT, '.dependency-cruiser.cjs'));
  const { output } = await cruise(PROBE_DIRS, { ...options, ruleSet: { forbidden }, validate: true, baseDir: scratch, outputType: 'json' });
  violations = (JSON.parse(String(output)) as ICruiseResult).summary.violations;
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const filesOf = (rule: string | null) => PROBE_FILES.filter((probe) => probe.rule === rule).map(({ file, source }) => [file, source.replaceAll('\n', ' ')] as const);
/** The rules a file breaks; a cycle is reported once, from one of its modules, and is broken by all of them. */
const refusals = (file: string) =>
  violations.filter((violation) => violation.from === file || violation.cycle?.some((step) => step.name === file)).map((violation) => violation.rule.name);

describe('dependency rules', () => {
  it('has a forbidden probe for each rule of the configuration', async () => {
    const { forbidden = [] } = await extractDepcruiseConfig(join(ROOT, '.dependency-cruiser.cjs'));
    expect(forbidden.map((rule) => rule.name).sort()).toEqual(Object.keys(FORBIDDEN).sort());
  });

  describe.each(Object.keys(FORBIDDEN))('%s', (rule) => {
    it.each(filesOf(rule))('refuses %s saying %s', (file) => {
      expect(refusals(file)).toContain(rule);
    });
  });

  it.each(filesOf(null))('accepts %s saying %s', (file) => {
    expect(refusals(file)).toEqual([]);
  });
});

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The hexagonal layer rule is executable: these imports must fail `npm run lint` (and so `npm test`). */
const eslint = new ESLint({ cwd: process.cwd() });

const restrictedImports = async (filePath: string, source: string) => {
  const [result] = await eslint.lintText(`${source}\nexport const probe = 1;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
};

describe('layer rule', () => {
  it.each([
    ['src/domain/diamond/probe.ts', "import { of } from 'rxjs';"],
    ['src/domain/diamond/probe.ts', "import { map } from 'rxjs/operators';"],
    ['src/domain/diamond/probe.ts', "import { useState } from 'react';"],
    ['src/domain/diamond/probe.ts', "import { Button } from '@mantine/core';"],
    ['src/domain/diamond/probe.ts', "import { Container } from 'inversify';"],
    ['src/domain/diamond/probe.ts', "import { MemoryStorage } from '../../infrastructure/browser-storage/memory-storage';"],
    ['src/domain/diamond/probe.ts', "import { ShopNotices } from '../../application/shell/shop-notices.service';"],
    ['src/application/discovery/probe.ts', "import { MemoryStorage } from '../../infrastructure/browser-storage/memory-storage';"],
    ['src/application/discovery/probe.ts', "import { useShell } from '../../ui/shell/use-shell';"],
    ['src/application/discovery/probe.ts', "import { useState } from 'react';"],
    ['src/application/discovery/probe.ts', "import { buildContainer } from '../../composition/container';"],
    ['src/ui/discovery/probe.ts', "import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http.client';"],
    ['src/ui/discovery/probe.ts', "import { buildContainer } from '../../composition/container';"],
    ['src/ui/discovery/probe.test.ts', "import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http.client';"],
    ['src/infrastructure/magento-rest/probe.ts', "import { useShell } from '../../ui/shell/use-shell';"],
    ['src/application/discovery/probe.test.ts', "import { WebStorageShopByStore } from '../../infrastructure/browser-storage/web-storage.shop-by.store';"],
    ['src/application/discovery/probe.test.ts', "import { useState } from 'react';"],
  ])('%s may not say %s', async (filePath, source) => {
    expect(await restrictedImports(filePath, source)).toHaveLength(1);
  });

  it.each([
    ['src/domain/diamond/probe.ts', "import { SHAPES } from './shapes';"],
    ['src/domain/diamond/probe.ts', "import { shopError } from '../shared/shop-error';"],
    ['src/application/discovery/probe.ts', "import { of } from 'rxjs';"],
    ['src/application/discovery/probe.ts', "import { SHAPES } from '../../domain/diamond/shapes';"],
    ['src/infrastructure/magento-rest/probe.ts', "import type { ShopByStore } from '../../application/discovery/shop-by.store.port';"],
    ['src/ui/discovery/probe.ts', "import { ChoosePriceRange } from '../../application/discovery/choose-price-range.use-case';"],
    ['src/ui/discovery/probe.test.ts', "import { InMemoryContentPageRepository } from '../../infrastructure/in-memory/in-memory-content-page.repository';"],
    ['src/ui/test/probe.tsx', "import { buildContainer } from '../../composition/container';"],
    ['src/application/discovery/probe.test.ts', "import { InMemoryShopByStore } from '../../infrastructure/in-memory/in-memory-shop-by.store';"],
    ['src/composition/probe.ts', "import { MagentoHttpClient } from '../infrastructure/magento-rest/magento-http.client';"],
  ])('%s may say %s', async (filePath, source) => {
    expect(await restrictedImports(filePath, source)).toEqual([]);
  });
});

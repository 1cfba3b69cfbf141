import { describe, expect, it } from 'vitest';
import { CompareModel } from '../../application/discovery/compare.model';
import { PriceStepModel } from '../../application/discovery/price-step.model';
import { RecommendationsModel } from '../../application/discovery/recommendations.model';
import { ShapeStepModel } from '../../application/discovery/shape-step.model';
import { ShopByModel } from '../../application/discovery/shop-by.model';
import { ShopByStore } from '../../application/kernel/shop-by.store.port';
import { SizeStepModel } from '../../application/discovery/size-step.model';
import { MemoryStorage } from '../../infrastructure/browser-storage/memory-storage';
import { configForOrigin } from '../config';
import { buildContainer, serveWith } from '../container';
import { LocalStorageToken } from '../tokens';

const aShop = () => buildContainer(configForOrigin('http://shop.test'), serveWith(LocalStorageToken, new MemoryStorage()));

describe('discovery module', () => {
  it.each([ShopByModel, PriceStepModel, ShapeStepModel, SizeStepModel, RecommendationsModel, CompareModel])('gives each view its own %o', (Model) => {
    const shop = aShop();
    const first = shop.get<object>(Model);
    expect(first).toBeInstanceOf(Model);
    expect(shop.get<object>(Model)).not.toBe(first);
  });

  it('keeps one guided search for the whole shop', () => {
    const shop = aShop();
    expect(shop.get(ShopByStore)).toBe(shop.get(ShopByStore));
  });
});

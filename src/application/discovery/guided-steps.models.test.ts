import { describe, expect, it } from 'vitest';
import { InMemoryShopByStore } from '../../infrastructure/in-memory/in-memory-shop-by.store';
import { ShopNotices } from '../shell/shop-notices.service';
import { ChoosePriceRange } from './choose-price-range.use-case';
import { ChooseShape } from './choose-shape.use-case';
import { ChooseShopByAction } from './choose-shop-by-action.use-case';
import { PriceStepModel } from './price-step.model';
import { ReadCurrentSearch } from './read-current-search.query';
import { ShapeStepModel } from './shape-step.model';
import { ShopByModel } from './shop-by.model';

describe('ShopByModel', () => {
  it.each([
    ['price', '/shop-by-price/step1'],
    ['size', '/shop-by-size/step1'],
    ['shape', '/shop-by-shape/step1'],
  ] as const)('a tile remembers %s and leads to %s', (action, to) => {
    const store = new InMemoryShopByStore();
    const model = new ShopByModel(new ChooseShopByAction(store));
    expect(model.state.tiles.map((tile) => tile.title)).toEqual(['Shop by price', 'Shop by size', 'Shop by shape']);
    model.choose(action);
    expect([store.action, store.step]).toEqual([action, 'step1']);
    expect(model.state.destination).toEqual({ to });
  });
});

describe('PriceStepModel', () => {
  it('a budget stores its search and leads to its recommendations, the search in their address', () => {
    const store = new InMemoryShopByStore();
    const model = new PriceStepModel(new ChoosePriceRange(store), new ShopNotices());
    model.choose('sweet-spot');
    expect(store.query).toEqual({ price_total_from: 5000, price_total_to: 10000, shapes: ['Round'], attr: 'price' });
    expect(model.state.destination).toEqual({ to: '/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price' });
  });

  it('a budget that is not offered shows the refusal in the banner and stays', () => {
    const notices = new ShopNotices();
    const shown: (string | null)[] = [];
    notices.error$.subscribe((message) => shown.push(message));
    const model = new PriceStepModel(new ChoosePriceRange(new InMemoryShopByStore()), notices);
    model.choose('free' as never);
    expect(shown.at(-1)).toBe('Please choose one of the price ranges.');
    expect(model.state.destination).toBeNull();
  });
});

describe('ShapeStepModel', () => {
  const aShapeStep = (remembered: 'Pear' | null) => {
    const store = new InMemoryShopByStore();
    store.shapeFilter = remembered;
    return { store, model: new ShapeStepModel(new ReadCurrentSearch(store), new ChooseShape(store)) };
  };

  it('offers ten shapes with their trend, Round selected when none was chosen before', () => {
    const { model } = aShapeStep(null);
    expect(model.state.shapes).toHaveLength(10);
    expect(model.state.selected).toBe('Round');
    expect(model.state.shapes.find((option) => option.shape === 'Round')).toMatchObject({ trend: 89.38, hot: false, imageUrl: '/media/diamonds/round.svg' });
    expect(model.state.shapes.filter((option) => option.hot).map((option) => option.trend)).toEqual([92.3]);
  });

  it('selects the shape chosen before', () => {
    expect(aShapeStep('Pear').model.state.selected).toBe('Pear');
  });

  it('Continue remembers the selected shape and leads to the size step', () => {
    const { model, store } = aShapeStep(null);
    model.select('Oval');
    expect(store.shapeFilter).toBeNull();
    model.proceed();
    expect(store.shapeFilter).toBe('Oval');
    expect(model.state.destination).toEqual({ to: '/shop-by-size/step1' });
  });
});

import { describe, expect, it } from 'vitest';
import { InMemoryShopByStore } from '../../../test/doubles/in-memory-shop-by.store';
import { ChooseShopByAction } from './choose-shop-by-action.use-case';
import { PriceStepModel } from './price-step.model';
import { ReadCurrentSearch } from './read-current-search.query';
import { ShapeStepModel } from './shape-step.model';
import { ShopByModel } from './shop-by.model';

describe('ShopByModel', () => {
  it('offers three tiles, each a link to the first step of its way', () => {
    expect(new ShopByModel().state.tiles.map((tile) => [tile.title, tile.action, tile.to])).toEqual([
      ['Shop by price', 'price', '/shop-by-price/step1'],
      ['Shop by size', 'size', '/shop-by-size/step1'],
      ['Shop by shape', 'shape', '/shop-by-shape/step1'],
    ]);
  });
});

describe('PriceStepModel', () => {
  it('each budget is a link to its recommendations, the search in their address', () => {
    const model = new PriceStepModel(new ChooseShopByAction(new InMemoryShopByStore()));
    expect(model.state.choices.map((choice) => [choice.label, choice.link])).toEqual([
      ['$1,000 to $5,000', '/shop-by-price/step2?price_total_from=1000&price_total_to=5000&shapes=Round&attr=price'],
      ['$5,000 to $10,000', '/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price'],
      ['$10,000 to $25,000+', '/shop-by-price/step2?price_total_from=10000&price_total_to=25000&shapes=Round&attr=price'],
    ]);
  });

  it('remembers the price way once the page shows, however the shopper came', () => {
    const store = new InMemoryShopByStore();
    const model = new PriceStepModel(new ChooseShopByAction(store));
    expect(store.action).toBeNull();
    model.attach();
    expect([store.action, store.step]).toEqual(['price', 'step1']);
  });
});

describe('ShapeStepModel', () => {
  const aShapeStep = (remembered: 'Pear' | null) => {
    const store = new InMemoryShopByStore();
    store.shapeFilter = remembered;
    return { store, model: new ShapeStepModel(new ReadCurrentSearch(store), new ChooseShopByAction(store)) };
  };

  it('offers ten shapes with their trend, Round selected when none was chosen before', () => {
    const { model } = aShapeStep(null);
    model.attach();
    expect(model.state.shapes).toHaveLength(10);
    expect(model.state.selected).toBe('Round');
    expect(model.state.shapes.find((option) => option.shape === 'Round')).toMatchObject({ trend: 89.38, hot: false, imageUrl: '/media/diamonds/round.svg' });
    expect(model.state.shapes.filter((option) => option.hot).map((option) => option.trend)).toEqual([92.3]);
  });

  it('selects the shape chosen before once the page shows (the server, which does not know it, renders Round)', () => {
    const { model } = aShapeStep('Pear');
    expect(model.state.selected).toBe('Round');
    model.attach();
    expect(model.state).toMatchObject({ selected: 'Pear', continueTo: '/shop-by-size/step1?shape=Pear' });
  });

  it('remembers the shape way once the page shows', () => {
    const { model, store } = aShapeStep(null);
    model.attach();
    expect([store.action, store.step]).toEqual(['shape', 'step1']);
  });

  it('Continue is a link to the size step of the selected shape, which remembers it there', () => {
    const { model, store } = aShapeStep(null);
    model.attach();
    expect(model.state.continueTo).toBe('/shop-by-size/step1?shape=Round');
    model.select('Oval');
    expect(model.state.continueTo).toBe('/shop-by-size/step1?shape=Oval');
    expect(store.shapeFilter).toBeNull();
  });
});

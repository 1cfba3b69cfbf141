import { delay, tap, VirtualTimeScheduler, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Shape } from '../../domain/diamond/shapes';
import type { PriceRangeResponse } from '../../domain/discovery/price-range';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { InMemoryShopByStore } from '../../../test/doubles/in-memory-shop-by.store';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ChooseShape } from './choose-shape.use-case';
import { ChooseShopByAction } from './choose-shop-by-action.use-case';
import { EstimatePriceRange } from './estimate-price-range.use-case';
import { ReadCurrentSearch } from './read-current-search.query';
import { SizeStepModel } from './size-step.model';

const stones = [
  aDiamond({ id: 'S1', size: 0.76, price: 2400 }),
  aDiamond({ id: 'S2', size: 0.8, price: 3100 }),
  aDiamond({ id: 'R1', size: 1.01, price: 6100 }),
  aDiamond({ id: 'R2', size: 1.52, price: 9800 }),
  aDiamond({ id: 'O1', shape: 'Oval', size: 1.3, price: 6500 }),
];

/** The recommendation service answering each estimate 100 ms after it was asked, in virtual time. */
class SlowGateway extends InMemoryRecommendationGateway {
  readonly asked: string[] = [];
  readonly cancelled: string[] = [];
  answered = 0;
  constructor(private readonly scheduler: VirtualTimeScheduler) {
    super(stones);
  }
  override estimatePriceRange(size: number, shape: Shape): Observable<PriceRangeResponse> {
    const asked = `${size} ${shape}`;
    this.asked.push(asked);
    return super.estimatePriceRange(size, shape).pipe(
      delay(100, this.scheduler),
      tap({ complete: () => this.answered++, unsubscribe: () => this.cancelled.push(asked) }),
    );
  }
}

function aSizeStep(options: { shape?: Shape } = {}) {
  const scheduler = new VirtualTimeScheduler();
  const store = new InMemoryShopByStore();
  store.shapeFilter = options.shape ?? null;
  const gateway = new SlowGateway(scheduler);
  const logger = new RecordingLogger();
  const model = new SizeStepModel(new ReadCurrentSearch(store), new EstimatePriceRange(gateway, logger), new ChooseShape(store), new ChooseShopByAction(store));
  /** Lets virtual time pass. */
  const wait = (ms: number) => {
    scheduler.maxFrames = scheduler.frame + ms;
    scheduler.flush();
  };
  /** The page shown at an address (its query string), as the view attaches the model and opens the address. */
  const show = (search = '') => {
    const detach = model.attach();
    model.open(search);
    return detach;
  };
  return { model, store, gateway, logger, wait, show };
}

describe('SizeStepModel', () => {
  it('starts at 0.75 ct in the shape chosen before, with the default estimate until the first answer', () => {
    const { model, gateway, wait, show } = aSizeStep({ shape: 'Oval' });
    // The server does not know the shape chosen before: its page and the browser's first render show Round.
    expect(model.state).toMatchObject({ shape: 'Round', caratText: '0.75', priceRangeText: '$668.00 - $9,309.00', estimating: false });
    show();
    expect(model.state).toMatchObject({ shape: 'Oval', imageUrl: '/media/diamonds/oval.svg', estimating: true });
    expect(gateway.asked).toEqual(['0.75 Oval']);
    wait(100);
    expect(model.state.estimating).toBe(false);
  });

  it('asks for an estimate for every size and shows its range', () => {
    const { model, gateway, wait, show } = aSizeStep();
    show();
    wait(100);
    expect(model.state.priceRangeText).toBe('$2,400.00 - $3,100.00');
    model.increase();
    expect(model.state).toMatchObject({ carat: 1, caratText: '1', estimating: true });
    wait(100);
    expect(model.state.priceRangeText).toBe('$6,100.00 - $6,100.00');
    expect(gateway.asked).toEqual(['0.75 Round', '1 Round']);
  });

  it('cancels the estimate still on its way when a newer size is asked, and shows only the last', () => {
    const { model, gateway, wait, show } = aSizeStep();
    show();
    wait(100);
    model.increase();
    wait(50);
    model.decrease();
    wait(100);
    expect(gateway.cancelled).toEqual(['1 Round']);
    expect(model.state).toMatchObject({ caratText: '0.75', priceRangeText: '$2,400.00 - $3,100.00', estimating: false });
  });

  it('cancels the estimate on its way when the page closes', () => {
    const { gateway, wait, show } = aSizeStep();
    const detach = show();
    detach();
    wait(200);
    expect(gateway.cancelled).toEqual(['0.75 Round']);
    expect(gateway.answered).toBe(0);
  });

  it('never goes below a quarter carat', () => {
    const { model, gateway, wait, show } = aSizeStep();
    show();
    model.decrease();
    model.decrease();
    expect(model.state).toMatchObject({ caratText: '0.25', canDecrease: false });
    model.decrease();
    wait(100);
    expect(model.state.caratText).toBe('0.25');
    expect(gateway.asked).toEqual(['0.75 Round', '0.5 Round', '0.25 Round']);
  });

  it('stops plus at the largest size of the shape once an answer told it', () => {
    const { model, wait, show } = aSizeStep();
    show();
    expect(model.state.canIncrease).toBe(true);
    wait(100);
    model.increase();
    model.increase();
    model.increase();
    wait(100);
    expect(model.state).toMatchObject({ caratText: '1.5', canIncrease: false });
    model.increase();
    expect(model.state.caratText).toBe('1.5');
  });

  it('says a size the shape skips is not offered, keeps the last range, and does not continue with it', () => {
    const { model, wait, show } = aSizeStep();
    show();
    wait(100);
    model.increase();
    wait(100);
    model.increase();
    expect(model.state).toMatchObject({ caratText: '1.25', canContinue: true, sizeNote: null });
    wait(100);
    expect(model.state).toMatchObject({
      priceRangeText: '$6,100.00 - $6,100.00',
      canContinue: false,
      sizeNote: 'We have no Round diamonds of 1.25 ct right now. Try a size up or down.',
      continueTo: null,
    });
  });

  it('lets the shopper go on when the service cannot be reached, and logs it', () => {
    const { model, gateway, logger, wait, show } = aSizeStep();
    gateway.failWith = new Error('offline');
    show();
    wait(100);
    expect(model.state).toMatchObject({ priceRangeText: '$668.00 - $9,309.00', canContinue: true, sizeNote: null });
    expect(logger.entries.map((entry) => entry.message)).toEqual(['Price range for 0.75 ct could not be loaded']);
  });

  it('Continue is a link to the recommendations of the size in the shape chosen before, the search in their address', () => {
    const { model, store, wait, show } = aSizeStep({ shape: 'Oval' });
    show();
    model.increase();
    model.increase();
    wait(100);
    expect(model.state.continueTo).toBe('/shop-by-price/step2?size_from=1.25&size_to=1.49&shapes=Oval&attr=size');
    // The recommendations' page stores the search of its address: nothing is stored here.
    expect(store.query).toBeNull();
    expect([store.action, store.step]).toEqual(['size', 'step1']);
  });

  it('takes the shape the address names (chosen on the shape step): in the page the server renders, then remembered with the shape way', () => {
    const { model, store, gateway, wait, show } = aSizeStep({ shape: 'Round' });
    model.seed('?shape=Oval');
    expect(model.state).toMatchObject({ shape: 'Oval', imageUrl: '/media/diamonds/oval.svg', continueTo: '/shop-by-price/step2?size_from=0.75&size_to=0.99&shapes=Oval&attr=shape' });
    expect(store.shapeFilter).toBe('Round');
    show('?shape=Oval');
    expect(store.shapeFilter).toBe('Oval');
    expect([store.action, store.step]).toEqual(['shape', 'step1']);
    wait(100);
    expect(gateway.asked).toEqual(['0.75 Oval']);
  });

  it('keeps the shape chosen before when the address names one the shop does not sell', () => {
    const { model, store, show } = aSizeStep({ shape: 'Pear' });
    model.seed('?shape=Hexagon');
    expect(model.state.shape).toBe('Round');
    show('?shape=Hexagon');
    expect(model.state.shape).toBe('Pear');
    expect(store.action).toBe('size');
  });
});

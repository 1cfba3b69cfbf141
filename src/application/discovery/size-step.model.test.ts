import { delay, tap, VirtualTimeScheduler, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Shape } from '../../domain/diamond/shapes';
import type { PriceRangeResponse } from '../../domain/discovery/price-range';
import { aDiamond } from '../../infrastructure/in-memory/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../infrastructure/in-memory/in-memory-recommendation.gateway';
import { InMemoryShopByStore } from '../../infrastructure/in-memory/in-memory-shop-by.store';
import { RecordingLogger } from '../../infrastructure/in-memory/recording.logger';
import { EstimatePriceRange } from './estimate-price-range.use-case';
import { ReadCurrentSearch } from './read-current-search.query';
import { SizeStepModel } from './size-step.model';
import { StartSizeSearch } from './start-size-search.use-case';

const stones = [
  aDiamond({ diamond_id: 'S1', size: 0.76, total_sales_price: 2400 }),
  aDiamond({ diamond_id: 'S2', size: 0.8, total_sales_price: 3100 }),
  aDiamond({ diamond_id: 'R1', size: 1.01, total_sales_price: 6100 }),
  aDiamond({ diamond_id: 'R2', size: 1.52, total_sales_price: 9800 }),
  aDiamond({ diamond_id: 'O1', shape: 'Oval', size: 1.3, total_sales_price: 6500 }),
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

function aSizeStep(options: { shape?: Shape; action?: 'shape' | 'size' } = {}) {
  const scheduler = new VirtualTimeScheduler();
  const store = new InMemoryShopByStore();
  store.shapeFilter = options.shape ?? null;
  store.action = options.action ?? null;
  const gateway = new SlowGateway(scheduler);
  const logger = new RecordingLogger();
  const model = new SizeStepModel(new ReadCurrentSearch(store), new EstimatePriceRange(gateway, logger), new StartSizeSearch(store));
  /** Lets virtual time pass. */
  const wait = (ms: number) => {
    scheduler.maxFrames = scheduler.frame + ms;
    scheduler.flush();
  };
  return { model, store, gateway, logger, wait };
}

describe('SizeStepModel', () => {
  it('starts at 0.75 ct in the shape chosen before, with the default estimate until the first answer', () => {
    const { model, gateway, wait } = aSizeStep({ shape: 'Oval' });
    expect(model.state).toMatchObject({ shape: 'Oval', caratText: '0.75', priceRangeText: '$668.00 - $9,309.00', imageUrl: '/media/diamonds/oval.svg', estimating: false });
    model.attach();
    expect(model.state.estimating).toBe(true);
    expect(gateway.asked).toEqual(['0.75 Oval']);
    wait(100);
    expect(model.state.estimating).toBe(false);
  });

  it('asks for an estimate for every size and shows its range', () => {
    const { model, gateway, wait } = aSizeStep();
    model.attach();
    wait(100);
    expect(model.state.priceRangeText).toBe('$2,400.00 - $3,100.00');
    model.increase();
    expect(model.state).toMatchObject({ carat: 1, caratText: '1', estimating: true });
    wait(100);
    expect(model.state.priceRangeText).toBe('$6,100.00 - $6,100.00');
    expect(gateway.asked).toEqual(['0.75 Round', '1 Round']);
  });

  it('cancels the estimate still on its way when a newer size is asked, and shows only the last', () => {
    const { model, gateway, wait } = aSizeStep();
    model.attach();
    wait(100);
    model.increase();
    wait(50);
    model.decrease();
    wait(100);
    expect(gateway.cancelled).toEqual(['1 Round']);
    expect(model.state).toMatchObject({ caratText: '0.75', priceRangeText: '$2,400.00 - $3,100.00', estimating: false });
  });

  it('cancels the estimate on its way when the page closes', () => {
    const { model, gateway, wait } = aSizeStep();
    const detach = model.attach();
    detach();
    wait(200);
    expect(gateway.cancelled).toEqual(['0.75 Round']);
    expect(gateway.answered).toBe(0);
  });

  it('never goes below a quarter carat', () => {
    const { model, gateway, wait } = aSizeStep();
    model.attach();
    model.decrease();
    model.decrease();
    expect(model.state).toMatchObject({ caratText: '0.25', canDecrease: false });
    model.decrease();
    wait(100);
    expect(model.state.caratText).toBe('0.25');
    expect(gateway.asked).toEqual(['0.75 Round', '0.5 Round', '0.25 Round']);
  });

  it('stops plus at the largest size of the shape once an answer told it', () => {
    const { model, wait } = aSizeStep();
    model.attach();
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
    const { model, store, wait } = aSizeStep();
    model.attach();
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
    });
    model.proceed();
    expect(model.state.destination).toBeNull();
    expect(store.query).toBeNull();
  });

  it('lets the shopper go on when the service cannot be reached, and logs it', () => {
    const { model, gateway, logger, wait } = aSizeStep();
    gateway.failWith = new Error('offline');
    model.attach();
    wait(100);
    expect(model.state).toMatchObject({ priceRangeText: '$668.00 - $9,309.00', canContinue: true, sizeNote: null });
    expect(logger.entries.map((entry) => entry.message)).toEqual(['Price range for 0.75 ct could not be loaded']);
  });

  it('continues with a search for the size in the shape, to its recommendations, the search in their address', () => {
    const { model, store, wait } = aSizeStep({ shape: 'Oval', action: 'shape' });
    model.attach();
    model.increase();
    model.increase();
    wait(100);
    model.proceed();
    expect(store.query).toEqual({ shapes: ['Oval'], size_from: 1.25, size_to: 1.49, attr: 'shape' });
    expect(model.state.destination).toEqual({ to: '/shop-by-price/step2?size_from=1.25&size_to=1.49&shapes=Oval&attr=shape' });
  });
});

import { delay, VirtualTimeScheduler, type Observable, type Subscription } from 'rxjs';
import type { PricePosition } from '../../domain/diamond/deal-insight';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { encodeDiamondId } from '../../domain/diamond/diamond-id-codec';
import { aDealBasis, aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryBagStore, InMemoryCartRepository } from '../../../test/doubles/in-memory-cart.repository';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { InMemoryShopByStore } from '../../../test/doubles/in-memory-shop-by.store';
import { InMemoryTuningTrail } from '../../../test/doubles/in-memory-tuning-trail';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { AddDiamondToBag } from '../bag/add-diamond-to-bag.use-case';
import { ReadCurrentSearch } from '../discovery/read-current-search.query';
import type { TuneAnswer, TuneRequest } from '../kernel/recommendation.gateway.port';
import { PresentationModel } from '../kernel/presentation-model';
import { ShopNotices } from '../kernel/shop-notices.service';
import { DiamondSelection } from './diamond-selection.service';
import { FindAlternatives } from './find-alternatives.use-case';
import { FindDiamondToShow } from './find-diamond-to-show.use-case';
import { LoadDealInsight } from './load-deal-insight.use-case';
import { LoadDiamond } from './load-diamond.use-case';
import { NoteMissingVideo } from './note-missing-video.use-case';
import { ProductDetailsModel } from './product-details.model';
import { INITIAL_PRODUCT_DETAILS, type ProductDetailsPage, type ProductDetailsState } from './product-details.state';
import { RecommendForShape } from './recommend-for-shape.use-case';
import { TuneDiamond } from './tune-diamond.use-case';

export const stones = [
  // A is a good deal; B asks 12% more than its model price; C came without a deal block.
  aDiamond({ id: 'A', size: 1, price: 6000, deal: aDealBasis(6_800, 6_400) }),
  aDiamond({ id: 'B', size: 1.01, price: 5600, deal: aDealBasis(5_000, 5_200) }),
  aDiamond({ id: 'C', size: 1.5, price: 9000 }),
  aDiamond({ id: 'P', shape: 'Pear', size: 1.1, price: 5000 }),
];
export const LATENCY_MS = 200;

/** The service's price position of a stone, its model price given. */
export const positionOf = (diamondId: DiamondId, modelPrice: number): PricePosition => ({
  diamondId,
  modelPrice,
  percentile: 80,
  similar: { count: 120, shape: 'Round', caratFrom: 0.9, caratTo: 1.1, color: 'G', clarity: 'VS2' },
  histogram: [{ from: 5_000, to: 6_000, count: 120 }],
  reasons: [{ code: 'cut_excellent', text: 'Excellent cut, the top grade.', amount: 500 }],
});

/** The recommendation service over the network: every answer takes LATENCY_MS of virtual time; loads are counted. */
export class SlowRecommendationGateway extends InMemoryRecommendationGateway {
  readonly loaded: DiamondId[] = [];
  readonly tuned: TuneRequest[] = [];
  readonly positioned: DiamondId[] = [];
  constructor(
    diamonds: readonly Diamond[],
    private readonly scheduler: VirtualTimeScheduler,
  ) {
    super(diamonds);
  }
  override findDiamond(id: DiamondId): Observable<Diamond> {
    this.loaded.push(id);
    return super.findDiamond(id).pipe(delay(LATENCY_MS, this.scheduler));
  }
  override pricePosition(id: DiamondId): Observable<PricePosition> {
    this.positioned.push(id);
    return super.pricePosition(id).pipe(delay(LATENCY_MS, this.scheduler));
  }
  override tune(request: TuneRequest): Observable<TuneAnswer> {
    this.tuned.push(request);
    return super.tune(request).pipe(delay(LATENCY_MS, this.scheduler));
  }
}

export function aPage({ diamonds = stones, stored = null as DiamondId | null, trail = new InMemoryTuningTrail() } = {}) {
  const scheduler = new VirtualTimeScheduler();
  const gateway = new SlowRecommendationGateway(diamonds, scheduler);
  const logger = new RecordingLogger();
  const bagStore = new InMemoryBagStore();
  bagStore.diamondId = stored;
  const carts = new InMemoryCartRepository(diamonds);
  const searches = new InMemoryShopByStore();
  const selection = new DiamondSelection();
  const notices = new ShopNotices();
  const build = () =>
    new ProductDetailsModel(
      new FindDiamondToShow(selection, bagStore),
      new LoadDiamond(gateway, logger),
      new TuneDiamond(gateway, logger),
      new RecommendForShape(gateway, searches, logger),
      new ReadCurrentSearch(searches),
      new AddDiamondToBag(carts, bagStore, logger),
      selection,
      notices,
      new NoteMissingVideo(logger),
      new LoadDealInsight(gateway, logger),
      new FindAlternatives(gateway, logger),
      trail,
    );
  const page = build();
  page.attach();
  /** Lets the virtual clock run until nothing is pending. */
  const settle = () => scheduler.flush();
  return { page, build, scheduler, gateway, carts, bagStore, searches, selection, notices, logger, settle, trail };
}

export const open = (id: DiamondId) => encodeDiamondId(id);

/** The product page's state alone, for one of its parts tested by itself: the part patches it and owns its work there. */
export class PageDouble extends PresentationModel<ProductDetailsState> implements ProductDetailsPage {
  constructor(changes: Partial<ProductDetailsState> = {}) {
    super({ ...INITIAL_PRODUCT_DETAILS, ...changes });
  }

  override patch(changes: Partial<ProductDetailsState>): void {
    super.patch(changes);
  }

  override own(subscription: Subscription): Subscription {
    return super.own(subscription);
  }
}

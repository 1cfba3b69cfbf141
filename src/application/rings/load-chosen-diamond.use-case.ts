import { catchError, defer, map, of, type Observable } from 'rxjs';
import { stoneCarat } from '../../domain/diamond/carat';
import type { Diamond } from '../../domain/diamond/diamond';
import { formatPrice } from '../../domain/shared/money';
import type { BagStore } from '../kernel/bag.store.port';
import type { RecommendationGateway } from '../kernel/recommendation.gateway.port';
import type { Logger } from '../kernel/logger.port';

/** The diamond the shopper selected, as the ring pages sum it up. */
export interface ChosenDiamond {
  readonly diamond: Diamond;
  /** '1.01 ct Round' */
  readonly title: string;
  /** 'G color · VS1 · Excellent cut' */
  readonly summary: string;
  readonly price: string;
}

export const describeChosenDiamond = (diamond: Diamond): ChosenDiamond => ({
  diamond,
  title: `${stoneCarat(diamond.size)} ct ${diamond.shape}`,
  summary: `${diamond.color} color · ${diamond.clarity} · ${diamond.cut} cut`,
  price: formatPrice(diamond.price),
});

/** The diamond the shopper selected (the one the browser remembers), or null when none was chosen or it cannot be
 * read any more: the ring pages then invite the shopper to find one. */
export class LoadChosenDiamond {
  constructor(
    private readonly store: BagStore,
    private readonly gateway: RecommendationGateway,
    private readonly logger: Logger,
  ) {}

  execute(): Observable<ChosenDiamond | null> {
    return defer(() => {
      const id = this.store.readDiamondId();
      if (!id) return of(null);
      return this.gateway.findDiamond(id).pipe(
        map(describeChosenDiamond),
        catchError((error: unknown) => {
          this.logger.warn(`The chosen diamond ${id} could not be loaded`, error);
          return of(null);
        }),
      );
    });
  }
}

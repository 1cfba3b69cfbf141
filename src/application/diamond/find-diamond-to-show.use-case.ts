import type { DiamondId } from '../../domain/diamond/diamond';
import { requestedDiamondId } from '../../domain/diamond/diamond-id-codec';
import type { BagStore } from '../kernel/bag.store.port';
import type { DiamondSelection } from './diamond-selection.service';

/** The stone a detail address asks for: its id, or for an address without one the second compared stone, then the
 * stone the shopper last put in the bag. An id that cannot be decoded asks for no stone. */
export class FindDiamondToShow {
  constructor(
    private readonly selection: DiamondSelection,
    private readonly store: BagStore,
  ) {}

  execute(encodedId: string | undefined): DiamondId | null {
    return requestedDiamondId(encodedId, () => this.selection.compared[1] ?? this.store.readDiamondId());
  }
}

import type { DiamondId } from '../../domain/diamond/diamond';
import { canCompare, type CompareList } from '../../domain/discovery/compare';
import { comparisonPath } from '../discovery/discovery-paths';
import type { DiamondSelection } from './diamond-selection.service';
import type { LeaveGuard } from './leave-guard';
import type { ProductDetailsPage } from './product-details.state';

/** What the page shows of the shop-wide comparison: the stones chosen, whether `diamondId` is one of them, and compare
 * mode (two chosen: the footer's Select becomes Compare). */
export const compareFields = (compared: CompareList, diamondId: DiamondId | null) => ({
  compared,
  isCompared: diamondId !== null && compared.includes(diamondId),
  compareMode: canCompare(compared),
});

/** The product page's part of comparing: the stone on screen chosen or dropped, the choice made on another page of the
 * shop followed, and the footer's Compare leading to the comparison. Owns `compared`, `isCompared`, `compareMode`. */
export class DiamondCompare {
  constructor(
    private readonly page: ProductDetailsPage,
    private readonly selection: DiamondSelection,
    private readonly guard: LeaveGuard,
  ) {}

  /** The comparison as the page opens with it, before any stone. */
  get initial(): ReturnType<typeof compareFields> {
    return compareFields(this.selection.compared, null);
  }

  /** The comparison of the stone `diamondId`, as chosen now. */
  fieldsFor(diamondId: DiamondId | null): ReturnType<typeof compareFields> {
    return compareFields(this.page.state.compared, diamondId);
  }

  /** Follows the comparison chosen anywhere in the shop while the page runs. */
  follow(): void {
    this.page.own(this.selection.compared$.subscribe((compared) => this.page.patch(compareFields(compared, this.page.state.diamondId))));
  }

  toggle(): void {
    const { diamond } = this.page.state;
    if (!diamond) return;
    this.page.patch(compareFields(this.selection.toggle(diamond.id), diamond.id));
  }

  /** The footer's Compare, with two stones chosen. */
  open(): void {
    this.guard.leaveOnPurpose();
    const { compared } = this.page.state;
    this.page.patch({ destination: { to: comparisonPath(compared), state: { diamondIds: compared, featureLabels: {} } } });
  }
}

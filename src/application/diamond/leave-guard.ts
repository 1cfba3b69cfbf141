import { PRODUCT_DETAILS_PATH } from '../../domain/diamond/diamond-id-codec';
import { LEAVE_SELECTION_PROMPT } from '../../domain/shared/error-catalogue';
import type { Destination, ProductDetailsPage, ProductDetailsState } from './product-details.state';

/**
 * The question before leaving the product page (the spec): asked with a stone on screen, a diamond selected to
 * compare, and no button of the page leading on (Select diamond, Compare, Leave) pressed; never on the way to another
 * stone. Owns `leavePrompt`; the page keeps `asksBeforeLeaving` true to `asks` on every change.
 */
export class LeaveGuard {
  #leavingOnPurpose = false;
  #pendingLeave: string | null = null;

  constructor(private readonly page: ProductDetailsPage) {}

  /** Leaving now would ask first: closing the tab or reloading asks the browser's own question too, and only then. */
  asks(state: ProductDetailsState): boolean {
    return state.diamond !== null && state.compared.length > 0 && !this.#leavingOnPurpose;
  }

  /** A button of the page leads on (Select diamond, Compare): nothing is asked any more, from the page's next change. */
  leaveOnPurpose(): void {
    this.#leavingOnPurpose = true;
  }

  /** The shopper heads for `path` (a link, the browser's back): answers whether the navigation waits for their answer. */
  request(path: string): boolean {
    const asks = this.page.state.asksBeforeLeaving && !path.startsWith(PRODUCT_DETAILS_PATH);
    if (asks) {
      this.#pendingLeave = path;
      this.page.patch({ leavePrompt: LEAVE_SELECTION_PROMPT });
    }
    return asks;
  }

  /** 'Stay': the navigation is dropped. */
  stay(): void {
    this.#pendingLeave = null;
    this.page.patch({ leavePrompt: null });
  }

  /** 'Leave': answers where the waiting navigation goes (null when none waits). */
  leave(): Destination | null {
    const to = this.#pendingLeave;
    if (to === null) return null;
    this.#pendingLeave = null;
    this.#leavingOnPurpose = true;
    this.page.patch({ leavePrompt: null });
    return { to };
  }
}

/** Where a command leads the shopper: the view's binding navigates there. `state` travels as route state (what the
 * next page needs but the address does not carry); `replace` stands in for the page in the history instead of
 * adding a step (a filter written back into the address). */
export interface Destination {
  readonly to: string;
  readonly state?: unknown;
  readonly replace?: boolean;
}

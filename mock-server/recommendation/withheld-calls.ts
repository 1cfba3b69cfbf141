import type { ServerContext } from '../app/server-context';

/** The calls of the recommendation service a test can take away, to stand in for an older deployment without them. */
export const WITHHOLDABLE_CALLS = ['price_position'] as const;
export type WithholdableCall = (typeof WITHHOLDABLE_CALLS)[number];

/** The calls taken away, per server (keyed by its data store, one per server); a control reset gives them back. */
const withheldByServer = new WeakMap<object, Set<WithholdableCall>>();

export function withheldCalls({ store }: Pick<ServerContext, 'store'>): Set<WithholdableCall> {
  let withheld = withheldByServer.get(store);
  if (!withheld) withheldByServer.set(store, (withheld = new Set()));
  return withheld;
}

export const isWithholdableCall = (name: string): name is WithholdableCall => (WITHHOLDABLE_CALLS as readonly string[]).includes(name);

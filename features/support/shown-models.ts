import { After } from '@cucumber/cucumber';
import type { Container, ServiceIdentifier } from 'inversify';
import { filter, firstValueFrom, type Observable } from 'rxjs';
import type { Destination } from '../../src/application/kernel/destination';
import type { ShopWorld } from './world';

/** What the steps need of a presentation model: its state and its life while a page shows it. */
interface Model {
  attach(): () => void;
  dispose(): void;
}

/** A shopper's tab: the pages open in it (one model each, from the shop the World built) and where it is. */
interface Tab {
  readonly shop: Container;
  readonly pages: Map<ServiceIdentifier<unknown>, { readonly model: Model; detach: (() => void) | null }>;
  location: Destination | null;
}

const tabs = new WeakMap<ShopWorld, Tab>();

function tabOf(world: ShopWorld): Tab {
  const tab = tabs.get(world);
  if (tab && tab.shop === world.shop) return tab;
  // A rebuilt shop (other configuration) is a new tab: the pages of the old one close.
  if (tab) close(tab);
  const fresh: Tab = { shop: world.shop, pages: new Map(), location: tab?.location ?? null };
  tabs.set(world, fresh);
  return fresh;
}

function close(tab: Tab): void {
  for (const page of tab.pages.values()) page.model.dispose();
  tab.pages.clear();
}

/** The model of a page in the shopper's tab, as the view would get it from the shop's container: one per scenario,
 * not yet shown (its own work, such as a first request, has not started). */
export function pageOf<M extends Model>(world: ShopWorld, token: ServiceIdentifier<M>): M {
  const tab = tabOf(world);
  const open = tab.pages.get(token);
  if (open) return open.model as M;
  const model = world.shop.get(token);
  tab.pages.set(token, { model, detach: null });
  return model;
}

/** The page shown, as a mounted view attaches its model. */
export function show<M extends Model>(world: ShopWorld, token: ServiceIdentifier<M>): M {
  const model = pageOf(world, token);
  const page = tabOf(world).pages.get(token);
  if (page && !page.detach) page.detach = model.attach();
  return model;
}

/** The model of a page opened in this scenario, if one was. */
export function openedPage<M extends Model>(world: ShopWorld, token: ServiceIdentifier<M>): M | undefined {
  return tabs.get(world)?.pages.get(token)?.model as M | undefined;
}

/** The state once it satisfies `ready` (a request answered). */
export function settled<S>(model: { readonly state$: Observable<S> }, ready: (state: S) => boolean): Promise<S> {
  return firstValueFrom(model.state$.pipe(filter(ready)));
}

/** The tab follows where a command led, as the router does. */
export function follow(world: ShopWorld, destination: Destination | null): Destination {
  if (!destination) throw new Error('the page did not lead anywhere');
  tabOf(world).location = destination;
  return destination;
}

/** Where the tab is, as an address read by a page (`?shape=`), or null before any command led anywhere. */
export function location(world: ShopWorld): URL | null {
  const at = tabs.get(world)?.location;
  return at ? new URL(at.to, 'http://shop.test') : null;
}

/** The route state the tab arrived with. */
export function routeState(world: ShopWorld): unknown {
  return tabs.get(world)?.location?.state ?? null;
}

After(function (this: ShopWorld) {
  const tab = tabs.get(this);
  if (tab) close(tab);
});

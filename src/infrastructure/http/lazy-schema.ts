/**
 * A wire schema loaded with the first call that reads through it: the contracts (and zod with them) are not part of
 * the shop's first load, only of the first request to the backend they describe. The module is loaded once.
 */
export interface LazySchema<Schema> {
  readonly load: () => Promise<Schema>;
}

/** The schemas of one contract module, each named as the module exports it:
 *
 *   const schema = lazySchemas<typeof StoreRest>(() => import('../../../contracts/store/rest'));
 *   export const cartSchema = schema('cartSchema');
 */
export const lazySchemas = <Module>(load: () => Promise<Module>) => {
  let loading: Promise<Module> | undefined;
  const module = (): Promise<Module> => (loading ??= load());
  const schema = <Name extends keyof Module>(name: Name): LazySchema<Module[Name]> => ({ load: () => module().then((loaded) => loaded[name]) });
  return Object.assign(schema, { module });
};

/** A schema at hand, for a caller that already holds it (a test, a call outside the contracts). */
export const loadedSchema = <Schema>(schema: Schema): LazySchema<Schema> => ({ load: () => Promise.resolve(schema) });

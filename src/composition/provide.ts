import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';

/** The tokens that serve a constructor's parameters, in order, each typed as its parameter. */
export type TokensFor<Parameters extends readonly unknown[]> = { readonly [K in keyof Parameters]: ServiceIdentifier<Parameters[K]> };

type Bind = ContainerModuleLoadOptions['bind'];
type Scope = { readonly scope?: 'singleton' | 'transient' };

/**
 * Binds a class to itself, built from the services `deps` names. The constructor's signature is written once (by
 * the class); a token of the wrong type, or one too many or too few, does not compile.
 *
 *   provide(bind, LoadDiamond, [RecommendationGateway, Logger]);
 */
export function provide<T, Parameters extends readonly unknown[]>(
  bind: Bind,
  Class: ServiceIdentifier<T> & (new (...args: Parameters) => T),
  deps: TokensFor<Parameters>,
  options: Scope = {},
): void {
  provideAs(bind, Class, Class, deps, options);
}

/** Binds a port's token to the class that serves it:
 *
 *   provideAs(bind, CartRepository, MagentoCartRepository, [MagentoHttpClient, Logger], { scope: 'singleton' });
 */
export function provideAs<T, Parameters extends readonly unknown[]>(
  bind: Bind,
  token: ServiceIdentifier<T>,
  Class: new (...args: Parameters) => T,
  deps: TokensFor<Parameters>,
  options: Scope = {},
): void {
  const binding = bind(token).toResolvedValue((...args: unknown[]) => new Class(...(args as unknown as Parameters)), [...(deps as readonly ServiceIdentifier<unknown>[])]);
  if (options.scope === 'singleton') binding.inSingletonScope();
}

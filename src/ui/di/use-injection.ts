import type { ServiceIdentifier } from 'inversify';
import { useContext, useMemo } from 'react';
import { ContainerContext } from './container-context';

/** Resolves a use case or service once per component instance. */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a ContainerProvider above it.');
  return useMemo(() => container.get(token), [container, token]);
}

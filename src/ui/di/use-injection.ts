import type { ServiceIdentifier } from 'inversify';
import { useContext, useState } from 'react';
import { ContainerContext } from './container-context';

/** Resolves a use case or service once per component instance: later renders reuse the same one. */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a ContainerProvider above it.');
  const [resolved] = useState(() => container.get(token));
  return resolved;
}

import type { ServiceIdentifier } from 'inversify';
import { useState } from 'react';
import { useContainer } from './container-context';

/** Resolves a use case or service once per component instance: later renders reuse the same one. In the browser, a
 * view that injects suspends until the shop's services are loaded (they are not part of the first load). */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContainer('useInjection');
  const [resolved] = useState(() => container.get(token));
  return resolved;
}

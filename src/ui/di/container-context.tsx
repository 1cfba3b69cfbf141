import type { Container } from 'inversify';
import { createContext, type ReactNode } from 'react';

export const ContainerContext = createContext<Container | null>(null);

/** Gives every view-model hook below it the composition root's container. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

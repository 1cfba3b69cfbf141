import type { Container } from 'inversify';
import { createContext, type ReactNode } from 'react';

export const ContainerContext = createContext<Container | null>(null);

/** Resolves once the presentation models are bound (the browser loads them beside the first page); absent when they
 * are bound from the start (tests). */
export const ModelsReadyContext = createContext<Promise<void> | null>(null);

/** Gives every view-model hook below it the composition root's container. */
export function ContainerProvider({ container, modelsReady = null, children }: { container: Container; modelsReady?: Promise<void> | null; children: ReactNode }) {
  return (
    <ContainerContext.Provider value={container}>
      <ModelsReadyContext.Provider value={modelsReady}>{children}</ModelsReadyContext.Provider>
    </ContainerContext.Provider>
  );
}

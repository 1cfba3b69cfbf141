import { createContext, useContext } from 'react';

/** The Content-Security-Policy nonce of this response: the server's inline scripts carry it; the browser has none. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);

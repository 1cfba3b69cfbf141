import { createContext, useContext } from 'react';

/** Opens the shell's chat panel; from a diamond's page with its id, so the conversation is about that stone. */
export type OpenChat = (diamondId?: string | null) => void;

export const ChatOpenerContext = createContext<OpenChat>(() => {});

/** The shell's chat opener, for any view that offers the chat ('Chat with an expert'). */
export const useOpenChat = (): OpenChat => useContext(ChatOpenerContext);

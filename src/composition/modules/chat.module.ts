import { ContainerModule } from 'inversify';
import { ChatMemory } from '../../application/chat/chat-memory.port';
import { ChatProvider } from '../../application/chat/chat-provider.port';
import { Logger } from '../../application/kernel/logger.port';
import { WebStorageChatMemory } from '../../infrastructure/browser-storage/web-storage.chat-memory';
import { HttpChatProvider } from '../../infrastructure/chat-provider/http-chat-provider';
import { provideAs } from '../provide';
import { AppConfigToken, FetchToken, LocalStorageToken } from '../tokens';

class ChatProviderOfConfig extends HttpChatProvider {
  constructor(config: { readonly chatUrl: string }, doFetch: typeof fetch, logger: Logger) {
    super(config.chatUrl, doFetch, logger);
  }
}

/** The chat add-on: the provider behind its port, and the shopper's conversation kept in the browser. */
export const chatModule = new ContainerModule(({ bind }) => {
  provideAs(bind, ChatProvider, ChatProviderOfConfig, [AppConfigToken, FetchToken, Logger], { scope: 'singleton' });
  provideAs(bind, ChatMemory, WebStorageChatMemory, [LocalStorageToken], { scope: 'singleton' });
});

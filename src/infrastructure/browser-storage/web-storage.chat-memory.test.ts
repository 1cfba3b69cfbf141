import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { CHAT_CONVERSATION_KEY, WebStorageChatMemory } from './web-storage.chat-memory';

const SECRET = 'q3Nc0m1Kx8vWZ4yT7bLr2fHs9dPaUeJi6gOtQnYwVkE';

describe('WebStorageChatMemory', () => {
  it('keeps the conversation with its secret, so that a reload reaches it again, and forgets it', () => {
    const storage = new MemoryStorage();
    new WebStorageChatMemory(storage).keep({ id: 'c1', diamondId: 'LD42', secret: SECRET });
    expect(JSON.parse(storage.getItem(CHAT_CONVERSATION_KEY) ?? 'null')).toEqual({ id: 'c1', diamondId: 'LD42', secret: SECRET });
    const reloaded = new WebStorageChatMemory(storage);
    expect(reloaded.read()).toEqual({ id: 'c1', diamondId: 'LD42', secret: SECRET });
    reloaded.keep(null);
    expect(storage.getItem(CHAT_CONVERSATION_KEY)).toBeNull();
    expect(reloaded.read()).toBeNull();
  });

  it.each([
    ['a conversation kept without a secret', { id: 'c1', diamondId: null }],
    ['an empty secret', { id: 'c1', diamondId: null, secret: '' }],
    ['a secret that is not text', { id: 'c1', diamondId: null, secret: 42 }],
    ['no id', { diamondId: null, secret: SECRET }],
    ['a diamond that is not text', { id: 'c1', diamondId: 7, secret: SECRET }],
  ])('reads %s as no conversation', (_case, kept) => {
    const storage = new MemoryStorage();
    storage.setItem(CHAT_CONVERSATION_KEY, JSON.stringify(kept));
    expect(new WebStorageChatMemory(storage).read()).toBeNull();
  });
});

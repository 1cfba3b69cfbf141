import { NEVER, of, Subject, throwError, VirtualTimeScheduler } from 'rxjs';
import type { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../domain/chat/chat-message';
import type { ChatMemory } from './chat-memory.port';
import { ChatProviderError } from './chat-provider.port';
import type { ChatConversation, ChatProvider } from './chat-provider.port';
import { CHAT_CONNECT_TIMEOUT_MS, ChatModel } from './chat.model';

const message = (id: string, from: ChatMessage['from'], text: string, second = Number(id.replace(/\D/g, '')) || 0): ChatMessage => ({
  id,
  from,
  text,
  sentAt: new Date(Date.UTC(2026, 10, 24, 9, 0, second)).toISOString(),
});

/** The chat provider as the model sees it: conversations and messages in memory, the live stream a subject. */
class FakeChatProvider implements ChatProvider {
  available = true;
  opened: (string | null)[] = [];
  sent: { conversationId: string; text: string }[] = [];
  /** The secrets each call on a conversation carried. */
  secretsUsed: string[] = [];
  readonly conversations = new Map<string, ChatMessage[]>();
  readonly streams = new Map<string, Subject<ChatMessage>>();
  openAnswer: (() => Observable<ChatConversation>) | null = null;
  private next = 0;

  availability = () => of(this.available);
  open = (diamondId: string | null): Observable<ChatConversation> => {
    this.opened.push(diamondId);
    if (this.openAnswer) return this.openAnswer();
    const id = `c${++this.next}`;
    this.conversations.set(id, []);
    return of({ id, diamondId, secret: secretOf(id) });
  };
  messages = ({ id, secret }: ChatConversation) => {
    this.secretsUsed.push(secret);
    const messages = secret === secretOf(id) ? this.conversations.get(id) : undefined;
    return messages ? of(messages.slice()) : throwError(() => new ChatProviderError('unknown-conversation'));
  };
  send = ({ id: conversationId, secret }: ChatConversation, text: string): Observable<ChatMessage> => {
    if (!this.available) return throwError(() => new ChatProviderError('unavailable'));
    this.secretsUsed.push(secret);
    this.sent.push({ conversationId, text });
    const sent = message(`m${this.sent.length}`, 'shopper', text);
    this.conversations.get(conversationId)?.push(sent);
    return of(sent);
  };
  live = ({ id, secret }: ChatConversation) => {
    this.secretsUsed.push(secret);
    return this.stream(id).asObservable();
  };
  /** The expert answers from the console: kept, and pushed to whoever listens live. */
  answer(id: string, answered: ChatMessage): void {
    this.conversations.get(id)?.push(answered);
    this.stream(id).next(answered);
  }
  stream(id: string): Subject<ChatMessage> {
    let stream = this.streams.get(id);
    if (!stream) this.streams.set(id, (stream = new Subject()));
    return stream;
  }
}

/** The secret the fake provider gives each conversation it opens. */
const secretOf = (id: string) => `secret-of-${id}`;

class MemoryChat implements ChatMemory {
  kept: ChatConversation | null = null;
  read = () => this.kept;
  keep = (conversation: ChatConversation | null) => void (this.kept = conversation);
}

const setUp = () => {
  const provider = new FakeChatProvider();
  const memory = new MemoryChat();
  const scheduler = new VirtualTimeScheduler();
  const model = new ChatModel(provider, memory, scheduler);
  model.attach();
  return { provider, memory, scheduler, model };
};

describe('the chat panel', () => {
  it('opened from a diamond, starts a conversation about it and keeps it in the browser', () => {
    const { provider, memory, model } = setUp();
    model.open('LD42');
    expect(provider.opened).toEqual(['LD42']);
    expect(model.state).toMatchObject({ opened: true, status: 'ready', conversation: { id: 'c1', diamondId: 'LD42' }, messages: [] });
    expect(memory.kept).toEqual({ id: 'c1', diamondId: 'LD42', secret: secretOf('c1') });
  });

  it('sends the shopper’s message and shows the expert’s answer as it arrives, once each', () => {
    const { provider, model } = setUp();
    model.open();
    model.change('  Is it eye-clean?  ');
    model.send();
    expect(provider.sent).toEqual([{ conversationId: 'c1', text: 'Is it eye-clean?' }]);
    expect(model.state.draft).toBe('');
    const answer = message('m9', 'agent', 'Yes, it is.');
    provider.answer('c1', answer);
    provider.stream('c1').next(answer);
    expect(model.state.messages.map(({ from, text }) => [from, text])).toEqual([
      ['shopper', 'Is it eye-clean?'],
      ['agent', 'Yes, it is.'],
    ]);
  });

  it('refuses an empty message with a clear message, and sends nothing', () => {
    const { provider, model } = setUp();
    model.open();
    model.change('   ');
    model.send();
    expect(model.state.error).toBe('Please write a message first.');
    expect(provider.sent).toEqual([]);
    model.change('x'.repeat(2001));
    model.send();
    expect(model.state.error).toBe('Please keep your message under 2,000 characters.');
    expect(provider.sent).toEqual([]);
  });

  it('shows the conversation again when closed and reopened, without starting another, and stops listening meanwhile', () => {
    const { provider, model } = setUp();
    model.open('LD42');
    model.change('Hello');
    model.send();
    model.close();
    expect(model.state.opened).toBe(false);
    expect(provider.stream('c1').observed).toBe(false);
    provider.answer('c1', message('m5', 'agent', 'Hello! How can I help?'));
    model.open();
    expect(provider.opened).toEqual(['LD42']);
    expect(model.state.messages.map(({ text }) => text)).toEqual(['Hello', 'Hello! How can I help?']);
    expect(provider.stream('c1').observed).toBe(true);
  });

  it('after a reload (a new panel), resumes the conversation kept in the browser', () => {
    const { provider, memory, model } = setUp();
    model.open('LD42');
    model.change('Hello');
    model.send();
    const reloaded = new ChatModel(provider, memory, new VirtualTimeScheduler());
    reloaded.attach();
    reloaded.open();
    expect(provider.opened).toEqual(['LD42']);
    expect(reloaded.state).toMatchObject({ status: 'ready', conversation: { id: 'c1' } });
    expect(reloaded.state.messages.map(({ text }) => text)).toEqual(['Hello']);
    // Every call on the conversation, before and after the reload, carried its secret.
    expect(new Set(provider.secretsUsed)).toEqual(new Set([secretOf('c1')]));
  });

  it('starts a new conversation when the kept one is gone, or when opened from another diamond', () => {
    const { provider, memory, model } = setUp();
    memory.kept = { id: 'forgotten', diamondId: null, secret: 'a-secret' };
    model.open();
    expect(model.state.conversation).toEqual({ id: 'c1', diamondId: null, secret: secretOf('c1') });
    model.close();
    model.open('LD7');
    expect(provider.opened).toEqual([null, 'LD7']);
    expect(memory.kept).toEqual({ id: 'c2', diamondId: 'LD7', secret: secretOf('c2') });
  });

  it('starts a new conversation when the kept secret no longer opens the kept one', () => {
    const { provider, memory, model } = setUp();
    model.open();
    model.close();
    const reloaded = new ChatModel(provider, { ...memory, read: () => ({ id: 'c1', diamondId: null, secret: 'not-its-secret' }), keep: memory.keep }, new VirtualTimeScheduler());
    reloaded.attach();
    reloaded.open();
    expect(provider.opened).toEqual([null, null]);
    expect(reloaded.state.conversation).toEqual({ id: 'c2', diamondId: null, secret: secretOf('c2') });
    expect(memory.kept).toEqual({ id: 'c2', diamondId: null, secret: secretOf('c2') });
  });

  it('with the provider down, says chat is unavailable and offers the contact form', () => {
    const { provider, model } = setUp();
    provider.available = false;
    model.open('LD42');
    expect(provider.opened).toEqual([]);
    expect(model.state).toMatchObject({ opened: true, status: 'unavailable', error: 'Chat is unavailable right now.', fallback: { to: '/contact-us' } });
  });

  it('says chat is unavailable when the provider goes down during the conversation', () => {
    const { provider, model } = setUp();
    model.open();
    provider.available = false;
    model.change('Still there?');
    model.send();
    expect(model.state).toMatchObject({ status: 'unavailable', fallback: { to: '/contact-us' } });
    expect(model.state.draft).toBe('Still there?');
  });

  it('gives up opening after the connection timeout, in virtual time', () => {
    const { provider, scheduler, model } = setUp();
    provider.openAnswer = () => NEVER;
    model.open();
    scheduler.maxFrames = CHAT_CONNECT_TIMEOUT_MS - 1;
    scheduler.flush();
    expect(model.state.status).toBe('connecting');
    scheduler.maxFrames = Infinity;
    scheduler.flush();
    expect(model.state).toMatchObject({ status: 'unavailable', fallback: { to: '/contact-us' } });
  });

  it('stops following the conversation when its view goes', () => {
    const { provider, memory, scheduler } = setUp();
    const model = new ChatModel(provider, memory, scheduler);
    const detach = model.attach();
    model.open();
    detach();
    expect(provider.stream('c1').observed).toBe(false);
    expect(model.state.opened).toBe(false);
  });
});

export * from './chat-provider';

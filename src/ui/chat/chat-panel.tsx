import '../styles/overlay-styles';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Input.css';
import { Anchor, Box, Button, Drawer, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ChatModel } from '../../application/chat/chat.model';
import { useModel, useModelState } from '../rx/use-model';

export interface ChatPanelProps {
  readonly opened: boolean;
  /** The diamond the chat was opened from, if any. */
  readonly diamondId: string | null;
  /** Changes with each opening, so that opening again (from another diamond) reaches the model. */
  readonly request: number;
  readonly onClose: () => void;
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The shell's chat with an expert: loaded on the first opening (see shell-layout), never rendered on the server. */
export default function ChatPanel({ opened, diamondId, request, onClose }: ChatPanelProps) {
  const model = useModel(ChatModel);
  const { status, conversation, messages, draft, sending, error, fallback } = useModelState(model);
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (opened) model.open(diamondId);
    else model.close();
  }, [model, opened, diamondId, request]);

  // In braces: newer browsers answer scrollIntoView with a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  return (
    <Drawer opened={opened} onClose={onClose} title="Chat with an expert" position="right" size="md" closeButtonProps={{ 'aria-label': 'Close chat' }}>
      <Stack gap="sm">
        {conversation?.diamondId && status !== 'unavailable' && (
          <Text size="sm" c="dimmed">
            About diamond {conversation.diamondId}
          </Text>
        )}
        {status === 'connecting' && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" role="status">
              Connecting you to an expert…
            </Text>
          </Group>
        )}
        {status === 'unavailable' && (
          <Stack gap="xs" role="alert">
            <Text fw={600}>{error}</Text>
            {fallback && (
              <Text size="sm">
                Leave us a message instead:{' '}
                <Anchor component={Link} to={fallback.to} onClick={onClose}>
                  contact form
                </Anchor>
              </Text>
            )}
          </Stack>
        )}
        {status === 'ready' && (
          <>
            <Box component="ol" aria-label="Messages" aria-live="polite" m={0} p={0} style={{ listStyle: 'none' }}>
              {messages.length === 0 && (
                <Text component="li" size="sm" c="dimmed">
                  Ask our gemologists anything: they answer here.
                </Text>
              )}
              {messages.map((message) => {
                const mine = message.from === 'shopper';
                return (
                  <Box
                    component="li"
                    key={message.id}
                    data-from={message.from}
                    my={6}
                    p="xs"
                    maw="85%"
                    ml={mine ? 'auto' : 0}
                    style={{ borderRadius: 8, background: mine ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-blue-0)', border: mine ? '1px solid var(--mantine-color-gray-4)' : '1px solid var(--mantine-color-blue-3)' }}
                  >
                    <Text size="xs" fw={700}>
                      {mine ? 'You' : 'Expert'} · <time dateTime={message.sentAt}>{timeOf(message.sentAt)}</time>
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {message.text}
                    </Text>
                  </Box>
                );
              })}
              <li ref={end} aria-hidden style={{ height: 0 }} />
            </Box>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                model.send();
              }}
            >
              <Stack gap="xs">
                <Textarea
                  label="Your message"
                  rows={3}
                  maxLength={2000}
                  value={draft}
                  error={error}
                  onChange={(event) => model.change(event.currentTarget.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && !event.shiftKey) {
                      event.preventDefault();
                      model.send();
                    }
                  }}
                />
                <Button type="submit" loading={sending}>
                  Send
                </Button>
              </Stack>
            </form>
          </>
        )}
      </Stack>
    </Drawer>
  );
}

import '../styles/overlay-styles';
import { Button, Group, Modal, Text } from '@mantine/core';

export interface LeavePromptProps {
  readonly title: string;
  /** The question, or null while no navigation is waiting for an answer. */
  readonly message: string | null;
  readonly onStay: () => void;
  readonly onLeave: () => void;
}

/** Asks before a navigation that would lose the shopper's choices (a blocked route change). */
export function LeavePrompt({ title, message, onStay, onLeave }: LeavePromptProps) {
  return (
    <Modal opened={message !== null} onClose={onStay} title={title} centered closeButtonProps={{ 'aria-label': 'Stay on this page' }}>
      <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay}>
          Stay
        </Button>
        <Button color="red" onClick={onLeave}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}

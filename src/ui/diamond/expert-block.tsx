import '../styles/overlay-styles';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, Group, Modal, NumberInput, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { ExpertContactModel } from '../../application/diamond/expert-contact.model';
import type { DiamondId } from '../../domain/diamond/diamond';
import { formatPrice } from '../../domain/shared/money';
import { useOpenChat } from '../common/chat-opener';
import { useModel, useModelState } from '../rx/use-model';

/** 'Speak to an expert': make an offer on the stone of `price` dollars, or chat with a gemologist about it (the shell's
 * chat panel). */
export function ExpertBlock({ diamondId, price }: { diamondId: DiamondId; price: number }) {
  const model = useModel(ExpertContactModel);
  const { kind, form, sending, sent, error, offerError, offerBounds } = useModelState(model);
  const openChat = useOpenChat();

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4">
        Speak to an expert
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Our gemologists answer within one business day.
      </Text>
      <Group mt="sm">
        <Button variant="light" onClick={() => model.open('offer', price)}>
          Make an offer
        </Button>
        <Button variant="light" onClick={() => openChat(diamondId)} aria-haspopup="dialog">
          Chat with an expert
        </Button>
      </Group>
      <Modal opened={kind !== null} onClose={() => model.close()} title={kind === 'offer' ? 'Make an offer' : 'Ask an expert'} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        {sent ? (
          <Text role="status">Thank you! An expert will answer you by email.</Text>
        ) : (
          <Stack>
            <TextInput label="Name" required value={form.name} onChange={(e) => model.change('name', e.currentTarget.value)} />
            <TextInput label="Email" type="email" required value={form.email} onChange={(e) => model.change('email', e.currentTarget.value)} />
            {kind === 'offer' && (
              <NumberInput
                label="Your offer (USD)"
                description={offerBounds && `Between ${formatPrice(offerBounds.least)} and ${formatPrice(offerBounds.most)}`}
                required
                prefix="$"
                thousandSeparator=","
                decimalScale={2}
                allowNegative={false}
                // A refused amount is said on the field, never silently changed to another.
                clampBehavior="none"
                value={form.offer || ''}
                onChange={(value) => model.change('offer', Number(value) || 0)}
                onBlur={() => model.checkOffer()}
                error={offerError}
              />
            )}
            <Textarea label={kind === 'offer' ? 'Message (optional)' : 'Your question'} required={kind === 'question'} value={form.message} onChange={(e) => model.change('message', e.currentTarget.value)} />
            {error && (
              <Text c="red" role="alert">
                {error}
              </Text>
            )}
            <Button onClick={() => model.send(diamondId)} loading={sending}>
              Send
            </Button>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}

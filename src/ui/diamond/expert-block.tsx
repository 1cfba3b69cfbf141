import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, Group, Modal, NumberInput, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ContactAnExpert, type ExpertMessage } from '../../application/contact/contact-an-expert.use-case';
import type { DiamondId } from '../../domain/diamond/diamond';
import { isShopError } from '../../domain/shared/shop-error';
import { useInjection } from '../di/use-injection';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

type Kind = ExpertMessage['kind'];

/** 'Speak to an expert': make an offer on the stone, or ask a gemologist a question. */
export function ExpertBlock({ diamondId }: { diamondId: DiamondId }) {
  const contact = useInjection(ContactAnExpert);
  const [kind, setKind] = useState<Kind | null>(null);
  const [form, setForm] = useState({ name: '', email: '', offer: 0, message: '' });
  const [state, setState] = useState<{ sending: boolean; sent: boolean; error: string | null }>({ sending: false, sent: false, error: null });

  const open = (next: Kind) => {
    setKind(next);
    setState({ sending: false, sent: false, error: null });
  };
  const send = () => {
    if (!kind) return;
    setState({ sending: true, sent: false, error: null });
    contact.execute({ kind, diamondId, name: form.name, email: form.email, offer: form.offer, message: form.message }).subscribe({
      complete: () => setState({ sending: false, sent: true, error: null }),
      error: (error: unknown) => setState({ sending: false, sent: false, error: isShopError(error) ? error.message : SHOP_ERRORS.SOMETHING_WENT_WRONG.message }),
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4">
        Speak to an expert
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Our gemologists answer within one business day.
      </Text>
      <Group mt="sm">
        <Button variant="light" onClick={() => open('offer')}>
          Make an offer
        </Button>
        <Button variant="light" onClick={() => open('question')}>
          Chat with an expert
        </Button>
      </Group>
      <Modal opened={kind !== null} onClose={() => setKind(null)} title={kind === 'offer' ? 'Make an offer' : 'Ask an expert'} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        {state.sent ? (
          <Text role="status">Thank you! An expert will answer you by email.</Text>
        ) : (
          <Stack>
            <TextInput label="Name" required value={form.name} onChange={(e) => { const value = e.currentTarget.value; setForm((f) => ({ ...f, name: value })); }} />
            <TextInput label="Email" type="email" required value={form.email} onChange={(e) => { const value = e.currentTarget.value; setForm((f) => ({ ...f, email: value })); }} />
            {kind === 'offer' && (
              <NumberInput label="Your offer (USD)" required min={1} prefix="$" thousandSeparator="," value={form.offer || ''} onChange={(value) => setForm((f) => ({ ...f, offer: Number(value) || 0 }))} />
            )}
            <Textarea label={kind === 'offer' ? 'Message (optional)' : 'Your question'} required={kind === 'question'} value={form.message} onChange={(e) => { const value = e.currentTarget.value; setForm((f) => ({ ...f, message: value })); }} />
            {state.error && (
              <Text c="red" role="alert">
                {state.error}
              </Text>
            )}
            <Button onClick={send} loading={state.sending}>
              Send
            </Button>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}

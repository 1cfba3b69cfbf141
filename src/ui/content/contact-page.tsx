import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Container, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { SendContactMessage } from '../../application/contact/send-contact-message.use-case';
import { MESSAGE_FIELD_LABEL, contactFormErrors, type ContactFormValues } from '../../domain/contact/contact-form.rules';
import { isShopError } from '../../domain/shared/shop-error';
import { useInjection } from '../di/use-injection';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

/** /contact and /contact-us: a message to the shop's team. */
export default function ContactPage() {
  const send = useInjection(SendContactMessage);
  const [state, setState] = useState<{ busy: boolean; sent: boolean; error: string | null }>({ busy: false, sent: false, error: null });
  const form = useForm<ContactFormValues>({
    initialValues: { email: '', firstName: '', lastName: '', phone: '', message: '' },
    validate: (values) => contactFormErrors(values) ?? {},
  });
  const submit = form.onSubmit((values) => {
    setState({ busy: true, sent: false, error: null });
    send.execute(values).subscribe({
      complete: () => setState({ busy: false, sent: true, error: null }),
      error: (error: unknown) => setState({ busy: false, sent: false, error: isShopError(error) ? error.message : SHOP_ERRORS.SOMETHING_WENT_WRONG.message }),
    });
  });
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Title order={1} size="h2">
          Contact us
        </Title>
        <Text c="dimmed" mb="md">
          Questions about a diamond, a ring or your order? Our gemologists answer within one business day.
        </Text>
        {state.sent ? (
          <Alert color="green" role="status">
            Thank you! We received your message and will answer you by email.
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
                <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
              </SimpleGrid>
              <TextInput label="Phone (optional)" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
              <Textarea label={MESSAGE_FIELD_LABEL} required minRows={4} {...form.getInputProps('message')} />
              {state.error && (
                <Text c="red" role="alert">
                  {state.error}
                </Text>
              )}
              <Button type="submit" loading={state.busy}>
                Send
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}

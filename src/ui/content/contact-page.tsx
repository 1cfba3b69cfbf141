import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Container, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { MESSAGE_FIELD_LABEL } from '../../domain/contact/contact-form.rules';
import { formFieldProps } from '../common/form-field-props';
import { useContactPage } from './use-contact-page';

/** /contact and /contact-us: a message to the shop's team. */
export default function ContactPage() {
  const { model, state } = useContactPage();
  const field = (name: 'email' | 'firstName' | 'lastName' | 'phone' | 'message') => formFieldProps(model, state, name);
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
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void model.submit();
            }}
            noValidate
          >
            <Stack>
              <TextInput label="Email" type="email" required autoComplete="email" {...field('email')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="First name" required autoComplete="given-name" {...field('firstName')} />
                <TextInput label="Last name" required autoComplete="family-name" {...field('lastName')} />
              </SimpleGrid>
              <TextInput label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
              <Textarea label={MESSAGE_FIELD_LABEL} required minRows={4} {...field('message')} />
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

import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { formFieldProps } from '../common/form-field-props';
import { PasswordField } from '../common/password-field';
import { usePasswordChange, usePasswordReset, usePasswordResetRequest } from './use-password-pages';

function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}

const submitWith = (submit: () => Promise<void>) => (event: FormEvent) => {
  event.preventDefault();
  void submit();
};

function Failure({ error }: { error: string | null }) {
  return error ? (
    <Text c="red" role="alert">
      {error}
    </Text>
  ) : null;
}

export function PasswordForgotPage() {
  const { model, state } = usePasswordResetRequest();
  return (
    <FormCard title="Forgot your password?">
      {state.sent ? (
        <Alert role="status" color="green">
          If an account exists for {state.values.email}, we have emailed it a link to reset the password.
        </Alert>
      ) : (
        <form onSubmit={submitWith(() => model.submit())} noValidate>
          <Stack>
            <Text size="sm">Enter your email and we will send you a link to choose a new password.</Text>
            <TextInput label="Email" type="email" required {...formFieldProps(model, state, 'email')} />
            <Failure error={state.error} />
            <Button type="submit" loading={state.busy}>
              Send the link
            </Button>
          </Stack>
        </form>
      )}
    </FormCard>
  );
}

export function PasswordResetPage() {
  const { model, state } = usePasswordReset();
  return (
    <FormCard title="Choose a new password">
      {!state.token && <Alert color="yellow">This link is incomplete. Ask for a new one on the forgotten password page.</Alert>}
      {state.sent ? (
        <Alert role="status" color="green">
          Your password was changed. <Anchor component={Link} to="/register">Sign in</Anchor>
        </Alert>
      ) : (
        <form onSubmit={submitWith(() => model.submit())} noValidate>
          <Stack>
            <TextInput label="Email" type="email" required {...formFieldProps(model, state, 'email')} />
            <PasswordField label="New password" required {...formFieldProps(model, state, 'password')} />
            <Failure error={state.error} />
            <Button type="submit" loading={state.busy} disabled={!state.token}>
              Save the new password
            </Button>
          </Stack>
        </form>
      )}
    </FormCard>
  );
}

export function PasswordChangePage() {
  const { model, state } = usePasswordChange();
  return (
    <FormCard title="Change your password">
      {state.sent ? (
        <Alert role="status" color="green">
          Your password was changed. <Anchor component={Link} to="/account">Back to your account</Anchor>
        </Alert>
      ) : (
        <form onSubmit={submitWith(() => model.submit())} noValidate>
          <Stack>
            <PasswordField label="Current password" required {...formFieldProps(model, state, 'currentPassword')} />
            <PasswordField label="New password" required {...formFieldProps(model, state, 'newPassword')} />
            <Failure error={state.error} />
            <Button type="submit" loading={state.busy}>
              Change password
            </Button>
          </Stack>
        </form>
      )}
    </FormCard>
  );
}

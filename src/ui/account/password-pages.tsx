import '@mantine/core/styles/Input.css';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import type { Observable } from 'rxjs';
import { CustomerSession } from '../../application/account/customer-session.service';
import { ChangePassword, RequestPasswordReset, ResetPassword } from '../../application/account/passwords.use-cases';
import { passwordOnBlur } from '../../domain/checkout/password.rules';
import { emailFieldError } from '../../domain/shared/email-field.rules';
import { REQUIRED_MESSAGE } from '../../domain/shared/required-fields';
import { isShopError } from '../../domain/shared/shop-error';
import { useInjection } from '../di/use-injection';
import { useObservableValue } from '../rx/use-observable-state';
import { PasswordField } from '../common/password-field';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

/** Sends a form through a use case: 'sending', then the success text or the store's message. */
function useSubmission() {
  const [state, setState] = useState<{ busy: boolean; done: boolean; error: string | null }>({ busy: false, done: false, error: null });
  const run = (work: Observable<void>) => {
    setState({ busy: true, done: false, error: null });
    work.subscribe({
      complete: () => setState({ busy: false, done: true, error: null }),
      error: (error: unknown) => setState({ busy: false, done: false, error: isShopError(error) ? error.message : SHOP_ERRORS.SOMETHING_WENT_WRONG.message }),
    });
  };
  return { ...state, run };
}

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

/** The password rule on blur (spec section 5): a weak password is cleared and the rule is shown. */
const checkOnBlur = (form: { getValues: () => Record<string, string>; setFieldValue: (f: string, v: string) => void; setFieldError: (f: string, e: string | null) => void }, field: string) => () => {
  const { value, error } = passwordOnBlur(form.getValues()[field] ?? '');
  form.setFieldValue(field, value);
  form.setFieldError(field, error);
};

export function PasswordForgotPage() {
  const request = useInjection(RequestPasswordReset);
  const submission = useSubmission();
  const form = useForm({ initialValues: { email: '' }, validate: { email: (value) => emailFieldError(value) } });
  return (
    <FormCard title="Forgot your password?">
      {submission.done ? (
        <Alert role="status" color="green">
          If an account exists for {form.values.email}, we have emailed it a link to reset the password.
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => submission.run(request.execute(values.email)))} noValidate>
          <Stack>
            <Text size="sm">Enter your email and we will send you a link to choose a new password.</Text>
            <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
            {submission.error && (
              <Text c="red" role="alert">
                {submission.error}
              </Text>
            )}
            <Button type="submit" loading={submission.busy}>
              Send the link
            </Button>
          </Stack>
        </form>
      )}
    </FormCard>
  );
}

export function PasswordResetPage() {
  const reset = useInjection(ResetPassword);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const submission = useSubmission();
  const form = useForm({ initialValues: { email: '', password: '' }, validate: { email: (value) => emailFieldError(value), password: (value) => passwordOnBlur(value).error } });
  return (
    <FormCard title="Choose a new password">
      {!token && <Alert color="yellow">This link is incomplete. Ask for a new one on the forgotten password page.</Alert>}
      {submission.done ? (
        <Alert role="status" color="green">
          Your password was changed. <Anchor component={Link} to="/register">Sign in</Anchor>
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => submission.run(reset.execute(values.email, token, values.password)))} noValidate>
          <Stack>
            <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
            <PasswordField label="New password" required {...form.getInputProps('password')} onBlur={checkOnBlur(form, 'password')} />
            {submission.error && (
              <Text c="red" role="alert">
                {submission.error}
              </Text>
            )}
            <Button type="submit" loading={submission.busy} disabled={!token}>
              Save the new password
            </Button>
          </Stack>
        </form>
      )}
    </FormCard>
  );
}

export function PasswordChangePage() {
  const change = useInjection(ChangePassword);
  const session = useInjection(CustomerSession);
  const state = useObservableValue(session.state$, session.current);
  const submission = useSubmission();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: { currentPassword: (value) => (value ? null : REQUIRED_MESSAGE), newPassword: (value) => passwordOnBlur(value).error },
  });
  if (state.known && state.userType === 'guest') return <Navigate to="/register?returnUrl=/password-change" replace />;
  return (
    <FormCard title="Change your password">
      {submission.done ? (
        <Alert role="status" color="green">
          Your password was changed. <Anchor component={Link} to="/account">Back to your account</Anchor>
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => submission.run(change.execute(values.currentPassword, values.newPassword)))} noValidate>
          <Stack>
            <PasswordField label="Current password" required {...form.getInputProps('currentPassword')} />
            <PasswordField label="New password" required {...form.getInputProps('newPassword')} onBlur={checkOnBlur(form, 'newPassword')} />
            {submission.error && (
              <Text c="red" role="alert">
                {submission.error}
              </Text>
            )}
            <Button type="submit" loading={submission.busy}>
              Change password
            </Button>
          </Stack>
        </form>
      )}
    </FormCard>
  );
}

import '@mantine/core/styles/Input.css';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Register } from '../../application/account/register.use-case';
import { REQUIRED_MESSAGE } from '../../domain/shared/required-fields';
import { afterSignIn } from '../../domain/account/customer';
import { isShopError } from '../../domain/shared/shop-error';
import { useInjection } from '../di/use-injection';
import { PasswordField } from '../common/password-field';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

const required = (value: string) => (value.trim() === '' ? REQUIRED_MESSAGE : null);

/** Sign-up: first name, last name, email and password, all required. Creates the account, signs in (the guest bag
 * merges) and goes to the page in navigation state, else the address step; the store's message shows on failure. */
export function SignUpForm() {
  const register = useInjection(Register);
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { from?: string } | null };
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { firstname: '', lastname: '', email: '', password: '' },
    validate: { firstname: required, lastname: required, email: required, password: required },
  });

  const submit = form.onSubmit((values) => {
    setBusy(true);
    setServerError(null);
    register.execute({ firstname: values.firstname, lastname: values.lastname, email: values.email }, values.password).subscribe({
      next: () => navigate(afterSignIn(state?.from), { replace: true }),
      error: (error: unknown) => {
        setBusy(false);
        setServerError(isShopError(error) ? error.message : SHOP_ERRORS.ACCOUNT_NOT_CREATED.message);
      },
    });
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="sign-up-title">
      <Title order={2} size="h3" id="sign-up-title" mb="sm">
        Create an account
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('firstname')} />
          <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('lastname')} />
          <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          <PasswordField label="Password" required autoComplete="new-password" {...form.getInputProps('password')} />
          {serverError && (
            <Text c="red" role="alert">
              {serverError}
            </Text>
          )}
          <Button type="submit" loading={busy}>
            Create account
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

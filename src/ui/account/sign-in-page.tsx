import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { CustomerSession } from '../../application/account/customer-session.service';
import { SignIn } from '../../application/account/sign-in.use-case';
import { afterSignIn } from '../../domain/account/customer';
import { isShopError } from '../../domain/shared/shop-error';
import { useInjection } from '../di/use-injection';
import { useObservableValue } from '../rx/use-observable-state';
import { SignUpForm } from './sign-up-form';
import { useReturnUrl } from '../common/use-return-url';
import { PasswordField } from '../common/password-field';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

/** /register: the log-in form beside the sign-up form (ADR 0005). A signed-in customer goes on at once. */
export default function SignInPage() {
  const session = useInjection(CustomerSession);
  const state = useObservableValue(session.state$, session.current);
  const returnUrl = useReturnUrl();
  if (state.userType === 'customer') return <Navigate to={afterSignIn(returnUrl)} replace />;
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Sign in or create an account
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LogInForm returnUrl={returnUrl} />
        <SignUpForm />
      </SimpleGrid>
    </Container>
  );
}

function LogInForm({ returnUrl }: { returnUrl: string | null }) {
  const signIn = useInjection(SignIn);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Login has no client-side checks (spec section 5): the store answers.
  const form = useForm({ initialValues: { email: '', password: '' } });
  useEffect(() => setServerError(null), [form.values.email, form.values.password]);

  const submit = form.onSubmit((values) => {
    setBusy(true);
    signIn.execute(values.email, values.password).subscribe({
      next: () => navigate(afterSignIn(returnUrl), { replace: true }),
      error: (error: unknown) => {
        setBusy(false);
        setServerError(isShopError(error) ? error.message : SHOP_ERRORS.SIGN_IN_REFUSED.message);
      },
    });
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="log-in-title">
      <Title order={2} size="h3" id="log-in-title" mb="sm">
        Sign in
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Email" type="email" autoComplete="username" {...form.getInputProps('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          {serverError && (
            <Text c="red" role="alert">
              {serverError}
            </Text>
          )}
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/password-forgot" size="sm">
              Forgot password?
            </Anchor>
            <Anchor component={Link} to="/new-client" size="sm">
              Create an account
            </Anchor>
          </Group>
          {!returnUrl && (
            <Button component={Link} to="/shipping-billing" variant="default">
              Continue as a guest
            </Button>
          )}
        </Stack>
      </form>
      <Text size="xs" c="dimmed" mt="sm">
        Signing in keeps your bag: anything you chose as a guest joins your account.
      </Text>
    </Paper>
  );
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formFieldProps } from '../common/form-field-props';
import { PasswordField } from '../common/password-field';
import { SignUpForm } from './sign-up-form';
import { useSignInPage } from './use-sign-in-page';

/** /register: the log-in form beside the sign-up form (ADR 0005). A signed-in customer goes on at once. */
export default function SignInPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Sign in or create an account
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LogInForm />
        <SignUpForm />
      </SimpleGrid>
    </Container>
  );
}

function LogInForm() {
  const { model, state } = useSignInPage();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="log-in-title">
      <Title order={2} size="h3" id="log-in-title" mb="sm">
        Sign in
      </Title>
      {/* Sent by the model once the page's script runs; before that, the browser posts it to the page's action. */}
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          void model.submit();
        }}
        noValidate
      >
        <input type="hidden" name="intent" value="sign-in" />
        <Stack>
          <TextInput label="Email" type="email" autoComplete="username" {...formFieldProps(model, state, 'email')} />
          <PasswordField label="Password" autoComplete="current-password" {...formFieldProps(model, state, 'password')} />
          {state.error && (
            <Text c="red" role="alert">
              {state.error}
            </Text>
          )}
          <Button type="submit" loading={state.busy}>
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
          {state.guestWayOffered && (
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

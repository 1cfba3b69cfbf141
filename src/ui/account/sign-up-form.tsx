import '@mantine/core/styles/Input.css';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formFieldProps } from '../common/form-field-props';
import { PasswordField } from '../common/password-field';
import { useSignUpForm } from './use-sign-up-form';

/** Sign-up: first name, last name, email and password, all required; the store's message shows on failure. */
export function SignUpForm() {
  const { model, state } = useSignUpForm();
  const field = (name: 'firstname' | 'lastname' | 'email' | 'password') => formFieldProps(model, state, name);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="sign-up-title">
      <Title order={2} size="h3" id="sign-up-title" mb="sm">
        Create an account
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
        <input type="hidden" name="intent" value="sign-up" />
        <Stack>
          <TextInput label="First name" required autoComplete="given-name" {...field('firstname')} />
          <TextInput label="Last name" required autoComplete="family-name" {...field('lastname')} />
          <TextInput label="Email" type="email" required autoComplete="email" {...field('email')} />
          <PasswordField label="Password" required autoComplete="new-password" {...field('password')} />
          {state.error && (
            <Text c="red" role="alert">
              {state.error}
            </Text>
          )}
          <Button type="submit" loading={state.busy}>
            Create account
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

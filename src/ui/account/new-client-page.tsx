import { Container } from '@mantine/core';
import { SignUpForm } from './sign-up-form';

/** /new-client: the sign-up form alone. */
export default function NewClientPage() {
  return (
    <Container size="xs" py="xl">
      <SignUpForm />
    </Container>
  );
}

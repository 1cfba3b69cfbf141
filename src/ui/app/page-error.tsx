import { Button, Container, Text, Title } from '@mantine/core';

/** Shown instead of a broken page when a view fails to render (or its code cannot be loaded). */
export function PageErrorPage() {
  return (
    <Container size="sm" py="xl" ta="center">
      <Title order={1}>Something went wrong on this page</Title>
      <Text mt="md">Please reload the page. If it happens again, start a new search; your bag is kept.</Text>
      <Button component="a" href="/" mt="xl">
        Back to the home page
      </Button>
    </Container>
  );
}

import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pageTitle } from '../common/shell-visibility';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

/** /diamond_search: the 'Find the Diamond' page is announced but not open yet. */
export function FindTheDiamondPage() {
  return (
    <Container size="sm" py="xl" ta="center">
      <Title order={1}>Find the Diamond</Title>
      <Text mt="md">This page is under construction. Meanwhile our guided search finds your diamond in a few steps.</Text>
      <Button component={Link} to="/shop-by" mt="xl">
        Find your diamond
      </Button>
    </Container>
  );
}

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl" ta="center">
      <title>{pageTitle('Page not found')}</title>
      <Title order={1}>{SHOP_ERRORS.PAGE_NOT_FOUND.message}</Title>
      <Text mt="md">The address may be mistyped, or the page has moved.</Text>
      <Button component={Link} to="/" mt="xl">
        Back to the home page
      </Button>
    </Container>
  );
}


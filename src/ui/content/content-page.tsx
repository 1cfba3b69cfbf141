import '@mantine/core/styles/Typography.css';
import { Button, Center, Container, Loader, Text, Title, Typography } from '@mantine/core';
import { Link } from 'react-router';
import type { ContentPageSlug } from '../../domain/content/content-page';
import { useContentPage } from './use-content-page';

/** A content page (terms, privacy, about): heading and body from the store's content service. */
export function ContentPageView({ slug }: { slug: ContentPageSlug }) {
  const page = useContentPage(slug);
  return (
    <Container size="md" py="xl">
      {page.loading ? (
        <Center h={200}>
          <Loader aria-label="Loading page" />
        </Center>
      ) : (
        <>
          <Title order={1} mb="lg">
            {page.notFound ?? page.heading}
          </Title>
          {page.notFound ? (
            <Text>The address may be mistyped, or the page has moved.</Text>
          ) : page.unavailable ? (
            <Text>This page is not available right now. Please try again later.</Text>
          ) : (
            // The body is sanitized in useContentPage before it reaches the DOM.
            <Typography>
              <div data-testid="content-body" dangerouslySetInnerHTML={{ __html: page.html }} />
            </Typography>
          )}
        </>
      )}
      <Button component={Link} to="/" mt="xl">
        Got it
      </Button>
    </Container>
  );
}

export const TermsPage = () => <ContentPageView slug="terms-conditions" />;
export const PrivacyPage = () => <ContentPageView slug="privacy-policy" />;
export const AboutPage = () => <ContentPageView slug="about" />;

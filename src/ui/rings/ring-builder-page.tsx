import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Accordion, Alert, Anchor, Button, Center, Container, Grid, Group, List, Loader, NativeSelect, Stack, Text, Title, Typography, UnstyledButton } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { NO_RING_DESCRIPTION, SELECT_DIAMOND_PROMPT } from '../../domain/ring/ring';
import { RING_TRUST_POINTS } from '../../domain/ring/ring-catalogue';
import { formatPrice, fromCents } from '../../domain/shared/money';
import { useSanitizedHtml } from '../common/sanitize-html';
import { pageTitle } from '../common/shell-visibility';
import classes from './rings.module.css';
import { FactsTable } from '../common/facts-table';
import { LoopingVideo } from '../common/looping-video';
import { OptionButtons } from './option-buttons';
import { AddFailure } from './add-failure';
import { useRingBuilderPage } from './use-ring-builder-page';

export default function RingBuilderPage() {
  const { model, state: page, choose } = useRingBuilderPage();
  const description = useSanitizedHtml(page.ring?.shortDescription ?? '');
  // null: the 360° video when the chosen colour has one, else the first picture.
  const [shown, setShown] = useState<number | null>(null);
  const onFailureOnScreen = useCallback((onScreen: boolean) => model.bannerOnScreen(onScreen), [model]);

  if (page.notFound) {
    return (
      <Container size="sm" py="xl">
        <title>{pageTitle(page.notFound)}</title>
        <Alert color="red" role="alert" title={page.notFound}>
          <Anchor component={Link} to="/ring-detail">
            See all rings
          </Anchor>
        </Alert>
      </Container>
    );
  }
  if (page.loading || !page.ring) {
    return (
      <Center h="50vh">
        <Loader aria-label="Loading the ring" />
      </Center>
    );
  }
  const ring = page.ring;
  const activeColor = page.colors.find((color) => color.active)?.label ?? '';
  return (
    <Container size="lg" py="md">
      {/* The description, keywords, social tags and the ring as a schema.org Product are its route's meta, in the
          page's first HTML. */}
      <title>{ring.metaTitle || ring.name}</title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <div className={classes.gallery}>
            {page.video && shown === null ? (
              <LoopingVideo src={page.video} poster={page.gallery[0]} label={`360° view of the ${ring.name} in ${activeColor}`} width={260} height={260} className={classes.ringImage} />
            ) : (
              page.gallery.length > 0 && <img src={page.gallery[Math.min(shown ?? 0, page.gallery.length - 1)]} alt={ring.name} width={260} height={260} className={classes.ringImage} />
            )}
          </div>
          {(page.gallery.length > 1 || (page.video && page.gallery.length > 0)) && (
            <Group gap="xs" mt="xs" justify="center" role="group" aria-label="Pictures of this ring">
              {page.video && (
                <UnstyledButton onClick={() => setShown(null)} className={classes.thumbnail} data-active={shown === null || undefined} aria-label="360° view" aria-pressed={shown === null}>
                  <span className={classes.videoThumb} aria-hidden>
                    360°
                  </span>
                </UnstyledButton>
              )}
              {page.gallery.map((url, index) => (
                <UnstyledButton key={url} onClick={() => setShown(index)} className={classes.thumbnail} data-active={index === (shown ?? (page.video ? -1 : 0)) || undefined} aria-label={`Picture ${index + 1} of ${page.gallery.length}`} aria-pressed={index === (shown ?? (page.video ? -1 : 0))}>
                  <img src={url} alt="" width={56} height={56} />
                </UnstyledButton>
              ))}
            </Group>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Title order={1} size="h2">
              {ring.name}
            </Title>
            <Text c="dimmed">{page.brand}</Text>
            <Text size="xl" fw={700} data-testid="ring-price">
              {page.price}
            </Text>
            <Text size="xs" c="dimmed" data-testid="item-number">
              Item number {page.itemNumber}
            </Text>
            {page.monthlyCents !== null && (
              <Text size="sm" data-testid="ring-monthly" data-amount-cents={page.monthlyCents}>
                As low as {formatPrice(fromCents(page.monthlyCents))}/mo with financing
              </Text>
            )}
            <List size="sm" spacing={2}>
              {RING_TRUST_POINTS.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
            <OptionButtons heading={page.metalHeading} options={page.metals} onChoose={(label) => choose('metal', label)} />
            <OptionButtons heading={page.colorHeading} options={page.colors} onChoose={(label) => choose('color', label)} />
            {/* Added by the model once the page's script runs; before that, the browser posts the choices to the page's
                action, which adds the same variant on the server. */}
            <form
              method="post"
              onSubmit={(event) => {
                event.preventDefault();
                model.add();
              }}
            >
              <input type="hidden" name="color" value={activeColor} />
              <input type="hidden" name="metal" value={page.metals.find((metal) => metal.active)?.label ?? ''} />
              <Stack>
                <NativeSelect
                  label={page.sizeHeading}
                  name="size"
                  data={[{ value: '', label: 'Choose a size' }, ...page.sizes]}
                  value={page.size ?? ''}
                  onChange={(event) => choose('size', event.currentTarget.value)}
                  error={page.sizeError}
                  w={220}
                />
                <Button type="submit" size="lg" disabled={page.adding}>
                  {page.adding ? 'Loading' : 'Add to bag'}
                </Button>
                {/* Why it was not added, where the shopper tapped (spec: 2.5 s, counted on screen). */}
                {page.banner && <AddFailure message={page.banner} onScreen={onFailureOnScreen} onDismiss={() => model.dismissBanner()} />}
              </Stack>
            </form>
          </Stack>
        </Grid.Col>
      </Grid>
      <Accordion multiple defaultValue={['rings-details']} mt="xl" variant="separated">
        <Accordion.Item value="rings-details">
          <Accordion.Control>Rings Details</Accordion.Control>
          <Accordion.Panel>
            {description ? (
              <Typography>
                <div dangerouslySetInnerHTML={{ __html: description }} />
              </Typography>
            ) : (
              <Text>{NO_RING_DESCRIPTION}</Text>
            )}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="diamond-details">
          <Accordion.Control>Diamond Details</Accordion.Control>
          <Accordion.Panel>
            {page.chosenDiamond ? (
              <FactsTable
                label="Your diamond"
                rows={[
                  ['Description', page.chosenDiamond.diamond.details],
                  ['Shape', page.chosenDiamond.diamond.shape],
                  ['Color', page.chosenDiamond.diamond.color],
                  ['Cut', page.chosenDiamond.diamond.cut],
                  ['Clarity', page.chosenDiamond.diamond.clarity],
                  ['Carat size', page.chosenDiamond.diamond.size.toFixed(2)],
                ]}
              />
            ) : (
              <Anchor component={Link} to="/shop-by">
                {SELECT_DIAMOND_PROMPT}
              </Anchor>
            )}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="features">
          <Accordion.Control>Features</Accordion.Control>
          <Accordion.Panel>
            <FactsTable label="Features" rows={page.features} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Container>
  );
}

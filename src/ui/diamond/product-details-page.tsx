import '../styles/overlay-styles';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Alert, Anchor, Badge, Button, Center, Container, Grid, Group, Loader, Modal, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { stoneCarat } from '../../domain/diamond/carat';
import { SHAPES, type Shape } from '../../domain/diamond/shapes';
import { DealVerdictBadge } from '../common/deal-verdict-badge';
import { DealInsightSection } from './deal-insight-section';
import { DetailFooter, SelectDiamondForm } from './detail-footer';
import { STONE_TRUST_POINTS, TrustSignals } from '../common/trust-signals';
import { useInView } from '../common/use-in-view';
import { useWindowWidthIs } from '../common/use-window';

/** From 62em (Mantine's md, where the picture gets a column beside it). */
const isBesideThePicture = (width: number): boolean => width >= 992;
import { MediaSlider } from './media-slider';
import { ParameterPanel } from './parameter-panel';
import classes from './product-details.module.css';
import { pageTitle } from '../common/shell-visibility';
import { LeavePrompt } from '../common/leave-prompt';
import { StonesInstead } from './stones-instead';
import { useProductDetailsPage } from './use-product-details-page';
import { useWhenIdle } from '../common/use-when-idle';

// The page re-renders at once for what must show at once (a press, the window's width, a part coming into view), with
// the model's state of before: its new state follows in slices that leave the main thread free (`useDeferredValue` in
// `useProductDetailsPage`). The page's large parts draw again only when what they show has changed.
const Media = memo(MediaSlider);
const Panel = memo(ParameterPanel);
const Insight = memo(DealInsightSection);
const Trust = memo(TrustSignals);
const DetailsBelowTheFold = memo(lazy(() => import('./details-below-the-fold')));
const GuidedTour = lazy(() => import('./guided-tour').then((module) => ({ default: module.GuidedTour })));
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

export default function ProductDetailsPage() {
  const page = useProductDetailsPage();
  const { model } = page;
  const belowTheFold = useWhenIdle();
  // On a wide screen Select diamond is beside the picture; once it is scrolled away the fixed bar shows a stand-in for
  // the pointer (the page offers one Select diamond to the keyboard and to screen readers). On a phone the bar's is
  // the one.
  const [columnSelectRef, columnSelectInView] = useInView<HTMLFormElement>();
  const wide = useWindowWidthIs(isBesideThePicture);
  // Why Select diamond failed is told under the button that was pressed (both, when it was pressed before the script).
  const [pressed, setPressed] = useState<'bar' | 'column' | null>(null);
  // The stand-in's failure is also told (announced) under the button beside the picture, which screen readers know.
  const failureAt = (place: 'bar' | 'column'): string | null =>
    pressed === null || pressed === place || (place === 'column' && wide) ? (page.failure?.message ?? null) : null;
  const select = (place: 'bar' | 'column'): boolean => {
    setPressed(place);
    return model.select();
  };
  const adjust = useCallback((attr: Parameters<typeof model.adjust>[0], direction: Parameters<typeof model.adjust>[1]) => model.adjust(attr, direction), [model]);
  const search = useCallback((ranges: Parameters<typeof model.search>[0]) => model.search(ranges), [model]);

  if (page.notFound) return <StonesInstead message={page.notFoundMessage} alternatives={page.alternatives} topPicksPath={page.topPicksPath} />;
  if (page.unavailable) {
    return (
      <Container size="sm" py="xl">
        <title>{pageTitle(SHOP_ERRORS.SERVICE_DOWN.message)}</title>
        <Alert color="red" role="alert" title={SHOP_ERRORS.SERVICE_DOWN.message}>
          {/* A plain link: it asks for the page again even before the page's script runs. */}
          <Anchor href={page.address}>Try again</Anchor>
        </Alert>
      </Container>
    );
  }
  if (!page.diamond) {
    return (
      <Center h="50vh">
        <title>{pageTitle('Diamond details')}</title>
        <Loader aria-label="Loading the diamond" />
      </Center>
    );
  }
  const { diamond } = page;
  const title = `${stoneCarat(diamond.size)} ct ${diamond.shape} diamond`;

  return (
    <Container size="lg" pt="md" className={classes.page}>
      <title>{pageTitle(title)}</title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <div data-tour="media">
            <Media key={diamond.id} diamond={diamond} />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Group gap="xs">
              {page.featureLabel && <Badge tt="uppercase">{page.featureLabel}</Badge>}
              {page.verdict && <DealVerdictBadge verdict={page.verdict} />}
            </Group>
            <Title order={1} size="h2" data-testid="diamond-title" data-diamond-id={diamond.id}>
              {title}
            </Title>
            <div>
              <Text className={classes.price} data-testid="diamond-price">
                {page.price}
              </Text>
              {page.monthlyEstimate && (
                <Text size="sm" c="dimmed">
                  or {page.monthlyEstimate}/mo with financing
                </Text>
              )}
            </div>
            <dl className={classes.keyGrades} aria-label="Key grades">
              {[
                ['Carat', stoneCarat(diamond.size)],
                ['Cut', diamond.cut],
                ['Color', diamond.color],
                ['Clarity', diamond.clarity],
              ].map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {!page.compareMode && (
              <SelectDiamondForm
                place="column"
                formRef={columnSelectRef}
                adding={page.adding}
                failure={failureAt('column')}
                onSelect={() => select('column')}
              />
            )}
            <Group gap="sm" align="end">
              <NativeSelect
                label="Shape"
                value={diamond.shape}
                data={SHAPES.map((shape) => ({ value: shape, label: shape }))}
                onChange={(event) => model.changeShape(event.currentTarget.value as Shape)}
                disabled={page.busy}
                w={160}
              />
              <Button variant={page.isCompared ? 'filled' : 'outline'} onClick={() => model.toggleCompare()} aria-pressed={page.isCompared} data-tour="compare">
                {page.isCompared ? `Comparing (${page.compared.length} of 2)` : 'Compare'}
              </Button>
              <Group gap={4} role="group" aria-label="Diamond history" data-tour="history">
                <ActionIcon variant="default" size="lg" onClick={() => model.back()} disabled={!page.canGoBack || page.busy} aria-label="Previous diamond">
                  <IconArrowBackUp size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="default" size="lg" onClick={() => model.forward()} disabled={!page.canGoForward || page.busy} aria-label="Next diamond">
                  <IconArrowForwardUp size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {page.notice && (
              <Alert color="yellow" withCloseButton onClose={() => model.dismissNotice()} closeButtonLabel="Dismiss" role="status">
                {page.notice}
              </Alert>
            )}
            <Trust points={STONE_TRUST_POINTS} className={classes.trust} />
          </Stack>
        </Grid.Col>
      </Grid>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="lg" data-tour="tune">
        {page.panels.map((panel) => (
          <Panel key={panel.type} panel={panel} busy={page.busy} onAdjust={adjust} />
        ))}
      </SimpleGrid>

      <Stack gap="lg" mt="lg">
        {page.dealInsight && <Insight insight={page.dealInsight} />}
        {/* Below the fold: loaded once the page has hydrated and the browser is idle, so neither the first load nor
            hydration waits for it; its room is kept meanwhile. */}
        {belowTheFold ? (
          <Suspense fallback={<div className={classes.belowTheFold} />}>
            <DetailsBelowTheFold
              diamond={diamond}
              tables={page.tables}
              busy={page.busy}
              pagePath={page.pagePath}
              moreOptions={page.moreOptions}
              onSearch={search}
            />
          </Suspense>
        ) : (
          <div className={classes.belowTheFold} />
        )}
      </Stack>

      <DetailFooter
        price={page.price}
        monthlyEstimate={page.monthlyEstimate}
        compareMode={page.compareMode}
        showButton={page.showSelectButton && (page.compareMode || !wide || columnSelectInView === false)}
        standIn={wide && !page.compareMode}
        adding={page.adding}
        failure={failureAt('bar')}
        onSelect={() => select('bar')}
        onCompare={() => model.openComparison()}
      />
      <Modal opened={page.adding} onClose={() => undefined} withCloseButton={false} centered title="Adding to your bag">
        <Center>
          <Loader aria-label="Adding the diamond to your bag" />
        </Center>
      </Modal>
      {belowTheFold && (
        <Suspense fallback={null}>
          <GuidedTour />
        </Suspense>
      )}
      <LeavePrompt title="Leave this diamond?" message={page.leavePrompt} onStay={page.stay} onLeave={page.leave} />
    </Container>
  );
}

import '../styles/overlay-styles';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import { ActionIcon, Alert, Anchor, Badge, Button, Center, Container, Grid, Group, List, Loader, Modal, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { stoneCarat } from '../../domain/diamond/carat';
import { SHAPES, type Shape } from '../../domain/diamond/shapes';
import { CertificateRequest } from './certificate-request';
import { DealInsightSection } from './deal-insight-section';
import { DetailFooter } from './detail-footer';
import { EducationTabs } from './education-tabs';
import { ExpertBlock } from './expert-block';
import { GuidedTour } from './guided-tour';
import { MediaSlider } from './media-slider';
import { MoreOptions } from './more-options';
import { ParameterPanel } from './parameter-panel';
import classes from './product-details.module.css';
import { FactsTable } from '../common/facts-table';
import { pageTitle } from '../common/shell-visibility';
import { LeavePrompt } from '../common/leave-prompt';
import { useProductDetailsPage } from './use-product-details-page';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

export default function ProductDetailsPage() {
  const page = useProductDetailsPage();
  const { model } = page;

  if (page.notFound) {
    return (
      <Container size="sm" py="xl">
        <title>{pageTitle(SHOP_ERRORS.DIAMOND_NOT_FOUND.message)}</title>
        <Alert color="red" role="alert" title={SHOP_ERRORS.DIAMOND_NOT_FOUND.message}>
          <Anchor component={Link} to="/shop-by">
            Start a new search
          </Anchor>
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
          <MediaSlider key={diamond.diamond_id} diamond={diamond} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Group gap="xs">
              {page.featureLabel && <Badge tt="uppercase">{page.featureLabel}</Badge>}
              {page.betterDeal && (
                <Badge color="green" data-testid="good-deal">
                  Good deal
                </Badge>
              )}
            </Group>
            <Title order={1} size="h2" data-testid="diamond-title" data-diamond-id={diamond.diamond_id}>
              {title}
            </Title>
            <Text size="xl" fw={700} data-testid="diamond-price">
              {page.price}
            </Text>
            <Group gap="sm" align="end">
              <NativeSelect
                label="Shape"
                value={diamond.shape}
                data={SHAPES.map((shape) => ({ value: shape, label: shape }))}
                onChange={(event) => model.changeShape(event.currentTarget.value as Shape)}
                disabled={page.busy}
                w={160}
              />
              <Button variant={page.isCompared ? 'filled' : 'outline'} onClick={() => model.toggleCompare()} aria-pressed={page.isCompared}>
                {page.isCompared ? `Comparing (${page.compared.length} of 2)` : 'Compare'}
              </Button>
              <Group gap={4} aria-label="Diamond history">
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
          </Stack>
        </Grid.Col>
      </Grid>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="lg">
        {page.panels.map((panel) => (
          <ParameterPanel key={panel.type} panel={panel} busy={page.busy} onAdjust={(attr, dir) => model.adjust(attr, dir)} />
        ))}
      </SimpleGrid>

      <Stack gap="lg" mt="lg">
        {page.dealInsight && <DealInsightSection insight={page.dealInsight} />}
        <MoreOptions disabled={page.busy} onSearch={(ranges) => model.search(ranges)} />
        <EducationTabs />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {page.tables.map((table) => (
            <Paper key={table.title} withBorder p="sm" radius="md">
              <FactsTable label={table.title} caption={table.title} rows={table.rows} />
            </Paper>
          ))}
        </SimpleGrid>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4">
            Quality assurance
          </Title>
          <List size="sm" mt="xs" spacing={4}>
            <List.Item>Every diamond is natural and GIA certified.</List.Item>
            <List.Item>A gemologist inspects your diamond and ring before they are set and shipped.</List.Item>
            <List.Item>Free shipping and free 14-day returns.</List.Item>
          </List>
        </Paper>
        <ExpertBlock diamondId={diamond.diamond_id} />
        <CertificateRequest diamondId={diamond.diamond_id} pagePath={page.pagePath} />
      </Stack>

      <DetailFooter
        price={page.price}
        monthlyEstimate={page.monthlyEstimate}
        compareMode={page.compareMode}
        showButton={page.showSelectButton}
        adding={page.adding}
        onSelect={() => model.select()}
        onCompare={() => model.openComparison()}
      />
      <Modal opened={page.adding} onClose={() => undefined} withCloseButton={false} centered title="Adding to your bag">
        <Center>
          <Loader aria-label="Adding the diamond to your bag" />
        </Center>
      </Modal>
      <GuidedTour />
      <LeavePrompt title="Leave this diamond?" message={page.leavePrompt} onStay={page.stay} onLeave={page.leave} />
    </Container>
  );
}

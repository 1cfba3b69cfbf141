import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import { Alert, Anchor, Center, Container, Group, Loader, NativeSelect, Pagination, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import classes from './rings.module.css';
import { useRingListPage } from './use-ring-list-page';

const CONTROL_LABELS = { next: 'Next page', previous: 'Previous page', first: 'First page', last: 'Last page' } as const;

const pageLink = (to: string | undefined) => (to === undefined ? {} : { component: Link, to });

export default function RingListPage() {
  const { state: page, list, chooseOption } = useRingListPage();
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="end">
          <div>
            <Title order={1}>Build your ring</Title>
            {list.summary && (
              <Text size="sm" c="dimmed" data-testid="ring-page-summary">
                {list.summary}
              </Text>
            )}
          </div>
          <NativeSelect label="Ring style" data={page.optionChoices} value={page.selectedOption} onChange={(event) => chooseOption(event.currentTarget.value)} w={200} />
        </Group>
        <Paper withBorder p="sm" radius="md">
          {page.chosenDiamond ? (
            <Group justify="space-between">
              <Text size="sm">
                Your diamond: <strong>{page.chosenDiamond.title}</strong> · {page.chosenDiamond.summary} · {page.chosenDiamond.price}
              </Text>
              <Anchor component={Link} to="/cart" size="sm">
                View your bag
              </Anchor>
            </Group>
          ) : (
            <Text size="sm">
              Pair your ring with a diamond: <Anchor component={Link} to="/shop-by">find your diamond</Anchor>, or <Anchor component={Link} to="/cart">view your bag</Anchor>.
            </Text>
          )}
        </Paper>
        {list.loading && (
          <Center h={200}>
            <Loader aria-label="Loading rings" />
          </Center>
        )}
        {list.error && (
          <Alert color="yellow" role="status">
            {list.error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy={list.placeholder}>
          {list.rings.map((ring, index) => (
            <UnstyledButton key={ring.key} component={Link} to={ring.link} state={list.ringLinkState} className={classes.ringCard} data-testid="ring-card">
              {/* The first ring is the page's largest picture on a phone: the browser fetches it before the scripts. */}
              <img src={ring.image} alt="" width={160} height={160} className={classes.ringImage} fetchPriority={index === 0 ? 'high' : undefined} />
              <Text fw={600}>{ring.name}</Text>
              <Text size="sm" c="dimmed">
                {ring.style} · {ring.brand}
              </Text>
              <Text fw={700}>{ring.price}</Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        {list.totalPages > 1 && (
          <Center>
            {/* Every page is a link (the first HTML names them all); an edge with no page beyond it stays a disabled button. */}
            <Pagination
              total={list.totalPages}
              value={list.page}
              getItemProps={(page) => pageLink(list.pageLinks[page - 1])}
              getControlProps={(control) => {
                const target = control === 'next' ? list.page + 1 : control === 'previous' ? list.page - 1 : control === 'first' ? 1 : list.totalPages;
                return { ...(target !== list.page ? pageLink(list.pageLinks[target - 1]) : {}), 'aria-label': CONTROL_LABELS[control] };
              }}
            />
          </Center>
        )}
      </Stack>
    </Container>
  );
}

import '../styles/overlay-styles';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Anchor, Badge, Box, Button, Center, Container, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CompareIcons, CompareRow } from '../../application/discovery/compare.model';
import type { QualityIcon } from '../../domain/diamond/quality-score';
import { LeavePrompt } from '../common/leave-prompt';
import { useComparePage } from './use-compare-page';

export default function ComparePage() {
  const page = useComparePage();
  return (
    <Container size="md" py="lg">
      {page.loading && (
        <Center h={240}>
          <Loader aria-label="Loading the comparison" />
        </Center>
      )}
      {page.error && (
        <Alert color="red" role="alert" title={page.error}>
          <Anchor component={Link} to="/shop-by-price/step2">
            Back to the recommendations
          </Anchor>
        </Alert>
      )}
      {page.diamonds.length === 2 && (
        <Table layout="fixed" verticalSpacing="sm" aria-label="Diamond comparison">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Text size="sm" c="dimmed">
                  Side by side
                </Text>
              </Table.Th>
              {page.diamonds.map(({ diamond, title, price, label }) => (
                <Table.Th scope="col" key={diamond.id} data-testid="compared-diamond">
                  <Stack gap={4} align="center">
                    {label && <Badge tt="uppercase">{label}</Badge>}
                    <img src={diamond.imageUrl} alt="" width={96} height={96} />
                    <Text fw={600}>{title}</Text>
                    <Text fw={700}>{price}</Text>
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.rows.map((row) => (
              <Table.Tr key={row.key} data-testid="compare-row" data-row={row.key}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {row.values.map((value, index) => (
                  <Table.Td key={page.diamonds[index]?.diamond.id ?? index} ta="center" data-ahead={row.ahead === index || undefined}>
                    <RowValue row={row} value={value} ahead={row.ahead === index} icon={iconOf(page.icons, row.key, index)} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td />
              {page.diamonds.map(({ diamond, title, link }) => (
                <Table.Td key={diamond.id} ta="center">
                  {/* A phone's column is narrower than the label: the button takes the whole column, and the label wraps
                      inside it instead of overflowing. */}
                  <Button
                    component={Link}
                    to={link}
                    fullWidth
                    h="auto"
                    maw="100%"
                    px="xs"
                    py={8}
                    styles={{ label: { whiteSpace: 'normal' } }}
                    onClick={(event) => page.select(diamond.id, event)}
                    aria-label={`Select Diamond: ${title}`}
                  >
                    Select Diamond
                  </Button>
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <LeavePrompt title="Leave the comparison?" message={page.leavePrompt} onStay={page.stay} onLeave={page.leave} />
    </Container>
  );
}

const MARKER_HEIGHT = 18;

/** The level icon of a stone on one of the four Cs' rows (none on the other rows). */
const iconOf = (icons: CompareIcons | null, key: CompareRow['key'], index: number): QualityIcon | undefined =>
  icons && key in icons ? icons[key as keyof CompareIcons][index] : undefined;

/** A stone's value on a row: the stone ahead carries a marker that says so in words, not in color alone. */
function RowValue({ row, value, ahead, icon }: { row: CompareRow; value: string | null; ahead: boolean; icon?: QualityIcon | undefined }) {
  const marker = ahead ? (
    <Group gap={2} h={MARKER_HEIGHT} wrap="nowrap" c="teal.9" fz="xs" fw={700} data-testid="ahead-marker">
      <IconTrophy size={14} aria-hidden />
      <span>Ahead</span>
    </Group>
  ) : null;
  if (row.key === 'deal') {
    return (
      <Stack gap={2} align="center">
        <Text size="sm" lh={1.4} data-testid={value === null ? undefined : 'compare-deal'}>
          {value ?? '–'}
        </Text>
        {marker ?? <Box h={MARKER_HEIGHT} aria-hidden />}
      </Stack>
    );
  }
  const picture = icon && <img src={icon.src} alt={icon.alt} width={28 + icon.of * 9} height={24} data-testid="quality-icon" />;
  if (!marker && !picture) return value ?? '–';
  return (
    <Stack gap={2} align="center">
      {picture}
      <span>{value ?? '–'}</span>
      {marker}
    </Stack>
  );
}

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Anchor, Badge, Button, Center, Container, Loader, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
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
                <Table.Th scope="col" key={diamond.diamond_id} data-testid="compared-diamond">
                  <Stack gap={4} align="center">
                    {label && <Badge tt="uppercase">{label}</Badge>}
                    <img src={diamond.image_file_url} alt="" width={96} height={96} />
                    <Text fw={600}>{title}</Text>
                    <Text fw={700}>{price}</Text>
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.attributes.map((attribute) => (
              <Table.Tr key={attribute.label}>
                <Table.Th scope="row">{attribute.label}</Table.Th>
                {attribute.values.map((value, index) => {
                  const icon = attribute.icons[index];
                  return (
                    <Table.Td key={page.diamonds[index]?.diamond.diamond_id ?? index} ta="center">
                      <Stack gap={2} align="center">
                        {icon && <img src={icon.src} alt={icon.alt} width={28 + icon.of * 9} height={24} data-testid="quality-icon" />}
                        <span>{value}</span>
                      </Stack>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td />
              {page.diamonds.map(({ diamond, title }) => (
                <Table.Td key={diamond.diamond_id} ta="center">
                  {/* A phone's column is narrower than the label: it wraps inside the button instead of overflowing. */}
                  <Button
                    h="auto"
                    maw="100%"
                    px="sm"
                    py={8}
                    styles={{ label: { whiteSpace: 'normal' } }}
                    onClick={() => page.select(diamond.diamond_id)}
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

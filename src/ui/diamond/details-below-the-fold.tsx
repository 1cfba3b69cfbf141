import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { List, Paper, SimpleGrid, Title } from '@mantine/core';
import type { ProductDetailsState } from '../../application/diamond/product-details.model';
import type { Diamond } from '../../domain/diamond/diamond';
import type { MoreOptionsRanges } from '../../domain/discovery/more-options';
import { FactsTable } from '../common/facts-table';
import { CertificateRequest } from './certificate-request';
import { EducationTabs } from './education-tabs';
import { ExpertBlock } from './expert-block';
import { MoreOptions } from './more-options';

export interface DetailsBelowTheFoldProps {
  readonly diamond: Diamond;
  readonly tables: ProductDetailsState['tables'];
  readonly busy: boolean;
  readonly pagePath: string;
  /** The ranges More Options opens with. */
  readonly moreOptions: MoreOptionsRanges | null;
  readonly onSearch: (ranges: MoreOptionsRanges) => void;
}

/** The product page below its panels: More Options, the education tabs, the stone's tables, the quality promise, the
 * expert and the certificate request. A chunk of its own, loaded once the page above it has hydrated. */
export default function DetailsBelowTheFold({ diamond, tables, busy, pagePath, moreOptions, onSearch }: DetailsBelowTheFoldProps) {
  return (
    <>
      {moreOptions && <MoreOptions ranges={moreOptions} disabled={busy} onSearch={onSearch} />}
      <EducationTabs />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {tables.map((table) => (
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
      <ExpertBlock diamondId={diamond.id} price={diamond.price} />
      <CertificateRequest diamondId={diamond.id} pagePath={pagePath} />
    </>
  );
}

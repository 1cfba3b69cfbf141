import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

const CAPTION_AS_TITLE = {
  caption: { marginTop: 0, marginBottom: 'var(--mantine-spacing-xs)', textAlign: 'left', color: 'var(--mantine-color-text)', fontFamily: 'var(--loupe-font-brand)', fontWeight: 600, fontSize: 'var(--mantine-h4-font-size)' },
} as const;

/** A two-column table of labelled facts (a stone's details, a ring's features). */
export function FactsTable({ label, rows, caption }: { label: string; rows: readonly (readonly [string, ReactNode])[]; caption?: string }) {
  return (
    // The caption is the table's title, so it heads the table (Mantine puts it below by default).
    <Table aria-label={label} captionSide="top" styles={CAPTION_AS_TITLE}>
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row">{name}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

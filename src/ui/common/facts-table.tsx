import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A two-column table of labelled facts (a stone's details, a ring's features). */
export function FactsTable({ label, rows, caption }: { label: string; rows: readonly (readonly [string, ReactNode])[]; caption?: string }) {
  return (
    <Table aria-label={label}>
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

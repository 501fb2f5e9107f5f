// One stats chart: a caption and a one-line summary anyone reads, the drawing for the eye (hidden from
// assistive technology, which reads the same figures as a table instead), as RankHistory does.
import type { ReactNode } from 'react';
import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';

export interface ChartFigureProps {
  title: string;
  summary?: ReactNode;
  /** The table's header and rows: the chart's figures in words. */
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  children: ReactNode;
}

export function ChartFigure({ title, summary, columns, rows, children }: ChartFigureProps) {
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h4" component="figcaption">
          {title}
        </Title>
        {summary && (
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        )}
        <div aria-hidden="true">{children}</div>
        <VisuallyHidden>
          <Table aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={String(row[0])}>
                  {row.map((cell, index) => (
                    <Table.Td key={columns[index]}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}

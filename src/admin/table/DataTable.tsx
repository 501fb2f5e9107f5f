import { Alert, Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ColumnDefinition, Sort } from './columns.ts';

interface DataTableProps<Row> {
  columns: ColumnDefinition<Row>[];
  rows: Row[];
  rowKey(row: Row): string;
  total: number;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  sort?: Sort;
  onSort?(sort: Sort): void;
  onRowClick?(row: Row): void;
  /** The last load's failure, shown above the table. */
  failed?: string | null;
}

/** A server-paged table built from column definitions; 'No elements found' when there is no row. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, sort, onSort } = props;
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const header = (column: ColumnDefinition<Row>) => {
    if (!column.sortable || !onSort) return column.title;
    const current = sort?.key === column.key ? sort.direction : null;
    const arrow = current === 'asc' ? ' ▲' : current === 'desc' ? ' ▼' : '';
    return (
      <UnstyledButton
        fw={700}
        onClick={() => onSort({ key: column.key, direction: current === 'asc' ? 'desc' : 'asc' })}
      >
        {column.title}
        {arrow}
      </UnstyledButton>
    );
  };
  return (
    <>
      {props.failed && (
        <Alert color="red" role="alert">
          {props.failed}
        </Alert>
      )}
      {/* On a phone the table scrolls sideways inside its box; the page never does. */}
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  ta={column.align}
                  aria-sort={
                    sort?.key === column.key
                      ? sort.direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {header(column)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center">
                    <Trans>No elements found</Trans>
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr
                  key={props.rowKey(row)}
                  onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                  style={props.onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {column.valueAccessor(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          <Trans>{props.total} in all</Trans>
        </Text>
        <Pagination total={pages} value={props.page} onChange={props.onPage} />
      </Group>
    </>
  );
}

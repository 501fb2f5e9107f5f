import { useCallback, useState, type ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import type { AdminApi, PageOf } from '../admin-calls.ts';
import { useAdminServices } from '../session/AdminSessionContext.tsx';
import type { ColumnDefinition } from './columns.ts';
import { DataTable } from './DataTable.tsx';
import { useLoaded } from './use-loaded.ts';

const pageSize = 50;

interface PagedListProps<Row> {
  title: ReactNode;
  columns: ColumnDefinition<Row>[];
  /** One page of rows, newest first; keep it stable (a module function) or it loads again each render. */
  load(api: AdminApi, page: number, pageSize: number): Promise<PageOf<Row>>;
  rowKey(row: Row): string;
}

/** A page that lists a server's rows 50 at a time, with no sort or filter (the audit log, the inbox). */
export function PagedList<Row>({ title, columns, load, rowKey }: PagedListProps<Row>) {
  const { api } = useAdminServices();
  const [page, setPage] = useState(1);
  const [empty] = useState<PageOf<Row>>(() => ({ rows: [], total: 0 }));
  const { data, failed } = useLoaded(
    useCallback(() => load(api, page, pageSize), [load, api, page]),
    empty,
  );
  return (
    <Stack>
      <Title order={1} size="h3">
        {title}
      </Title>
      <DataTable
        failed={failed}
        columns={columns}
        rows={data.rows}
        rowKey={rowKey}
        total={data.total}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
      />
    </Stack>
  );
}

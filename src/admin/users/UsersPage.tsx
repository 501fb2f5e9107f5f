import { useCallback, useMemo, useState } from 'react';
import { Badge, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { listUsers, type AdminUserRow, type PageOf } from '../admin-calls.ts';
import { useAdminServices } from '../session/AdminSessionContext.tsx';
import { DataTable } from '../table/DataTable.tsx';
import { FilterBar } from '../table/FilterBar.tsx';
import type { ColumnDefinition, Sort, TableFilter } from '../table/columns.ts';
import { useLoaded } from '../table/use-loaded.ts';

const pageSize = 20;
const empty: PageOf<AdminUserRow> = { rows: [], total: 0 };

/** The users table: server-paged, sorted and filtered; a row opens the user's page. */
export function UsersPage() {
  const { t, i18n } = useLingui();
  const { api } = useAdminServices();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({ key: 'createdAt', direction: 'desc' });
  const [filters, setFilters] = useState<TableFilter[]>([]);

  const columns = useMemo<ColumnDefinition<AdminUserRow>[]>(
    () => [
      {
        title: t`Email`,
        key: 'email',
        sortable: true,
        align: 'left',
        allowFiltering: true,
        filterType: 'text',
        valueAccessor: (row) => row.email ?? '—',
      },
      {
        title: t`Display name`,
        key: 'displayName',
        sortable: true,
        align: 'left',
        allowFiltering: true,
        filterType: 'text',
        valueAccessor: (row) => row.displayName ?? '—',
      },
      {
        title: t`Role`,
        key: 'role',
        sortable: true,
        align: 'left',
        allowFiltering: true,
        filterType: 'text',
        valueAccessor: (row) => row.role,
      },
      {
        title: t`Credits`,
        key: 'credits',
        sortable: true,
        align: 'right',
        allowFiltering: true,
        filterType: 'number',
        valueAccessor: (row) => row.credits,
      },
      {
        title: t`Signed up`,
        key: 'createdAt',
        sortable: true,
        align: 'left',
        allowFiltering: true,
        filterType: 'date',
        isDateTimeOffset: true,
        valueAccessor: (row) => i18n.date(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
      },
      {
        title: t`Locked`,
        key: 'locked',
        sortable: false,
        align: 'center',
        allowFiltering: false,
        valueAccessor: (row) => (row.locked ? <Badge color="red">{t`Locked`}</Badge> : null),
      },
    ],
    [t, i18n],
  );

  const { data, failed } = useLoaded(
    useCallback(() => listUsers(api, { page, pageSize, sort, filters }), [api, page, sort, filters]),
    empty,
  );

  return (
    <Stack>
      <Title order={1} size="h3">
        <Trans>Users</Trans>
      </Title>
      <FilterBar
        columns={columns}
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <DataTable
        failed={failed}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => row.id}
        total={data.total}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage(1);
        }}
        onRowClick={(row) => navigate(`/users/${row.id}`)}
      />
    </Stack>
  );
}

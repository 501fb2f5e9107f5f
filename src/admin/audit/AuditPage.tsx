import { useCallback, useMemo, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { listAudit, type AuditRow, type PageOf } from '../admin-calls.ts';
import { useAdminServices } from '../session/AdminSessionContext.tsx';
import { DataTable } from '../table/DataTable.tsx';
import type { ColumnDefinition } from '../table/columns.ts';
import { useLoaded } from '../table/use-loaded.ts';

const pageSize = 50;
const empty: PageOf<AuditRow> = { rows: [], total: 0 };

/** The admin audit log, newest first (docs/admin.md). */
export function AuditPage() {
  const { t, i18n } = useLingui();
  const { api } = useAdminServices();
  const [page, setPage] = useState(1);

  const columns = useMemo<ColumnDefinition<AuditRow>[]>(() => {
    const plain = { sortable: false, align: 'left' as const, allowFiltering: false };
    return [
      {
        ...plain,
        title: t`When`,
        key: 'at',
        isDateTimeOffset: true,
        valueAccessor: (row) => i18n.date(row.at, { dateStyle: 'medium', timeStyle: 'medium' }),
      },
      { ...plain, title: t`Administrator`, key: 'actor', valueAccessor: (row) => row.actorEmail ?? '—' },
      { ...plain, title: t`Action`, key: 'action', valueAccessor: (row) => row.action },
      {
        ...plain,
        title: t`User`,
        key: 'target',
        valueAccessor: (row) => row.targetEmail ?? row.targetId ?? '—',
      },
      { ...plain, title: t`Detail`, key: 'detail', valueAccessor: (row) => JSON.stringify(row.detail) },
    ];
  }, [t, i18n]);

  const { data, failed } = useLoaded(
    useCallback(() => listAudit(api, page, pageSize), [api, page]),
    empty,
  );

  return (
    <Stack>
      <Title order={1} size="h3">
        <Trans>Audit log</Trans>
      </Title>
      <DataTable
        failed={failed}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => row.id}
        total={data.total}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
      />
    </Stack>
  );
}

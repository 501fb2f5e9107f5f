import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { listAudit, type AuditRow } from '../admin-calls.ts';
import type { ColumnDefinition } from '../table/columns.ts';
import { PagedList } from '../table/PagedList.tsx';

/** The admin audit log, newest first (docs/admin.md). */
export function AuditPage() {
  const { t, i18n } = useLingui();

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

  return (
    <PagedList title={<Trans>Audit log</Trans>} columns={columns} load={listAudit} rowKey={(row) => row.id} />
  );
}

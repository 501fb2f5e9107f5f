import { useMemo } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { FeedbackDto } from '#core/contract/feedback.ts';
import { listFeedback } from '../admin-calls.ts';
import type { ColumnDefinition } from '../table/columns.ts';
import { PagedList } from '../table/PagedList.tsx';

/** The Contact Us inbox, newest first (docs/help-and-policies.md): both administrator roles read it. */
export function FeedbackPage() {
  const { t, i18n } = useLingui();

  const columns = useMemo<ColumnDefinition<FeedbackDto>[]>(() => {
    const plain = { sortable: false, align: 'left' as const, allowFiltering: false };
    return [
      {
        ...plain,
        title: t`Received`,
        key: 'createdAt',
        isDateTimeOffset: true,
        valueAccessor: (row) => i18n.date(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
      },
      { ...plain, title: t`Category`, key: 'category', valueAccessor: (row) => row.category },
      {
        ...plain,
        title: t`From`,
        key: 'email',
        // The reply goes by e-mail; a signed-in sender's account is one click away.
        valueAccessor: (row) =>
          row.userId === null ? (
            row.email
          ) : (
            <Anchor component={Link} to={`/users/${row.userId}`} size="sm">
              {row.email}
            </Anchor>
          ),
      },
      {
        ...plain,
        title: t`Message`,
        key: 'message',
        valueAccessor: (row) => (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {row.subject}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {row.message}
            </Text>
          </Stack>
        ),
      },
    ];
  }, [t, i18n]);

  return (
    <PagedList
      title={<Trans>Feedback</Trans>}
      columns={columns}
      load={listFeedback}
      rowKey={(row) => row.id}
    />
  );
}

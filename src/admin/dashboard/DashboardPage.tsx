import { useCallback, type ReactNode } from 'react';
import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDashboard, type AdminDashboard } from '../admin-calls.ts';
import { useAdminServices } from '../session/AdminSessionContext.tsx';
import { useLoaded } from '../table/use-loaded.ts';

const none: AdminDashboard = { playersByRole: [], signUpsPerDay: [], picksPerGameweek: [], jobRuns: [] };

/** A titled two-column table, or 'No elements found'. */
function Figures({ title, rows }: { title: ReactNode; rows: [ReactNode, ReactNode][] }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">
          <Trans>No elements found</Trans>
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {rows.map(([label, value], index) => (
              <Table.Tr key={index}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right">{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** Players by role, sign-ups per day, picks per gameweek and the latest job runs. */
export function DashboardPage() {
  const { t, i18n } = useLingui();
  const { api } = useAdminServices();
  const { data, failed } = useLoaded(
    useCallback(() => getDashboard(api), [api]),
    none,
  );
  const when = (value: string | null) =>
    value === null ? t`running` : i18n.date(value, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Stack>
      <Title order={1} size="h3">
        <Trans>Dashboard</Trans>
      </Title>
      {failed && (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Figures title={t`Players by role`} rows={data.playersByRole.map((row) => [row.role, row.count])} />
        <Figures title={t`Sign-ups per day`} rows={data.signUpsPerDay.map((row) => [row.day, row.count])} />
        <Figures
          title={t`Picks per gameweek`}
          rows={data.picksPerGameweek.map((row) => [row.gameweek, row.count])}
        />
        <Figures
          title={t`Job runs`}
          rows={data.jobRuns.map((run) => [
            `${run.job} (${run.runKey})`,
            `${when(run.startedAt)} → ${when(run.finishedAt)}`,
          ])}
        />
      </SimpleGrid>
    </Stack>
  );
}

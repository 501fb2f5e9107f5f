import '@mantine/charts/styles.css';
import { useCallback, type ReactNode } from 'react';
import { BarChart } from '@mantine/charts';
import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDashboard, type AdminDashboard } from '../admin-calls.ts';
import { useAdminServices } from '../session/AdminSessionContext.tsx';
import { useLoaded } from '../table/use-loaded.ts';

const none: AdminDashboard = {
  playersByRole: [],
  signUpsPerDay: [],
  activePlayersPerDay: [],
  picksPerGameweek: [],
  jobRuns: [],
  feed: { provider: 'demo', lastQuoteAt: null, lastResultAt: null, upcomingEvents: 0, credits: null },
  outbox: { waiting: 0, sent: 0, failed: 0 },
};

/** Sign-ups and active players on one axis of days (either may miss a day the other has). */
function perDay(data: AdminDashboard) {
  const days = [
    ...new Set([...data.signUpsPerDay, ...data.activePlayersPerDay].map((row) => row.day)),
  ].sort();
  const on = (rows: { day: string; count: number }[], day: string) =>
    rows.find((row) => row.day === day)?.count ?? 0;
  return days.map((day) => ({
    day: day.slice(5),
    signUps: on(data.signUpsPerDay, day),
    active: on(data.activePlayersPerDay, day),
  }));
}

/**
 * A titled two-column table, or 'No elements found'; a chart above it when given (the table stays: it is
 * what a screen reader reads, and the exact figures).
 */
function Figures({
  title,
  rows,
  chart,
}: {
  title: ReactNode;
  rows: [ReactNode, ReactNode][];
  chart?: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length > 0 && chart}
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

/** Players by role, sign-ups and active players per day, picks per gameweek, job runs, the feed, the outbox. */
export function DashboardPage() {
  const { t, i18n } = useLingui();
  const { api } = useAdminServices();
  const { data, failed } = useLoaded(
    useCallback(() => getDashboard(api), [api]),
    none,
  );
  const when = (value: string | null) =>
    value === null ? t`running` : i18n.date(value, { dateStyle: 'short', timeStyle: 'medium' });
  const latest = (value: string | null) =>
    value === null ? t`never` : i18n.date(value, { dateStyle: 'short', timeStyle: 'medium' });
  const days = perDay(data);
  const { feed, outbox } = data;
  const credits = feed.credits;
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
        <Figures
          title={t`Sign-ups and active players per day`}
          rows={days.map((row) => [row.day, t`${row.signUps} signed up, ${row.active} active`])}
          chart={
            <BarChart
              h={180}
              mb="sm"
              data={days}
              dataKey="day"
              series={[
                { name: 'signUps', label: t`Sign-ups`, color: 'blue.4' },
                { name: 'active', label: t`Active players`, color: 'teal.7' },
              ]}
              withLegend
              barChartProps={{ accessibilityLayer: false }}
              aria-hidden
            />
          }
        />
        <Figures
          title={t`Picks per gameweek`}
          rows={data.picksPerGameweek.map((row) => [row.gameweek, row.count])}
          chart={
            <BarChart
              h={180}
              mb="sm"
              data={data.picksPerGameweek}
              dataKey="gameweek"
              series={[{ name: 'count', label: t`Picks`, color: 'blue.7' }]}
              barChartProps={{ accessibilityLayer: false }}
              aria-hidden
            />
          }
        />
        <Figures
          title={t`Odds feed`}
          rows={[
            [t`Provider`, feed.provider === 'demo' ? t`Demo feed` : t`The Odds API`],
            [t`Newest bookmaker quote`, latest(feed.lastQuoteAt)],
            [t`Newest result`, latest(feed.lastResultAt)],
            [t`Upcoming events`, feed.upcomingEvents],
            ...(credits
              ? ([
                  [t`Credits used in ${credits.month}`, t`${credits.used} of ${credits.budget}`],
                  [t`Credits the budget leaves`, credits.budgetLeft],
                  [t`Credits left at The Odds API`, credits.remaining ?? t`not seen yet`],
                  [
                    t`Out of credits`,
                    credits.outOfCredits ? t`yes, until ${latest(credits.resetsAt)}` : t`no`,
                  ],
                ] satisfies [ReactNode, ReactNode][])
              : []),
          ]}
        />
        <Figures
          title={t`E-mail outbox`}
          rows={[
            [t`Waiting`, outbox.waiting],
            [t`Sent`, outbox.sent],
            [t`Failed`, outbox.failed],
          ]}
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

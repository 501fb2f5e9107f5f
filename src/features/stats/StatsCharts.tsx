// A premium player's stats as charts (recharts through @mantine/charts, in this screen's own chunk): points
// and rank per gameweek, hit rates by sport and market, the odds taken and won, credits, the longshots.
import '@mantine/charts/styles.css';
import '@mantine/core/styles/SimpleGrid.css';
import { BarChart, LineChart } from '@mantine/charts';
import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { PlayerStatsDto } from '#core/contract/stats.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { creditNames, hitRate, marketNames, shortWeek, sportNames } from './stats-texts.ts';

const chartHeight = 200;

function PointsPerGameweek({ stats }: { stats: PlayerStatsDto }) {
  const { t } = useLingui();
  const weeks = stats.gameweeks;
  const total = weeks.reduce((sum, week) => sum + week.boosted, 0);
  return (
    <ChartFigure
      title={t`Points per gameweek`}
      summary={
        <Plural
          value={weeks.length}
          one={`${total} points in # gameweek, credits included.`}
          other={`${total} points in # gameweeks, credits included.`}
        />
      }
      columns={[t`Gameweek`, t`Points as priced`, t`Points with credits`, t`Picks won`]}
      rows={weeks.map((week) => [week.gameweek, week.base, week.boosted, `${week.won} / ${week.settled}`])}
    >
      <BarChart
        h={chartHeight}
        data={weeks.map((week) => ({ ...week, week: shortWeek(week.gameweek) }))}
        dataKey="week"
        series={[
          { name: 'base', label: t`As priced`, color: 'blue.3' },
          { name: 'boosted', label: t`With credits`, color: 'blue.7' },
        ]}
        withLegend
        barChartProps={{ accessibilityLayer: false }}
      />
    </ChartFigure>
  );
}

function RankPerGameweek({ stats }: { stats: PlayerStatsDto }) {
  const { t } = useLingui();
  const last = stats.ranks.at(-1);
  const lowest = Math.max(2, ...stats.ranks.map((week) => week.players));
  return (
    <ChartFigure
      title={t`Rank per gameweek`}
      summary={last ? t`Last ranked ${last.rank} of ${last.players} players (${last.gameweek}).` : undefined}
      columns={[t`Gameweek`, t`Rank`, t`Players`]}
      rows={stats.ranks.map((week) => [week.gameweek, week.rank, week.players])}
    >
      <LineChart
        h={chartHeight}
        data={stats.ranks.map((week) => ({ ...week, week: shortWeek(week.gameweek) }))}
        dataKey="week"
        series={[{ name: 'rank', label: t`Rank`, color: 'yellow.7' }]}
        yAxisProps={{ reversed: true, domain: [1, lowest], allowDecimals: false }}
        curveType="linear"
        lineChartProps={{ accessibilityLayer: false }}
      />
    </ChartFigure>
  );
}

function HitRates({ stats }: { stats: PlayerStatsDto }) {
  const { t, i18n } = useLingui();
  const rows = [
    ...stats.bySport.map((rate) => ({ name: i18n._(sportNames[rate.sport]), ...rate })),
    ...stats.byMarket.map((rate) => ({ name: i18n._(marketNames[rate.market]), ...rate })),
  ].map((rate) => ({ ...rate, rate: hitRate(rate) }));
  return (
    <ChartFigure
      title={t`Hit rate by sport and market`}
      summary={t`Picks won of those won or lost; void picks count in neither.`}
      columns={[t`Sport or market`, t`Hit rate (%)`, t`Picks won`]}
      rows={rows.map((rate) => [rate.name, rate.rate, `${rate.won} / ${rate.settled}`])}
    >
      <BarChart
        h={Math.max(chartHeight, rows.length * 28)}
        data={rows}
        dataKey="name"
        orientation="vertical"
        yAxisProps={{ width: 120 }}
        xAxisProps={{ domain: [0, 100], tickFormatter: (value: number) => `${value}%` }}
        valueFormatter={(value) => `${value}%`}
        series={[{ name: 'rate', label: t`Hit rate`, color: 'teal.7' }]}
        barChartProps={{ accessibilityLayer: false }}
      />
    </ChartFigure>
  );
}

function OddsTakenAndWon({ stats }: { stats: PlayerStatsDto }) {
  const { t } = useLingui();
  const taken = stats.odds.taken ?? 0;
  const won = stats.odds.won ?? 0;
  const data = [
    { name: t`Taken`, odds: taken },
    { name: t`Won`, odds: won },
  ];
  return (
    <ChartFigure
      title={t`Average odds taken and won`}
      summary={t`Decimal odds: 1 divided by the probability of the outcome picked.`}
      columns={[t`Picks`, t`Average odds`]}
      rows={data.map((bar) => [bar.name, bar.odds.toFixed(2)])}
    >
      <BarChart
        h={chartHeight}
        data={data}
        dataKey="name"
        series={[{ name: 'odds', label: t`Average odds`, color: 'grape.7' }]}
        valueFormatter={(value) => value.toFixed(2)}
        barChartProps={{ accessibilityLayer: false }}
      />
    </ChartFigure>
  );
}

function CreditUse({ stats }: { stats: PlayerStatsDto }) {
  const { t, i18n } = useLingui();
  const data = stats.credits.map((credit) => ({ ...credit, name: i18n._(creditNames[credit.type]) }));
  return (
    <ChartFigure
      title={t`Credits`}
      summary={t`Credits received and redeemed, and the points they added.`}
      columns={[t`Credit`, t`Received`, t`Redeemed`, t`Points added`]}
      rows={data.map((credit) => [credit.name, credit.received, credit.redeemed, credit.points ?? '–'])}
    >
      <BarChart
        h={chartHeight}
        data={data}
        dataKey="name"
        series={[
          { name: 'received', label: t`Received`, color: 'indigo.3' },
          { name: 'redeemed', label: t`Redeemed`, color: 'indigo.8' },
        ]}
        withLegend
        barChartProps={{ accessibilityLayer: false }}
      />
    </ChartFigure>
  );
}

function Longshots({ stats }: { stats: PlayerStatsDto }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Trans>Best longshots</Trans>
        </Title>
        {stats.longshots.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No winning pick yet.</Trans>
          </Text>
        ) : (
          <List spacing="xs" type="ordered">
            {stats.longshots.map((shot) => {
              const { outcome, event, boosted, gameweek } = shot;
              const percent = Math.round(shot.probability * 100);
              return (
                <List.Item key={shot.eventId}>
                  <Text size="sm">
                    <Trans>
                      {outcome} in {event}: {percent}% likely, {boosted} points ({gameweek})
                    </Trans>
                  </Text>
                </List.Item>
              );
            })}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

export function StatsCharts({ stats }: { stats: PlayerStatsDto }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="stats-charts">
      <PointsPerGameweek stats={stats} />
      <RankPerGameweek stats={stats} />
      <HitRates stats={stats} />
      <OddsTakenAndWon stats={stats} />
      <CreditUse stats={stats} />
      <Longshots stats={stats} />
    </SimpleGrid>
  );
}

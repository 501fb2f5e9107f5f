// The rank-history chart itself: the league rank per gameweek as a line (1 at the top) and the gameweek's
// points as bars. It brings recharts (about 100 KB gzip), so it is its own chunk, loaded when a row opens
// (RankHistory.tsx); screen readers read RankHistory's caption and table instead of the drawing.
import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { useLingui } from '@lingui/react/macro';
import type { RankHistoryGameweekDto } from '#core/contract/rank-history.ts';

export interface RankHistoryChartProps {
  gameweeks: readonly RankHistoryGameweekDto[];
  /** The lowest rank there can be: the rank axis runs from 1 (top) to it. */
  members: number;
}

/** "2026-W47" -> "W47": the axis has little room, and the table gives the full id. */
const shortWeek = (gameweek: string) => gameweek.replace(/^\d{4}-/u, '');

export function RankHistoryChart({ gameweeks, members }: RankHistoryChartProps) {
  const { t } = useLingui();
  return (
    <CompositeChart
      h={180}
      data={gameweeks.map((week) => ({ ...week }))}
      dataKey="gameweek"
      series={[
        { name: 'points', label: t`Points`, type: 'bar', color: 'blue.3', yAxisId: 'right' },
        { name: 'rank', label: t`Rank`, type: 'line', color: 'yellow.7' },
      ]}
      withLegend
      withRightYAxis
      yAxisLabel={t`Rank`}
      rightYAxisLabel={t`Points`}
      yAxisProps={{ reversed: true, domain: [1, Math.max(members, 2)], allowDecimals: false }}
      rightYAxisProps={{ allowDecimals: false }}
      xAxisProps={{ tickFormatter: shortWeek }}
      maxBarWidth={24}
      curveType="linear"
      // The drawing is hidden from assistive technology (RankHistory reads out a table instead), so it must
      // not take keyboard focus either, which recharts' accessibility layer would give it.
      composedChartProps={{ accessibilityLayer: false }}
    />
  );
}

import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { DailyDayDto } from '#core/contract/daily-challenge.ts';
import type { DayOutcome } from './match-display.ts';

type DailyPick = NonNullable<DailyDayDto['myPick']>;

/** The player's pick and the points it was frozen at ("worth N pts", docs/game-rules.md §2.4). */
export function PickLine({ pick }: { pick: DailyPick }) {
  const outcome = pick.outcome;
  const points = pick.points;
  return (
    <Text>
      <Trans>
        Your pick: {outcome}, worth {points} pts
      </Trans>
    </Text>
  );
}

const colours: Record<DayOutcome, string> = {
  won: 'green',
  lost: 'error',
  void: 'dimmed',
  pending: 'dimmed',
  missed: 'error',
};

/** How the day went: won (+points), lost, void, missed, or still awaiting the result. */
export function PickResult({ outcome, pick }: { outcome: DayOutcome; pick: DailyPick | null }) {
  const points = pick?.basePoints ?? 0;
  const wording = {
    won: <Trans>Won +{points} pts</Trans>,
    lost: <Trans>Lost</Trans>,
    void: <Trans>Void</Trans>,
    pending: <Trans>Awaiting the result</Trans>,
    missed: <Trans>Missed</Trans>,
  }[outcome];
  return (
    <Text fw={700} c={colours[outcome]} data-result={outcome}>
      {wording}
    </Text>
  );
}

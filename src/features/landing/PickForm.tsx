import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DailyChallengeDto, DailyDayDto } from '#core/contract/daily-challenge.ts';
import type { EventDto } from '#core/contract/predictions.ts';
import { saveDailyPick } from '#src/api/daily-challenge/save-daily-pick.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { toast } from '#src/lib/toast.ts';
import { useSubmission } from '#src/hooks/use-submission.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { matchOutcomes } from './match-display.ts';
// Its refusals' words (a player's daily pick), added as this chunk loads.
import './daily-refusals.ts';

interface PickFormProps {
  event: EventDto;
  myPick: DailyDayDto['myPick'];
  /** A player (guests included) before kick-off; visitors and locked matches see the prices only. */
  canPick: boolean;
  onSaved(challenge: DailyChallengeDto): void;
}

/**
 * The match's outcomes, each with the points it is worth now; the player chooses one and saves it, and
 * may change it until kick-off (a changed pick is frozen again at its new price).
 */
export function PickForm({ event, myPick, canPick, onSaved }: PickFormProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const [chosen, setChosen] = useState<string | null>(myPick?.outcome ?? null);
  const submission = useSubmission(async (outcome: string) => {
    onSaved(await saveDailyPick(api, { eventId: event.id, outcome }));
    toast.success(t`Pick saved`, undefined, { timeout: true });
  });
  // The match of the day is chosen among events with an h2h consensus: there are outcomes to show.
  const outcomes = matchOutcomes(event);

  const changed = chosen !== null && chosen !== myPick?.outcome;
  return (
    <Stack gap="sm">
      <Group gap="sm" role="group" aria-label={t`Outcomes`}>
        {outcomes.map(({ name, points }) => (
          <Button
            key={name}
            variant={chosen === name ? 'filled' : 'default'}
            aria-pressed={chosen === name}
            // An outcome without a usable quote cannot be picked (docs/game-rules.md §2.1). The label is a
            // flex row, which draws no space between the name and its worth: the margin keeps them apart.
            disabled={!canPick || points === null}
            onClick={() => setChosen(name)}
          >
            {name}{' '}
            <Text span inherit fz="xs" fw={400} ms={6}>
              {points === null ? <Trans>no price yet</Trans> : <Trans>worth {points} pts</Trans>}
            </Text>
          </Button>
        ))}
      </Group>
      {canPick && (
        <Group>
          <Button
            disabled={!changed}
            loading={submission.busy}
            onClick={() => chosen !== null && void submission.run(chosen)}
          >
            {myPick ? <Trans>Change pick</Trans> : <Trans>Save pick</Trans>}
          </Button>
        </Group>
      )}
      {submission.error !== null && <ErrorNotice error={submission.error} />}
    </Stack>
  );
}

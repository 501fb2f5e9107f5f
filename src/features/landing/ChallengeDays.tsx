import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { Plural, Trans } from '@lingui/react/macro';
import type { DailyChallengeDto, DailyDayDto } from '#core/contract/daily-challenge.ts';
import { dayOutcome } from './match-display.ts';
import { MatchSummary } from './MatchSummary.tsx';
import { PickForm } from './PickForm.tsx';
import { PickLine, PickResult } from './PickResult.tsx';

/** A section with a level-2 heading that also names it for assistive technology. */
function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface DayProps {
  day: DailyDayDto;
  /** Signed in (guests included): the day has a pick, a result and a streak for them. */
  isPlayer: boolean;
  competitionName(key: string): string | null;
  /** What a day without a match of the day says. */
  noMatch: ReactNode;
  /** Today only: the pick can be made or changed until kick-off. */
  onSaved?(challenge: DailyChallengeDto): void;
}

/** One challenge day (today or yesterday): the match, the player's pick on it and how it went. */
function Day({ day, isPlayer, competitionName, noMatch, onSaved }: DayProps) {
  const event = day.event;
  if (!event) return <Text>{noMatch}</Text>;
  const outcome = dayOutcome(day, isPlayer);
  return (
    <>
      <MatchSummary event={event} competition={competitionName(event.competitionKey)} />
      {onSaved && event.locked && (
        <Text c="dimmed" size="sm">
          <Trans>Picks are closed for this match.</Trans>
        </Text>
      )}
      {onSaved && (
        <PickForm
          // A pick the server changed (another tab, a reload) starts the choice afresh.
          key={`${event.id}:${day.myPick?.outcome ?? ''}`}
          event={event}
          myPick={day.myPick}
          canPick={isPlayer && !event.locked}
          onSaved={onSaved}
        />
      )}
      {day.myPick && <PickLine pick={day.myPick} />}
      {outcome && <PickResult outcome={outcome} pick={day.myPick} />}
    </>
  );
}

function Streak({ challenge }: { challenge: DailyChallengeDto }) {
  const { streak, bestStreak, toNextMultiplier } = challenge;
  return (
    <>
      <Text>
        <Trans>Current streak: {streak}</Trans>
      </Text>
      <Text>
        <Trans>Best streak: {bestStreak}</Trans>
      </Text>
      <Text fw={700}>
        <Plural
          value={toNextMultiplier}
          one="# more correct day for a Multiplier"
          other="# more correct days for a Multiplier"
        />
      </Text>
    </>
  );
}

interface ChallengeDaysProps {
  challenge: DailyChallengeDto;
  isPlayer: boolean;
  competitionName(key: string): string | null;
  onSaved(challenge: DailyChallengeDto): void;
}

/** Today's match of the day with the pick, the player's streak, and how yesterday went. */
export function ChallengeDays({ challenge, isPlayer, competitionName, onSaved }: ChallengeDaysProps) {
  return (
    <Stack gap="md">
      <Section id="daily-today" title={<Trans>Match of the day</Trans>}>
        <Day
          day={challenge.today}
          isPlayer={isPlayer}
          competitionName={competitionName}
          noMatch={<Trans>There is no match of the day today. Come back tomorrow!</Trans>}
          onSaved={onSaved}
        />
      </Section>
      {isPlayer && (
        <Section id="daily-streak" title={<Trans>Your streak</Trans>}>
          <Streak challenge={challenge} />
        </Section>
      )}
      <Section id="daily-yesterday" title={<Trans>Yesterday</Trans>}>
        <Day
          day={challenge.yesterday}
          isPlayer={isPlayer}
          competitionName={competitionName}
          noMatch={<Trans>There was no match of the day yesterday.</Trans>}
        />
      </Section>
    </Stack>
  );
}

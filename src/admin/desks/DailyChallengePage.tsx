import { useCallback, useState } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminDailyCandidateDto,
  AdminDailyDayDto,
  AdminDailyDaysDto,
} from '#core/contract/daily-challenge.ts';
import { useAdminServices, useMayWrite } from '../session/AdminSessionContext.tsx';
import { DeskAlerts } from './DeskParts.tsx';
import { useDesk } from './use-desk.ts';
import { chooseDailyMatch, listDailyDays } from './desk-calls.ts';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';

const noDays: AdminDailyDaysDto = { days: [] };

function matchName(candidate: AdminDailyCandidateDto | undefined, eventId: string): string {
  if (!candidate) return eventId;
  if (candidate.homeTeam === null || candidate.awayTeam === null) return candidate.eventId;
  return `${candidate.homeTeam} – ${candidate.awayTeam}`;
}

/**
 * The daily challenge desk (docs/game-rules.md §7.1): the coming days, each with its match of the day (chosen
 * by the rule or an administrator, or what the rule would choose), and another eligible match to choose.
 */
export function DailyChallengePage() {
  const { t, i18n } = useLingui();
  const { api } = useAdminServices();
  const mayWrite = useMayWrite();
  const { data, failed, busy, message, act } = useDesk(
    useCallback(() => listDailyDays(api), [api]),
    noDays,
  );
  const [chosen, setChosen] = useState<Record<string, string | null>>({});

  const choose = (day: AdminDailyDayDto, eventId: string) =>
    act(async () => {
      await chooseDailyMatch(api, day.day, eventId);
      const name = matchName(
        day.candidates.find((candidate) => candidate.eventId === eventId),
        eventId,
      );
      const dayName = day.day;
      return t`${name} is the match of the day on ${dayName}`;
    });

  const kickOff = (candidate: AdminDailyCandidateDto) =>
    i18n.date(candidate.commenceTime, { timeStyle: 'short', timeZone: 'UTC' });

  return (
    <Stack>
      <Title order={1} size="h3">
        <Trans>Daily challenge</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>Days are UTC. A day's match is fixed once a player has picked it.</Trans>
      </Text>
      <ReadOnlyNote />
      <DeskAlerts failed={failed} message={message} />
      {data.days.length === 0 && !failed && (
        <Text c="dimmed">
          <Trans>No elements found</Trans>
        </Text>
      )}
      {data.days.map((day) => {
        const byId = new Map(day.candidates.map((candidate) => [candidate.eventId, candidate]));
        const current = day.chosen?.eventId ?? null;
        const eligible = day.candidates.filter((candidate) => candidate.eligible);
        const selected = chosen[day.day] ?? null;
        const fixed = day.picks > 0;
        return (
          <Paper key={day.day} withBorder p="md" component="section" aria-label={day.day}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} size="h4">
                  {i18n.date(`${day.day}T00:00:00.000Z`, { dateStyle: 'full', timeZone: 'UTC' })}
                </Title>
                {day.chosen?.chosenBy === 'administrator' && (
                  <Badge color="grape">
                    <Trans>Chosen by an administrator</Trans>
                  </Badge>
                )}
                {day.chosen?.chosenBy === 'rule' && (
                  <Badge color="blue">
                    <Trans>Chosen by the rule</Trans>
                  </Badge>
                )}
              </Group>
              {current !== null ? (
                <Text>
                  <Trans>Match of the day: {matchName(byId.get(current), current)}</Trans>
                </Text>
              ) : day.ruleChoice !== null ? (
                <Text>
                  <Trans>
                    Not chosen yet; the rule would choose{' '}
                    {matchName(byId.get(day.ruleChoice), day.ruleChoice)}
                  </Trans>
                </Text>
              ) : (
                <Text c="dimmed">
                  <Trans>No match qualifies yet</Trans>
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {fixed ? (
                  <Trans>{day.picks} players have picked: the match is fixed.</Trans>
                ) : (
                  <Trans>No player has picked yet.</Trans>
                )}
              </Text>
              {day.candidates.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>No elements found</Trans>
                </Text>
              ) : (
                <Group align="flex-end" wrap="wrap">
                  <Select
                    label={t`Another match for ${day.day}`}
                    placeholder={t`Choose a match`}
                    data={day.candidates.map((candidate) => ({
                      value: candidate.eventId,
                      label: `${kickOff(candidate)} ${matchName(candidate, candidate.eventId)} (${candidate.competitionKey})`,
                      disabled: !candidate.eligible || candidate.eventId === current,
                    }))}
                    value={selected}
                    onChange={(value) => setChosen((all) => ({ ...all, [day.day]: value }))}
                    allowDeselect={false}
                    disabled={!mayWrite || busy || fixed || eligible.length === 0}
                    miw={0}
                    style={{ flex: '1 1 14rem' }}
                  />
                  <Button
                    disabled={!mayWrite || busy || fixed || selected === null || selected === current}
                    onClick={() => selected !== null && void choose(day, selected)}
                  >
                    <Trans>Choose this match</Trans>
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

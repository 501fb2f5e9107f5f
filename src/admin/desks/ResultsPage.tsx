import { useCallback, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminEventDto,
  AdminEventListDto,
  CorrectResultRequest,
  ResultVoidReason,
} from '#core/contract/play.ts';
import { nextGameweek, previousGameweek, type GameweekId } from '#core/game/gameweek.ts';
import { useAdminServices, useMayWrite } from '../session/AdminSessionContext.tsx';
import { ConfirmButtons, DeskAlerts } from './DeskParts.tsx';
import { useDesk } from './use-desk.ts';
import { correctResult, listStartedMatches } from './desk-calls.ts';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';

const noMatches: AdminEventListDto = { gameweek: '', events: [], truncated: false };

/** The form's draft: a final score, or a void with its reason. */
interface Draft {
  kind: 'score' | 'void';
  home: number | '';
  away: number | '';
  reason: ResultVoidReason;
}

interface Editing {
  match: AdminEventDto;
  draft: Draft;
  /** The form was sent to its confirmation. */
  confirming: boolean;
}

function requestOf(draft: Draft): CorrectResultRequest | null {
  if (draft.kind === 'void') return { void: draft.reason };
  if (draft.home === '' || draft.away === '') return null;
  return { home: draft.home, away: draft.away };
}

function draftOf(match: AdminEventDto): Draft {
  return {
    kind: match.voidReason === null ? 'score' : 'void',
    home: match.home ?? '',
    away: match.away ?? '',
    reason: match.voidReason ?? 'cancelled',
  };
}

/**
 * The results desk (docs/admin.md, Game desks): a gameweek's started matches with their results; an
 * administrator corrects one (a final score, or a void) after a confirmation, and its picks settle again.
 */
export function ResultsPage() {
  const { t, i18n } = useLingui();
  const { api } = useAdminServices();
  const mayWrite = useMayWrite();
  const [gameweek, setGameweek] = useState<string | null>(null);
  const [competition, setCompetition] = useState<string | null>(null);
  const { data, failed, busy, message, act } = useDesk(
    useCallback(() => listStartedMatches(api, gameweek), [api, gameweek]),
    noMatches,
  );
  const [editing, setEditing] = useState<Editing | null>(null);

  const voidLabels: Record<ResultVoidReason, string> = {
    cancelled: t`Cancelled`,
    abandoned: t`Abandoned`,
    postponed: t`Postponed`,
  };
  const statusLabels: Record<string, string> = {
    scheduled: t`Scheduled`,
    live: t`Live`,
    completed: t`Finished`,
    postponed: t`Postponed`,
    cancelled: t`Cancelled`,
  };
  const competitions = useMemo(
    () =>
      [...new Map(data.events.map((match) => [match.competitionKey, match.competition]))].map(
        ([value, label]) => ({ value, label }),
      ),
    [data.events],
  );
  const shown = data.events.filter((match) => competition === null || match.competitionKey === competition);
  const shownWeek = (data.gameweek || gameweek) as GameweekId | null;

  const nameOf = (match: AdminEventDto) => `${match.homeTeam} v ${match.awayTeam}`;
  const resultText = (match: Pick<AdminEventDto, 'voidReason' | 'home' | 'away'>) => {
    if (match.voidReason !== null) return t`Void: ${voidLabels[match.voidReason]}`;
    if (match.home === null || match.away === null) return t`No score`;
    return `${match.home}–${match.away}`;
  };
  const requested = editing ? requestOf(editing.draft) : null;
  const requestedText =
    requested === null
      ? ''
      : 'void' in requested
        ? resultText({ voidReason: requested.void, home: null, away: null })
        : resultText({ voidReason: null, home: requested.home, away: requested.away });

  const changeDraft = (change: Partial<Draft>) =>
    setEditing((current) => current && { ...current, draft: { ...current.draft, ...change } });

  const confirm = async () => {
    if (!editing || requested === null) return;
    const match = nameOf(editing.match);
    const result = requestedText;
    await act(
      async () => {
        const summary = await correctResult(api, editing.match.eventId, requested);
        return t`Result of ${match} set to ${result}: ${summary.settled} picks settled, ${summary.corrected} corrected.`;
      },
      () => setEditing(null),
    );
  };

  const goTo = (week: string) => {
    setGameweek(week);
    setCompetition(null);
  };

  return (
    <Stack>
      <Title order={1} size="h3">
        <Trans>Results</Trans>
      </Title>
      <ReadOnlyNote />
      <Group align="flex-end" wrap="wrap">
        <Button
          variant="default"
          disabled={!shownWeek}
          onClick={() => shownWeek && goTo(previousGameweek(shownWeek))}
        >
          <Trans>Previous week</Trans>
        </Button>
        <Text fw={600} aria-live="polite">
          {shownWeek ? <Trans>Gameweek {shownWeek}</Trans> : null}
        </Text>
        <Button
          variant="default"
          disabled={!shownWeek}
          onClick={() => shownWeek && goTo(nextGameweek(shownWeek))}
        >
          <Trans>Next week</Trans>
        </Button>
        <Select
          label={t`Competition`}
          placeholder={t`All competitions`}
          data={competitions}
          value={competition}
          onChange={setCompetition}
          clearable
          miw={0}
          style={{ flex: '1 1 12rem' }}
        />
      </Group>
      <DeskAlerts failed={failed} message={message} />
      {data.truncated && (
        <Text size="sm" c="dimmed">
          <Trans>Only the latest 500 matches are listed.</Trans>
        </Text>
      )}
      {shown.length === 0 && !failed && (
        <Text c="dimmed">
          <Trans>No elements found</Trans>
        </Text>
      )}
      {shown.map((match) => (
        <Paper key={match.eventId} withBorder p="md" component="section" aria-label={nameOf(match)}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h4">
                {nameOf(match)}
              </Title>
              <Group gap="xs">
                <Badge variant="light">{statusLabels[match.status] ?? match.status}</Badge>
                {match.correctedAt !== null && (
                  <Badge color="grape">
                    <Trans>Corrected</Trans>
                  </Badge>
                )}
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {match.competition},{' '}
              {i18n.date(match.commenceTime, { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
            <Group justify="space-between" wrap="wrap">
              <Text>
                <Trans>Result: {resultText(match)}</Trans>
              </Text>
              <Button
                disabled={!mayWrite || busy}
                onClick={() => setEditing({ match, draft: draftOf(match), confirming: false })}
              >
                <Trans>Correct the result</Trans>
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.confirming ? <Trans>Confirm the result</Trans> : <Trans>Correct the result</Trans>}
      >
        {editing && !editing.confirming && (
          <Stack>
            <Text fw={600}>{nameOf(editing.match)}</Text>
            <SegmentedControl
              aria-label={t`Kind of result`}
              value={editing.draft.kind}
              onChange={(value) => changeDraft({ kind: value === 'void' ? 'void' : 'score' })}
              data={[
                { value: 'score', label: t`Final score` },
                { value: 'void', label: t`Void` },
              ]}
            />
            {editing.draft.kind === 'score' ? (
              <Group grow>
                <NumberInput
                  label={t`${editing.match.homeTeam} (home)`}
                  min={0}
                  max={999}
                  allowDecimal={false}
                  allowNegative={false}
                  value={editing.draft.home}
                  onChange={(value) => changeDraft({ home: typeof value === 'number' ? value : '' })}
                />
                <NumberInput
                  label={t`${editing.match.awayTeam} (away)`}
                  min={0}
                  max={999}
                  allowDecimal={false}
                  allowNegative={false}
                  value={editing.draft.away}
                  onChange={(value) => changeDraft({ away: typeof value === 'number' ? value : '' })}
                />
              </Group>
            ) : (
              <Select
                label={t`Reason`}
                data={(Object.keys(voidLabels) as ResultVoidReason[]).map((value) => ({
                  value,
                  label: voidLabels[value],
                }))}
                value={editing.draft.reason}
                onChange={(value) => value && changeDraft({ reason: value as ResultVoidReason })}
                allowDeselect={false}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                disabled={requested === null}
                onClick={() => setEditing({ ...editing, confirming: true })}
              >
                <Trans>Continue</Trans>
              </Button>
            </Group>
          </Stack>
        )}
        {editing?.confirming && (
          <Stack>
            <Text>
              <Trans>
                Set the result of {nameOf(editing.match)} to {requestedText}? Every pick on it is settled
                again.
              </Trans>
            </Text>
            <ConfirmButtons busy={busy} onCancel={() => setEditing(null)} onConfirm={() => void confirm()} />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

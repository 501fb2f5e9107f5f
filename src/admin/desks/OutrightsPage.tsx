import { useCallback, useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OutrightEventDto, OutrightListDto } from '#core/contract/play.ts';
import { useAdminServices, useMayWrite } from '../session/AdminSessionContext.tsx';
import { ConfirmButtons, DeskAlerts } from './DeskParts.tsx';
import { useDesk } from './use-desk.ts';
import { listOutrights, setOutrightWinner } from './desk-calls.ts';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';

const noOutrights: OutrightListDto = { outrights: [] };

/** Where an outright stands: open for picks, started and awaiting its winner, or settled with one. */
function Standing({ outright }: { outright: OutrightEventDto }) {
  if (outright.winner !== null)
    return (
      <Badge color="green">
        <Trans>Settled</Trans>
      </Badge>
    );
  if (outright.status === 'scheduled')
    return (
      <Badge color="blue">
        <Trans>Open</Trans>
      </Badge>
    );
  return (
    <Badge color="orange">
      <Trans>Awaiting a winner</Trans>
    </Badge>
  );
}

interface Pending {
  outright: OutrightEventDto;
  winner: string;
}

/**
 * The outrights desk (docs/game-rules.md §6.7): every outright competition with its runners; an
 * administrator enters its winner, or a different one to correct it, and its picks settle at once.
 */
export function OutrightsPage() {
  const { t, i18n } = useLingui();
  const { api } = useAdminServices();
  const mayWrite = useMayWrite();
  const { data, failed, busy, message, act } = useDesk(
    useCallback(() => listOutrights(api), [api]),
    noOutrights,
  );
  const [chosen, setChosen] = useState<Record<string, string | null>>({});
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = async () => {
    if (!pending) return;
    await act(
      async () => {
        const summary = await setOutrightWinner(api, pending.outright.eventId, pending.winner);
        const { competition } = pending.outright;
        const { winner } = pending;
        return t`${winner} entered as the winner of ${competition}: ${summary.settled} picks settled, ${summary.corrected} corrected.`;
      },
      () => setPending(null),
    );
  };

  return (
    <Stack>
      <Title order={1} size="h3">
        <Trans>Outrights</Trans>
      </Title>
      <ReadOnlyNote />
      <DeskAlerts failed={failed} message={message} />
      {data.outrights.length === 0 && !failed && (
        <Text c="dimmed">
          <Trans>No elements found</Trans>
        </Text>
      )}
      {data.outrights.map((outright) => {
        const selected = chosen[outright.eventId] ?? outright.winner;
        return (
          <Paper
            key={outright.eventId}
            withBorder
            p="md"
            component="section"
            aria-label={outright.competition}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} size="h4">
                  {outright.competition}
                </Title>
                <Standing outright={outright} />
              </Group>
              <Text size="sm" c="dimmed">
                <Trans>
                  Starts {i18n.date(outright.commenceTime, { dateStyle: 'medium', timeStyle: 'short' })},{' '}
                  {outright.runners.length} runners
                </Trans>
              </Text>
              <Text size="sm">
                {outright.winner === null ? (
                  <Trans>No winner entered</Trans>
                ) : (
                  <Trans>Winner: {outright.winner}</Trans>
                )}
              </Text>
              <Group align="flex-end" wrap="wrap">
                <Select
                  label={t`Winner of ${outright.competition}`}
                  placeholder={t`Choose a runner`}
                  data={outright.runners}
                  value={selected}
                  onChange={(value) => setChosen((all) => ({ ...all, [outright.eventId]: value }))}
                  searchable
                  allowDeselect={false}
                  disabled={!mayWrite || busy}
                  miw={0}
                  style={{ flex: '1 1 14rem' }}
                />
                <Button
                  disabled={!mayWrite || busy || selected === null || selected === outright.winner}
                  onClick={() => selected !== null && setPending({ outright, winner: selected })}
                >
                  {outright.winner === null ? (
                    <Trans>Enter the winner</Trans>
                  ) : (
                    <Trans>Change the winner</Trans>
                  )}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={<Trans>Confirm the winner</Trans>}
      >
        {pending && (
          <Stack>
            <Text>
              {pending.outright.winner === null ? (
                <Trans>
                  Enter {pending.winner} as the winner of {pending.outright.competition}? Its picks settle at
                  once.
                </Trans>
              ) : (
                <Trans>
                  Change the winner of {pending.outright.competition} from {pending.outright.winner} to{' '}
                  {pending.winner}? Every pick is settled again.
                </Trans>
              )}
            </Text>
            <ConfirmButtons busy={busy} onCancel={() => setPending(null)} onConfirm={() => void confirm()} />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

import '@mantine/core/styles/Table.css';
import { Fragment, useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BenchmarkBot, StandingRowDto } from '#core/contract/leaderboards.ts';

export interface StandingsTableProps {
  rows: readonly StandingRowDto[];
  /** The caller: their row is highlighted (and marked "You"). */
  myUserId: string | null;
  /** The table's accessible name. */
  label: string;
  /** What opens under a row (another member's picks, a rank history); none when it returns null. */
  details?: (row: StandingRowDto) => ReactNode | null;
  /** Whether a row can open (default: every row when `details` is given). */
  canOpen?: (row: StandingRowDto) => boolean;
}

/**
 * A board's rows: rank, player, boosted, total, correct; the caller's row stands out, and a benchmark bot's
 * (docs/game-rules.md §8.1) is muted and labelled, and never opens: it has no picks of a person to show.
 */
export function StandingsTable({ rows, myUserId, label, details, canOpen }: StandingsTableProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<string | null>(null);
  const botNames: Record<BenchmarkBot, string> = { favourite: t`The Favourite`, crowd: t`The Crowd` };
  return (
    <Table.ScrollContainer minWidth={300}>
      {/* 4 px between columns: at 6 the five columns were a few pixels wider than a 390 px phone's card. */}
      <Table verticalSpacing={6} horizontalSpacing={4} fz="sm" aria-label={label} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Trans>Rank</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Player</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Boosted</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Total</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Correct</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const bot = row.bot ?? null;
            const mine = bot === null && row.userId === myUserId;
            const openable = bot === null && details !== undefined && (canOpen?.(row) ?? true);
            const opened = openable && open === row.userId;
            const name = bot === null ? row.displayName : botNames[bot];
            return (
              <Fragment key={row.userId}>
                <Table.Tr
                  data-user-id={row.userId}
                  data-mine={mine || undefined}
                  data-bot={bot ?? undefined}
                  aria-current={mine ? 'true' : undefined}
                  bg={mine ? 'var(--mantine-color-yellow-light)' : undefined}
                  fw={mine ? 700 : undefined}
                  c={bot === null ? undefined : 'dimmed'}
                  fs={bot === null ? undefined : 'italic'}
                >
                  <Table.Td>{row.rank}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm" fw="inherit" c="inherit">
                        {name}
                      </Text>
                      {bot !== null && (
                        <Badge
                          size="xs"
                          variant="light"
                          color="gray"
                          title={t`A benchmark bot: it never takes a player’s rank`}
                        >
                          <Trans>Bot</Trans>
                        </Badge>
                      )}
                      {mine && (
                        <Badge size="xs" variant="filled" color="dark">
                          <Trans>You</Trans>
                        </Badge>
                      )}
                      {openable && (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size="sm"
                          aria-expanded={opened}
                          aria-label={opened ? t`Hide ${name}` : t`Show ${name}`}
                          onClick={() => setOpen(opened ? null : row.userId)}
                        >
                          {opened ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{row.boosted}</Table.Td>
                  <Table.Td ta="right">{row.total}</Table.Td>
                  <Table.Td ta="right">{row.correct}</Table.Td>
                </Table.Tr>
                {opened && details && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>{details(row)}</Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

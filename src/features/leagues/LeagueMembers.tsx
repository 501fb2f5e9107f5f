import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeagueDetailsDto, LeagueMemberDto } from '#core/contract/leagues.ts';
import { removeLeagueMember } from '#src/api/leagues/remove-league-member.ts';
import { formatDate } from '#src/lib/format.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { toast } from '#src/lib/toast.ts';
import { ConfirmButton } from './ConfirmButton.tsx';

export interface LeagueMembersProps {
  league: LeagueDetailsDto;
  myUserId: string | null;
  /** The owner removed this member. */
  onRemoved(userId: string): void;
}

/** Every member with the day they joined; the owner can remove anyone but themselves. */
export function LeagueMembers({ league, myUserId, onRemoved }: LeagueMembersProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const remove = (member: LeagueMemberDto) => async () => {
    await removeLeagueMember(api, league.id, member.userId);
    const name = member.displayName;
    toast.success(t`${name} was removed from the league`, undefined, { timeout: true });
    onRemoved(member.userId);
  };
  return (
    <Card withBorder component="section" aria-labelledby="league-members-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="league-members-title">
          <Trans>Members</Trans>
        </Title>
        <Table verticalSpacing={6} aria-label={t`Members`}>
          <Table.Tbody>
            {league.members.map((member) => {
              const name = member.displayName;
              const joined = formatDate(member.joinedAt);
              return (
                <Table.Tr key={member.userId} data-user-id={member.userId}>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm" fw={member.userId === myUserId ? 700 : undefined}>
                        {member.displayName}
                      </Text>
                      {member.isOwner && (
                        <Badge color="yellow" autoContrast size="xs">
                          <Trans>Owner</Trans>
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="xs">
                    <Text size="xs" c="dimmed">
                      <Trans>Joined {joined}</Trans>
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {league.isOwner && !member.isOwner && (
                      <ConfirmButton
                        size="compact-xs"
                        variant="subtle"
                        label={t`Remove`}
                        aria-label={t`Remove ${name}`}
                        question={<Trans>Remove {name} from the league?</Trans>}
                        action={remove(member)}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import type { RoleId } from '#core/contract/account.ts';
import {
  changeRole,
  getUser,
  grantCredits,
  lockUser,
  resetTwoFactor,
  type AdminUser,
} from '../admin-calls.ts';
import { useAdminServices, useMayWrite } from '../session/AdminSessionContext.tsx';

/** The roles an administrator may give; a guest's role is never changed (docs/admin.md). */
const assignableRoles: RoleId[] = ['Player', 'PremiumPlayer', 'Administrator', 'ShadowAdministrator'];

/** A user's role, lock, credits and recent picks, with the administrators' actions. */
export function UserPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const { api } = useAdminServices();
  const mayWrite = useMayWrite();
  const [user, setUser] = useState<AdminUser | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [role, setRole] = useState<string | null>(null);
  const [creditType, setCreditType] = useState<string | null>('3');

  const load = useCallback(
    () =>
      getUser(api, id)
        .then((answer) => {
          setUser(answer);
          setRole(answer.role);
        })
        .catch((error: unknown) => setMessage({ ok: false, text: String((error as Error).message) })),
    [api, id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      setMessage({ ok: true, text: done });
      await load();
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  if (!user)
    return message ? (
      <Alert color="red" role="alert">
        {message.text}
      </Alert>
    ) : null;
  const isGuest = user.role === 'GuestPlayer';
  const disabled = !mayWrite || busy;

  return (
    <Stack>
      <Anchor component={Link} to="/users">
        <Trans>All users</Trans>
      </Anchor>
      <Title order={1} size="h3">
        {user.displayName ?? user.email ?? user.id}
      </Title>
      <Group>
        <Text>{user.email ?? '—'}</Text>
        <Badge>{user.role}</Badge>
        {user.locked && <Badge color="red">{t`Locked`}</Badge>}
        <Text>
          <Trans>Credits held: {user.credits}</Trans>
        </Text>
        <Text>{user.twoFactorEnabled ? t`Two-factor on` : t`Two-factor off`}</Text>
      </Group>
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack>
          <Title order={2} size="h4">
            <Trans>Actions</Trans>
          </Title>
          {!mayWrite && (
            <Text c="dimmed">
              <Trans>Shadow administrators can see everything but change nothing.</Trans>
            </Text>
          )}
          <Group>
            <Button
              disabled={disabled}
              color={user.locked ? undefined : 'red'}
              onClick={() =>
                act(
                  () => lockUser(api, user.id, !user.locked),
                  user.locked ? t`User unlocked` : t`User locked`,
                )
              }
            >
              {user.locked ? <Trans>Unlock</Trans> : <Trans>Lock</Trans>}
            </Button>
            <Button
              variant="default"
              disabled={disabled || !user.twoFactorEnabled}
              onClick={() => act(() => resetTwoFactor(api, user.id), t`Two-factor reset`)}
            >
              <Trans>Reset two-factor</Trans>
            </Button>
          </Group>
          <Group align="flex-end">
            <Select
              label={t`Role`}
              data={isGuest ? [user.role] : assignableRoles}
              value={role}
              onChange={setRole}
              disabled={disabled || isGuest}
              allowDeselect={false}
            />
            <Button
              variant="default"
              disabled={disabled || isGuest || role === null || role === user.role}
              onClick={() => act(() => changeRole(api, user.id, role as RoleId), t`Role changed`)}
            >
              <Trans>Change role</Trans>
            </Button>
            {isGuest && (
              <Text c="dimmed" size="sm">
                <Trans>A guest's role cannot be changed.</Trans>
              </Text>
            )}
          </Group>
          <Group align="flex-end">
            <Select
              label={t`Credit`}
              data={[
                { value: '1', label: t`Bonus points` },
                { value: '2', label: t`Multiplier` },
                { value: '3', label: t`Extra prediction` },
              ]}
              value={creditType}
              onChange={setCreditType}
              disabled={disabled}
              allowDeselect={false}
            />
            <Button
              variant="default"
              disabled={disabled}
              onClick={() =>
                act(() => grantCredits(api, user.id, Number(creditType) as 1 | 2 | 3, 1), t`Credit granted`)
              }
            >
              <Trans>Grant a credit</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        <Trans>Recent picks</Trans>
      </Title>
      {user.recentPicks.length === 0 ? (
        <Text c="dimmed">
          <Trans>No elements found</Trans>
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Made`}</Table.Th>
              <Table.Th>{t`Competition`}</Table.Th>
              <Table.Th>{t`Gameweek`}</Table.Th>
              <Table.Th>{t`Pick`}</Table.Th>
              <Table.Th ta="right">{t`Points`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {user.recentPicks.map((pick) => (
              <Table.Tr key={pick.id}>
                <Table.Td>{i18n.date(pick.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</Table.Td>
                <Table.Td>{pick.competitionKey}</Table.Td>
                <Table.Td>{pick.gameweek}</Table.Td>
                <Table.Td>{`${pick.marketKey}: ${pick.outcomeName}`}</Table.Td>
                <Table.Td ta="right">{pick.points}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { AppShell, Badge, Button, Group, NavLink, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { NavLink as RouterLink } from 'react-router-dom';
import { useAdminServices, useMayWrite } from './session/AdminSessionContext.tsx';

/** The admin pages. */
const pages = [
  { to: '/dashboard', label: <Trans>Dashboard</Trans> },
  { to: '/users', label: <Trans>Users</Trans> },
  { to: '/feedback', label: <Trans>Feedback</Trans> },
  { to: '/files', label: <Trans>File Manager</Trans> },
  { to: '/audit', label: <Trans>Audit log</Trans> },
];

export function AdminLayout({ children }: { children: ReactNode }) {
  const { session } = useAdminServices();
  const mayWrite = useMayWrite();
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 200, breakpoint: 0 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Title order={2} size="h4">
              <Trans>Longshot admin</Trans>
            </Title>
            {!mayWrite && (
              <Badge color="gray">
                <Trans>Read only</Trans>
              </Badge>
            )}
          </Group>
          <Group>
            {/* The player app is another page: a full load. */}
            <Button component="a" href="/" variant="subtle">
              <Trans>Back to Longshot</Trans>
            </Button>
            <Button variant="default" onClick={() => session.send({ type: 'LOGOUT' })}>
              <Trans>Sign out</Trans>
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {pages.map((page) => (
          <NavLink key={page.to} component={RouterLink} to={page.to} label={page.label} />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

import type { ReactNode } from 'react';
import { AppShell, Badge, Burger, Button, Group, NavLink, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink as RouterLink } from 'react-router-dom';
import { useAdminServices, useMayWrite } from './session/AdminSessionContext.tsx';

/** The admin pages. */
const pages = [
  { to: '/dashboard', label: <Trans>Dashboard</Trans> },
  { to: '/users', label: <Trans>Users</Trans> },
  { to: '/feedback', label: <Trans>Feedback</Trans> },
  { to: '/outrights', label: <Trans>Outrights</Trans> },
  { to: '/results', label: <Trans>Results</Trans> },
  { to: '/daily-challenge', label: <Trans>Daily challenge</Trans> },
  { to: '/bundles', label: <Trans>Bundles</Trans> },
  { to: '/files', label: <Trans>File Manager</Trans> },
  { to: '/audit', label: <Trans>Audit log</Trans> },
];

export function AdminLayout({ children }: { children: ReactNode }) {
  const { session } = useAdminServices();
  const mayWrite = useMayWrite();
  const { t } = useLingui();
  // Below `sm` (a 390 px phone) the menu folds behind a burger, leaving the page the whole width.
  const [menuOpen, menu] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 200, breakpoint: 'sm', collapsed: { mobile: !menuOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group wrap="nowrap">
            <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" size="sm" aria-label={t`Menu`} />
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
            <Button component="a" href="/" variant="subtle" visibleFrom="sm">
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
          <NavLink
            key={page.to}
            component={RouterLink}
            to={page.to}
            label={page.label}
            onClick={menu.close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

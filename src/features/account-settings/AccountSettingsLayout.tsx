import './catalog.ts';
import { Suspense } from 'react';
import { NavLink as RouterNavLink, Outlet } from 'react-router-dom';
import { Group, Loader, NavLink, Paper, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { accountSettingsSections } from './sections.tsx';

/** /account-settings/*: the sections on the side, the chosen one beside them. */
export function AccountSettingsLayout() {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Account Settings</Trans>
      </Title>
      <Group align="flex-start" wrap="wrap" gap="lg">
        <Paper component="nav" withBorder w={260} p="xs">
          {accountSettingsSections.map((section) => (
            <RouterNavLink key={section.path} to={section.path} style={{ textDecoration: 'none' }}>
              {({ isActive }) => <NavLink component="span" label={section.label} active={isActive} />}
            </RouterNavLink>
          ))}
        </Paper>
        <Paper withBorder p="md" style={{ flex: '1 1 320px' }}>
          {/* The chosen section's code arrives while the layout stays. */}
          <Suspense fallback={<Loader size="sm" aria-label={t`Loading`} />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Group>
    </Stack>
  );
}

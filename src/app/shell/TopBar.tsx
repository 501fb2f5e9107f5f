import { Burger, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { HeaderLogo } from './HeaderLogo.tsx';
import { UserAvatar } from './UserAvatar.tsx';

export function TopBar({ drawerOpened, toggleDrawer }: { drawerOpened: boolean; toggleDrawer(): void }) {
  const { t } = useLingui();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={drawerOpened} onClick={toggleDrawer} aria-label={t`Open menu`} size="sm" />
        <HeaderLogo />
      </Group>
      <UserAvatar />
    </Group>
  );
}

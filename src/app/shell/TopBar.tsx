import { Burger, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { preloadDrawer } from './drawer/SideDrawer.tsx';
import { HeaderLogo, PhoneSportBadges } from './HeaderLogo.tsx';
import { UserAvatar } from './UserAvatar.tsx';
import classes from './HeaderLogo.module.css';

/** The header's first row, and on a phone a second one for the sport badges (AppLayout's `headerHeight`). */
export function TopBar({ drawerOpened, toggleDrawer }: { drawerOpened: boolean; toggleDrawer(): void }) {
  const { t } = useLingui();
  return (
    <div className={classes.top}>
      <Group h={60} px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={drawerOpened}
            onClick={toggleDrawer}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            aria-label={t`Open menu`}
            size="sm"
          />
          <HeaderLogo />
        </Group>
        <UserAvatar />
      </Group>
      <PhoneSportBadges />
    </div>
  );
}

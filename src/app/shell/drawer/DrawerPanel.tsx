import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Divider, Drawer, NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  IconBallFootball,
  IconCalendarStar,
  IconCrown,
  IconHelpCircle,
  IconLayoutDashboard,
  IconListNumbers,
  IconSchool,
  IconTrophy,
  IconUsersPlus,
} from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SportDto, SportGroupDto } from '#core/contract/static-lookups.ts';
import type { ApiData } from '#src/hooks/use-api-data.ts';
import { externalApps, namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useSession } from '#src/lib/session/use-auth.ts';
import { AccountArea } from './AccountArea.tsx';
import { DrawerActions } from './DrawerActions.tsx';
import { visibleDrawerItems, type DrawerItemKey } from './drawer-items.ts';
import { SportsSubmenu } from './SportsSubmenu.tsx';

export interface DrawerPanelProps {
  opened: boolean;
  onClose(): void;
  sports: ApiData<SportDto[]>;
  retrySports(): void;
  outrights: ApiData<SportGroupDto[]>;
}

const linkItems: Partial<Record<DrawerItemKey, { to: string; label: ReactNode; icon: ReactNode }>> = {
  howToPlay: {
    to: namedRoutes.howToPlay(),
    label: <Trans>How to play</Trans>,
    icon: <IconSchool size={20} />,
  },
  dailyChallenge: {
    to: namedRoutes.Landing(),
    label: <Trans>Daily Challenge</Trans>,
    icon: <IconCalendarStar size={20} />,
  },
  leagues: { to: namedRoutes.leaguesHome(), label: <Trans>Leagues</Trans>, icon: <IconTrophy size={20} /> },
  joinLeague: {
    to: namedRoutes.joinLeague(),
    label: <Trans>Join League</Trans>,
    icon: <IconUsersPlus size={20} />,
  },
  leaderboards: {
    to: namedRoutes.leaderboards(),
    label: <Trans>Leaderboards</Trans>,
    icon: <IconListNumbers size={20} />,
  },
  membership: {
    to: namedRoutes.memberships(),
    label: <Trans>Membership</Trans>,
    icon: <IconCrown size={20} />,
  },
  faqs: { to: namedRoutes.faqs(), label: <Trans>FAQs</Trans>, icon: <IconHelpCircle size={20} /> },
};

/** The side menu's content, with the spec's items for who is playing. */
export function DrawerPanel({ opened, onClose, sports, retrySports, outrights }: DrawerPanelProps) {
  const { t } = useLingui();
  const session = useSession();
  const { pageLoader } = useAppServices();

  const item = (key: DrawerItemKey) => {
    if (key === 'goToAdminApp') {
      return (
        <NavLink
          key={key}
          data-drawer-item={key}
          label={<Trans>Go To Admin App</Trans>}
          leftSection={<IconLayoutDashboard size={20} />}
          onClick={() => pageLoader.assign(externalApps.admin)}
        />
      );
    }
    if (key === 'sports') {
      return (
        <NavLink
          key={key}
          data-drawer-item={key}
          label={<Trans>Sports</Trans>}
          leftSection={<IconBallFootball size={20} />}
        >
          <SportsSubmenu sports={sports} retry={retrySports} outrights={outrights} onPick={onClose} />
        </NavLink>
      );
    }
    const link = linkItems[key];
    if (!link) return null;
    return (
      <NavLink
        key={key}
        data-drawer-item={key}
        component={Link}
        to={link.to}
        label={link.label}
        leftSection={link.icon}
        onClick={onClose}
      />
    );
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t`Menu`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      size={300}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        <AccountArea onNavigate={onClose} />
        <Divider />
        <nav aria-label={t`Main menu`}>{visibleDrawerItems(session).map(item)}</nav>
        <Divider />
        <DrawerActions onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}

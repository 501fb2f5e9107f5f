import { useNavigate } from 'react-router-dom';
import { Badge, Group } from '@mantine/core';
import { navigationEvent } from '#src/analytics/index.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { americanFootballBadge, basketballBadge, footballBadge, type BadgeSport } from './header-sports.ts';
import { SportBadge } from './SportBadge.tsx';

/** Where the header's breakpoint lies: below it the sport badges move to a row of their own. */
const headerRowsBelow = 'sm';

function useOpenSport() {
  const navigate = useNavigate();
  const { analytics } = useAppServices();
  return (sport: BadgeSport) => {
    analytics.track(navigationEvent(sport.id));
    void navigate(namedRoutes.CurrentSport(sport.id));
  };
}

/**
 * Football and Basketball, then the home badge, then American football (docs/product.md §2, shell). On a
 * phone the four do not fit beside the menu and the avatar: the home badge stays here and the sports move
 * to the row below (`PhoneSportBadges`), so that every name reads in full.
 */
export function HeaderLogo() {
  const openSport = useOpenSport();
  const { analytics, pageLoader, settings } = useAppServices();

  const goHome = () => {
    analytics.track(navigationEvent('home'));
    // A full load, not a route change: home is where a stuck player starts afresh.
    pageLoader.assign(namedRoutes.Landing());
  };

  return (
    <Group gap={6} wrap="nowrap">
      <SportBadge sport={footballBadge} onClick={openSport} visibleFrom={headerRowsBelow} />
      <SportBadge sport={basketballBadge} onClick={openSport} visibleFrom={headerRowsBelow} />
      <Badge
        component="button"
        type="button"
        size="xl"
        radius="sm"
        color="primary"
        onClick={goHome}
        style={{ cursor: 'pointer', flexShrink: 0 }}
      >
        {settings.baseTitle}
      </Badge>
      <SportBadge sport={americanFootballBadge} onClick={openSport} visibleFrom={headerRowsBelow} />
    </Group>
  );
}

/** The phone's second header row: the three sport badges, in words as they are written, never cut. */
export function PhoneSportBadges() {
  const openSport = useOpenSport();
  return (
    <Group
      gap={6}
      wrap="nowrap"
      px="sm"
      pb={8}
      hiddenFrom={headerRowsBelow}
      style={{ justifyContent: 'safe center', overflowX: 'auto' }}
    >
      {[footballBadge, basketballBadge, americanFootballBadge].map((sport) => (
        <SportBadge key={sport.id} sport={sport} onClick={openSport} compact />
      ))}
    </Group>
  );
}

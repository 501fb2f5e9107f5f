import { useNavigate } from 'react-router-dom';
import { Badge } from '@mantine/core';
import { navigationEvent } from '#src/analytics/index.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { americanFootballBadge, basketballBadge, footballBadge, type BadgeSport } from './header-sports.ts';
import { SportBadge } from './SportBadge.tsx';
import classes from './HeaderLogo.module.css';

const sports = [footballBadge, basketballBadge, americanFootballBadge];

/** The sport badges, each opening its sport with a navigation analytics event named for it. */
function useSportBadges() {
  const navigate = useNavigate();
  const { analytics } = useAppServices();
  const openSport = (sport: BadgeSport) => {
    analytics.track(navigationEvent(sport.id));
    void navigate(namedRoutes.CurrentSport(sport.id));
  };
  return sports.map((sport) => <SportBadge key={sport.id} sport={sport} onClick={openSport} />);
}

/**
 * Football and Basketball, then the home badge, then American football (docs/product.md §2, shell). On a
 * phone the four do not fit beside the menu and the avatar: the home badge stays here and the sports move
 * to the row below (`PhoneSportBadges`, HeaderLogo.module.css), so that every name reads in full.
 */
export function HeaderLogo() {
  const [football, basketball, americanFootball] = useSportBadges();
  const { analytics, pageLoader, settings } = useAppServices();

  const goHome = () => {
    analytics.track(navigationEvent('home'));
    // A full load, not a route change: home is where a stuck player starts afresh.
    pageLoader.assign(namedRoutes.Landing());
  };

  return (
    <div className={classes.logo}>
      {football}
      {basketball}
      <Badge
        component="button"
        type="button"
        size="xl"
        radius="sm"
        color="primary"
        onClick={goHome}
        className={classes.home}
      >
        {settings.baseTitle}
      </Badge>
      {americanFootball}
    </div>
  );
}

/** The phone's second header row: the three sport badges. */
export function PhoneSportBadges() {
  return (
    <div className={classes.phoneRow} data-row="phone-sports">
      {useSportBadges()}
    </div>
  );
}

import { useNavigate } from 'react-router-dom';
import { Badge, Group } from '@mantine/core';
import { navigationEvent } from '#src/analytics/index.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { americanFootballBadge, basketballBadge, footballBadge, type BadgeSport } from './header-sports.ts';
import { SportBadge } from './SportBadge.tsx';

/** Football and Basketball, then the home badge, then American football (docs/product.md §2, shell). */
export function HeaderLogo() {
  const navigate = useNavigate();
  const { analytics, pageLoader, settings } = useAppServices();

  const openSport = (sport: BadgeSport) => {
    analytics.track(navigationEvent(sport.id));
    void navigate(namedRoutes.CurrentSport(sport.id));
  };
  const goHome = () => {
    analytics.track(navigationEvent('home'));
    // A full load, not a route change: home is where a stuck player starts afresh.
    pageLoader.assign(namedRoutes.Landing());
  };

  return (
    <Group gap={6} wrap="nowrap">
      <SportBadge sport={footballBadge} onClick={() => openSport(footballBadge)} />
      <SportBadge sport={basketballBadge} onClick={() => openSport(basketballBadge)} />
      <Badge
        component="button"
        type="button"
        size="xl"
        radius="sm"
        color="primary"
        onClick={goHome}
        style={{ cursor: 'pointer' }}
      >
        {settings.baseTitle}
      </Badge>
      <SportBadge sport={americanFootballBadge} onClick={() => openSport(americanFootballBadge)} />
    </Group>
  );
}

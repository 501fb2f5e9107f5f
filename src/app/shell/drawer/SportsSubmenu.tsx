import { Link } from 'react-router-dom';
import { ColorSwatch, Group, Loader, NavLink, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { SportDto, SportGroupDto } from '#core/contract/static-lookups.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import type { ApiData } from '#src/hooks/use-api-data.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';

interface SportsSubmenuProps {
  sports: ApiData<SportDto[]>;
  retry(): void;
  /** The sports with outright competitions; their links follow the sports once they arrive. */
  outrights: ApiData<SportGroupDto[]>;
  onPick(): void;
}

/** Open outright competitions, each with its sport (for the link and the colour). */
function openOutrights(outrights: ApiData<SportGroupDto[]>) {
  if (outrights.status !== 'ready') return [];
  return outrights.data
    .filter((group) => group.sport.isActive)
    .flatMap((group) =>
      group.competitions
        .filter((competition) => competition.isActive && competition.hasOutrights)
        .map((competition) => ({ sport: group.sport, competition })),
    );
}

/**
 * The week of every sport, then one item per active sport, leading to that sport's events, then the
 * outright competitions (a failed or slow outrights list leaves the sports alone: the sport pages link
 * them too).
 */
export function SportsSubmenu({ sports, retry, outrights, onPick }: SportsSubmenuProps) {
  if (sports.status === 'loading') {
    return (
      <Group gap="xs" px="sm" py={6}>
        <Loader size="xs" />
        <Text size="sm">
          <Trans>Loading sports…</Trans>
        </Text>
      </Group>
    );
  }
  if (sports.status === 'error') return <ErrorNotice error={sports.error} retry={retry} />;
  if (sports.data.length === 0) {
    return (
      <Text size="sm" px="sm" py={6} c="dimmed">
        <Trans>No sports available yet</Trans>
      </Text>
    );
  }
  return (
    <>
      <NavLink component={Link} to={namedRoutes.Home()} label={<Trans>All sports</Trans>} onClick={onPick} />
      {sports.data.map((sport) => (
        <NavLink
          key={sport.id}
          component={Link}
          to={namedRoutes.CurrentSport(sport.id)}
          label={sport.name}
          onClick={onPick}
          leftSection={<ColorSwatch color={sport.colour} size={14} withShadow={false} />}
        />
      ))}
      {openOutrights(outrights).map(({ sport, competition }) => (
        <NavLink
          key={competition.key}
          component={Link}
          to={namedRoutes.CurrentCompetition(sport.id, competition.key)}
          label={competition.displayName}
          description={<Trans>{sport.name} outright</Trans>}
          onClick={onPick}
          leftSection={<ColorSwatch color={sport.colour} size={14} withShadow={false} />}
        />
      ))}
    </>
  );
}

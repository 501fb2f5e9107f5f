import { Link } from 'react-router-dom';
import { ColorSwatch, Group, Loader, NavLink, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { SportDto } from '#core/contract/static-lookups.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import type { ApiData } from '#src/hooks/use-api-data.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';

interface SportsSubmenuProps {
  sports: ApiData<SportDto[]>;
  retry(): void;
  onPick(): void;
}

/** The week of every sport, then one item per active sport, leading to that sport's events. */
export function SportsSubmenu({ sports, retry, onPick }: SportsSubmenuProps) {
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
    </>
  );
}

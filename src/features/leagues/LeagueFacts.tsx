import { Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeaguePreviewDto } from '#core/contract/leagues.ts';
import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import { MemberCount } from './MyLeagues.tsx';
import { rankByLabels, scopeName } from './league-texts.ts';

/** Owner, members, what counts and how it ranks: a league in one line. */
export function LeagueFacts({
  league,
  groups,
}: {
  league: LeaguePreviewDto;
  groups: SportGroupDto[] | null;
}) {
  const { i18n } = useLingui();
  const scope = scopeName(league.scope, groups);
  const owner = league.owner.displayName;
  const counts = typeof scope === 'string' ? scope : i18n._(scope);
  const rankBy = i18n._(rankByLabels[league.rankBy]);
  return (
    <Group gap="md" c="dimmed">
      <Text size="sm">
        <Trans>Owner: {owner}</Trans>
      </Text>
      <Text size="sm">
        <MemberCount count={league.memberCount} />
      </Text>
      <Text size="sm">
        <Trans>Counts: {counts}</Trans>
      </Text>
      <Text size="sm">
        <Trans>Ranked by {rankBy}</Trans>
      </Text>
    </Group>
  );
}

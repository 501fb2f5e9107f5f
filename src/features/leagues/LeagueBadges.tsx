import { Badge, Group } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeagueSummaryDto } from '#core/contract/leagues.ts';
import { visibilityLabels } from './league-texts.ts';

/** Owner, visibility: the small facts shown beside a league's name. */
export function LeagueBadges({ league }: { league: LeagueSummaryDto }) {
  const { i18n } = useLingui();
  return (
    <Group gap={4}>
      {league.isOwner && (
        <Badge color="yellow" autoContrast size="sm">
          <Trans>Owner</Trans>
        </Badge>
      )}
      <Badge color={league.visibility === 1 ? 'gray' : 'blue'} variant="light" size="sm">
        {i18n._(visibilityLabels[league.visibility])}
      </Badge>
    </Group>
  );
}

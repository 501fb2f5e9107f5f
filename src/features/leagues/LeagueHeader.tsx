import { Button, Code, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeagueDetailsDto } from '#core/contract/leagues.ts';
import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { LeagueBadges } from './LeagueBadges.tsx';
import { LeagueFacts } from './LeagueFacts.tsx';

/** The link a member shares: the league's join page with its code (docs/game-rules.md §9). */
function shareLinkOf(league: Pick<LeagueDetailsDto, 'id' | 'code'>, origin = window.location.origin): string {
  return `${origin}${namedRoutes.joinLeagueById(league.id)}?code=${encodeURIComponent(league.code)}`;
}

/** The league's name and facts, and, for members, its code and share link, each with Copy. */
export function LeagueHeader({
  league,
  groups,
}: {
  league: LeagueDetailsDto;
  groups: SportGroupDto[] | null;
}) {
  const { t } = useLingui();
  const link = shareLinkOf(league);
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Title order={1}>{league.name}</Title>
        <LeagueBadges league={league} />
      </Group>
      <LeagueFacts league={league} groups={groups} />
      <Group gap="sm" align="center" data-testid="league-code">
        <Text size="sm">
          <Trans>Code</Trans>
        </Text>
        <Code fz="md" fw={700} aria-label={t`League code`}>
          {league.code}
        </Code>
        <CopyButton value={league.code}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy}>
              {copied ? <Trans>Code copied</Trans> : <Trans>Copy code</Trans>}
            </Button>
          )}
        </CopyButton>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Tooltip label={link} withArrow>
              <Button size="compact-sm" variant="light" onClick={copy}>
                {copied ? <Trans>Link copied</Trans> : <Trans>Copy invite link</Trans>}
              </Button>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

// What a guest or a standard player sees at /stats: what the additional stats hold, drawn from an example
// that says it is one, and the way to premium (a guest first signs up: premium needs an account).
import { Link } from 'react-router-dom';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { SignUpButton } from '#src/components/SignUpButton.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayerStatsDto } from '#core/contract/stats.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useSession } from '#src/lib/session/use-auth.ts';
import { StatsCharts } from './StatsCharts.tsx';

/** Made-up figures for the preview: shown under an "Example" badge, never as the player's own. */
const example: PlayerStatsDto = {
  gameweeks: [
    { gameweek: '2026-W44', base: 96, boosted: 96, settled: 5, won: 2 },
    { gameweek: '2026-W45', base: 40, boosted: 55, settled: 5, won: 1 },
    { gameweek: '2026-W46', base: 133, boosted: 206, settled: 5, won: 3 },
    { gameweek: '2026-W47', base: 71, boosted: 71, settled: 5, won: 2 },
  ],
  bySport: [
    { sport: 'Football', settled: 12, won: 5 },
    { sport: 'Tennis', settled: 5, won: 2 },
    { sport: 'Basketball', settled: 3, won: 1 },
  ],
  byMarket: [
    { market: 'h2h', settled: 14, won: 6 },
    { market: 'totals', settled: 6, won: 2 },
  ],
  odds: { taken: 3.12, won: 2.48 },
  longshots: [
    {
      eventId: 'x1',
      event: 'Luton v Arsenal',
      outcome: 'Luton',
      probability: 0.09,
      boosted: 111,
      gameweek: '2026-W46',
    },
    {
      eventId: 'x2',
      event: 'Zverev v Fonseca',
      outcome: 'Fonseca',
      probability: 0.22,
      boosted: 45,
      gameweek: '2026-W44',
    },
  ],
  credits: [
    { type: 1, received: 3, redeemed: 1, points: 15 },
    { type: 2, received: 2, redeemed: 1, points: 73 },
    { type: 3, received: 1, redeemed: 0, points: null },
  ],
  ranks: [
    { gameweek: '2026-W44', rank: 412, players: 1200 },
    { gameweek: '2026-W45', rank: 655, players: 1240 },
    { gameweek: '2026-W46', rank: 98, players: 1310 },
    { gameweek: '2026-W47', rank: 240, players: 1290 },
  ],
};

export function StatsPreview() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <Stack gap="md">
      <Alert color="blue" title={t`Additional stats come with premium`}>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              See your points and rank week by week, where your picks hit by sport and market, the odds you
              take and win, your best longshots and what your credits added.
            </Trans>
          </Text>
          <Group>
            {session.isStandardPlayer && (
              <Button component={Link} to={namedRoutes.memberships()}>
                <Trans>Upgrade to premium</Trans>
              </Button>
            )}
            {(session.isGuest || !session.user) && <SignUpButton guest={session.isGuest} />}
          </Group>
        </Stack>
      </Alert>
      <Group gap="xs">
        <Badge variant="outline" color="dark">
          <Trans>Example</Trans>
        </Badge>
        <Text size="sm" c="dimmed">
          <Trans>A made-up player's stats, to show what you would see.</Trans>
        </Text>
      </Group>
      <StatsCharts stats={example} />
    </Stack>
  );
}

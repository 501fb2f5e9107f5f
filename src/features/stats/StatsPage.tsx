import './catalog.ts';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { getMyStats } from '#src/api/stats/get-my-stats.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { useAuth, useSession } from '#src/lib/session/use-auth.ts';
import { StatsCharts } from './StatsCharts.tsx';
import { StatsPreview } from './StatsPreview.tsx';

/** /stats: a premium player's (or an administrator's) additional stats; everyone else sees a preview. */
export function StatsPage() {
  const { t } = useLingui();
  const auth = useAuth();
  const session = useSession();
  // Premium players and administrators: the signed-up users who are not standard players.
  const mayView = session.isAuthenticatedUser && !session.isStandardPlayer;
  const [stats, retry] = useApiData(`my-stats:${session.user?.userId ?? ''}`, getMyStats, mayView);
  let content;
  if (auth.status === 'loading') content = <Loader aria-label={t`Loading`} />;
  else if (!mayView) content = <StatsPreview />;
  else if (stats.status === 'loading') content = <Loader aria-label={t`Loading`} />;
  else if (stats.status === 'error') content = <ErrorNotice error={stats.error} retry={retry} />;
  else if (stats.data.gameweeks.length === 0 && stats.data.longshots.length === 0)
    content = (
      <Text c="dimmed">
        <Trans>Your stats start once a pick of yours is settled. Make your picks for the week!</Trans>
      </Text>
    );
  else content = <StatsCharts stats={stats.data} />;
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Additional stats</Trans>
      </Title>
      {content}
    </Stack>
  );
}

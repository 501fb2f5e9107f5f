import './catalog.ts';
import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

/** /leaderboards: the weekly and seasonal boards. */
export function LeaderboardsPage() {
  return <PlaceholderScreen title={<Trans>Leaderboards</Trans>} />;
}

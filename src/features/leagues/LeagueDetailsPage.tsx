import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

export function LeagueDetailsPage() {
  return <PlaceholderScreen title={<Trans>League details</Trans>} />;
}

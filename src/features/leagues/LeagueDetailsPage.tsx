import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '../common/PlaceholderScreen.tsx';

export function LeagueDetailsPage() {
  return <PlaceholderScreen title={<Trans>League details</Trans>} />;
}

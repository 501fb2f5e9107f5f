import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '../common/PlaceholderScreen.tsx';

export function LeaguesHomePage() {
  return <PlaceholderScreen title={<Trans>Leagues</Trans>} />;
}

import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

export function LeaguesHomePage() {
  return <PlaceholderScreen title={<Trans>Leagues</Trans>} />;
}

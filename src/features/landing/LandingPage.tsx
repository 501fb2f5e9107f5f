import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '../common/PlaceholderScreen.tsx';

export function LandingPage() {
  return <PlaceholderScreen title={<Trans>Daily Challenge</Trans>} />;
}

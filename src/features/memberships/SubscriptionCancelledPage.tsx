import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

export function SubscriptionCancelledPage() {
  return <PlaceholderScreen title={<Trans>Subscription cancelled</Trans>} />;
}

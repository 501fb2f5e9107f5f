import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/features/common/PlaceholderScreen.tsx';

export function SubscriptionCancelledPage() {
  return <PlaceholderScreen title={<Trans>Subscription cancelled</Trans>} />;
}

import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

export function PaymentSuccessPage() {
  return <PlaceholderScreen title={<Trans>Subscription successful</Trans>} />;
}

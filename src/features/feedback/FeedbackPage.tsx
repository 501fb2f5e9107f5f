import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

export function FeedbackPage() {
  return <PlaceholderScreen title={<Trans>Contact Us</Trans>} />;
}

import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/features/common/PlaceholderScreen.tsx';

export function FeedbackPage() {
  return <PlaceholderScreen title={<Trans>Contact Us</Trans>} />;
}

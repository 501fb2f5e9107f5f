import './catalog.ts';
import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

// Legal wording comes from the operator, so this stays a placeholder until it is supplied.
export function PrivacyPolicyPage() {
  return <PlaceholderScreen title={<Trans>Privacy Policy</Trans>} />;
}

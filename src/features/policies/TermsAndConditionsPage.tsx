import './catalog.ts';
import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

// Legal wording comes from the operator, so this stays a placeholder until it is supplied.
export function TermsAndConditionsPage() {
  return <PlaceholderScreen title={<Trans>Terms and Conditions</Trans>} />;
}

import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '../common/PlaceholderScreen.tsx';

export function SignUpPage() {
  return <PlaceholderScreen title={<Trans>Sign up</Trans>} />;
}

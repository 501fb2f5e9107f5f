import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '../common/PlaceholderScreen.tsx';

/** /change-password: a guest who validated their e-mail sets a password here. */
export function SetPasswordPage() {
  return <PlaceholderScreen title={<Trans>Set Password</Trans>} />;
}

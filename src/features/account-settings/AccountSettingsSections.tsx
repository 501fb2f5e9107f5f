import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '../common/PlaceholderScreen.tsx';

// One placeholder per section; the accounts issue replaces each with its form.

export function PersonalDetailsSection() {
  return <PlaceholderScreen order={2} title={<Trans>Personal Details</Trans>} />;
}

export function TwoFactorAuthenticationSection() {
  return <PlaceholderScreen order={2} title={<Trans>Authentication Settings</Trans>} />;
}

export function ChangePasswordSection() {
  return <PlaceholderScreen order={2} title={<Trans>Change Password</Trans>} />;
}

export function EmailPreferencesSection() {
  return <PlaceholderScreen order={2} title={<Trans>Email Preferences</Trans>} />;
}

export function ManageSubscriptionsSection() {
  return <PlaceholderScreen order={2} title={<Trans>Manage Premium Subscription</Trans>} />;
}

import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** The account settings sections, by their child path under /account-settings. */
export const accountSettingsSections: { path: string; label: ReactNode }[] = [
  { path: 'personal-details', label: <Trans>Personal Details</Trans> },
  { path: 'two-factor-authentication', label: <Trans>Authentication Settings</Trans> },
  { path: 'change-password', label: <Trans>Change Password</Trans> },
  { path: 'email-preferences', label: <Trans>Email Preferences</Trans> },
  { path: 'subscriptions', label: <Trans>Manage Premium Subscription</Trans> },
];

import './catalog.ts';
import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

// The sections the accounts issue built live in their own folders; subscriptions arrive with the
// memberships issue.

export function ManageSubscriptionsSection() {
  return <PlaceholderScreen order={2} title={<Trans>Manage Premium Subscription</Trans>} />;
}

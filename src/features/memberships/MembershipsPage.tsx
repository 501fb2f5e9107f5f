import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

export function MembershipsPage() {
  return <PlaceholderScreen title={<Trans>Memberships</Trans>} />;
}

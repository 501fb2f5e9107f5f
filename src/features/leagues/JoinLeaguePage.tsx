import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

/** /league/join and /league/{id}/join. */
export function JoinLeaguePage() {
  return <PlaceholderScreen title={<Trans>Join League</Trans>} />;
}

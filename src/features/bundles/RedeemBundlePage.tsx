import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

/** /bundle/redeem and /bundle/{code}/redeem (the code arrives pre-filled from a link). */
export function RedeemBundlePage() {
  return <PlaceholderScreen title={<Trans>Redeem a bundle</Trans>} />;
}

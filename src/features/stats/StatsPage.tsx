import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '#src/components/PlaceholderScreen.tsx';

export function StatsPage() {
  return <PlaceholderScreen title={<Trans>Additional stats</Trans>} />;
}

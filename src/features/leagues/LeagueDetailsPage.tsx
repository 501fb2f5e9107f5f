import './catalog.ts';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { lazyScreen } from '#src/lib/chunk-load.ts';
import { LeaguesGate } from './LeaguesGate.tsx';

/** The league in a chunk of its own, as on /leagues (LeaguesHomePage.tsx): a guest only sees the gate. */
const LeagueDetails = lazyScreen(
  () => import('./LeagueDetails.tsx'),
  (module) => module.LeagueDetails,
);

/** /league/{id}/details: a member's view of a league. */
export function LeagueDetailsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <LeaguesGate title={t`League details`}>
      <LeagueDetails key={id} leagueId={id} />
    </LeaguesGate>
  );
}

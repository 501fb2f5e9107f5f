import './catalog.ts';
import { useLingui } from '@lingui/react/macro';
import { lazyScreen } from '#src/lib/chunk-load.ts';
import { LeaguesGate } from './LeaguesGate.tsx';

/**
 * What a signed-up player sees, in a chunk of its own: a new visitor (a guest) only sees the gate, and
 * /leagues' first view was 46 requests and 216 KB of script for it, 35 of them the home's forms, tables
 * and pagination (Lighthouse mobile LCP 2.7–3.1 s against 2.3 s on /memberships, issue #18).
 */
const LeaguesHome = lazyScreen(
  () => import('./LeaguesHome.tsx'),
  (module) => module.LeaguesHome,
);

/** /leagues: the gate, then the player's leagues. */
export function LeaguesHomePage() {
  const { t } = useLingui();
  return (
    <LeaguesGate title={t`Leagues`}>
      <LeaguesHome />
    </LeaguesGate>
  );
}

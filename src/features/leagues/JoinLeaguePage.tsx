import './catalog.ts';
import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { JoinLeagueInput } from '#machines/join-league.machine.ts';
import { lazyScreen } from '#src/lib/chunk-load.ts';
import { LeaguesGate, LeaguesLoader } from './LeaguesGate.tsx';

/**
 * The flow in a chunk of its own: an invitation's link is often a new visitor's first page, and a guest
 * only sees the gate (19 modules preloaded for it before, as on /leagues: LeaguesHomePage.tsx).
 */
const JoinFlow = lazyScreen(
  () => import('./JoinLeagueFlow.tsx'),
  (module) => module.JoinFlow,
);

/** /league/join (a code) and /league/{id}/join (a league's preview, its code when private). */
export function JoinLeaguePage() {
  const { t } = useLingui();
  const { id } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const input: JoinLeagueInput = { leagueId: id ?? null, code };
  return (
    <LeaguesGate title={t`Join League`}>
      <Stack gap="md">
        <Title order={1}>
          <Trans>Join League</Trans>
        </Title>
        {/* Its own boundary, inside the gate's: the title shows while the flow's chunk loads. */}
        <Suspense fallback={<LeaguesLoader />}>
          {/* Another league or code starts the flow again. */}
          <JoinFlow key={`${input.leagueId}:${code}`} input={input} />
        </Suspense>
      </Stack>
    </LeaguesGate>
  );
}

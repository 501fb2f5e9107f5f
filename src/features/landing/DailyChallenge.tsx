import { useState } from 'react';
import { Loader, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '#src/api/errors.ts';
import { useAuth, useSession } from '#src/lib/session/use-auth.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { ChallengeDays } from './ChallengeDays.tsx';
import { GuestCallToPlay } from './GuestCallToPlay.tsx';
import { useCompetitionNames, useDailyChallenge } from './use-daily-challenge.ts';

/**
 * The daily challenge for whoever is here: a player (guests included) picks; a visitor sees the same
 * match read-only, with a call to play as a guest.
 */
export function DailyChallenge() {
  const { t } = useLingui();
  const auth = useAuth();
  const { user } = useSession();
  const playerId = user?.userId ?? null;
  // The visitor asked to play as a guest. Held here: while the sign-up is on its way the session is
  // 'loading', and a failed one must come back to the captcha and the server's answer.
  const [joining, setJoining] = useState(false);
  // While the session settles (a visitor may be signed up as a guest on load) there is no one to ask for.
  const { challenge, retry, replace } = useDailyChallenge(playerId, auth.status !== 'loading');
  const hasMatch =
    challenge.status === 'ready' && !!(challenge.data.today.event ?? challenge.data.yesterday.event);
  const competitionName = useCompetitionNames(hasMatch);
  // A server that shows the challenge to players only answers a visitor 401: the call to play is enough.
  const playersOnly =
    playerId === null &&
    challenge.status === 'error' &&
    isApiError(challenge.error) &&
    challenge.error.code === 401;

  return (
    <Stack gap="md">
      {playerId === null && (joining || auth.status === 'signedOut') && (
        <GuestCallToPlay joining={joining} onJoin={() => setJoining(true)} />
      )}
      {challenge.status === 'loading' && <Loader aria-label={t`Loading`} />}
      {challenge.status === 'error' && !playersOnly && <ErrorNotice error={challenge.error} retry={retry} />}
      {challenge.status === 'ready' && (
        <ChallengeDays
          challenge={challenge.data}
          isPlayer={playerId !== null}
          competitionName={competitionName}
          onSaved={replace}
        />
      )}
    </Stack>
  );
}

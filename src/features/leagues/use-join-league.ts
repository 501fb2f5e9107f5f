import { useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import {
  joinLeagueMachine,
  joinRefusalCodes,
  type JoinInput,
  type JoinLeagueInput,
  type LoadPreviewInput,
} from '#machines/join-league.machine.ts';
import { asFlowFailure } from '#src/api/errors.ts';
import { getLeaguePreview } from '#src/api/leagues/get-league-preview.ts';
import { joinByCode } from '#src/api/leagues/join-by-code.ts';
import { joinLeague } from '#src/api/leagues/join-league.ts';
import { inspect } from '#src/lib/inspection.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';

/** A refusal the join flow tells apart becomes an Error named by its code; any other failure stays. */
const asJoinFailure = asFlowFailure(joinRefusalCodes);

export type JoinLeagueSnapshot = SnapshotFrom<typeof joinLeagueMachine>;

/** Runs the join league machine with the leagues API as its calls. */
export function useJoinLeague(input: JoinLeagueInput) {
  const { api } = useAppServices();
  const [logic] = useState(() =>
    joinLeagueMachine.provide({
      actors: {
        loadPreview: fromPromise(({ input: call }: { input: LoadPreviewInput }) =>
          getLeaguePreview(api, call.leagueId, call.code).catch(asJoinFailure),
        ),
        join: fromPromise(({ input: call }: { input: JoinInput }) =>
          (call.leagueId === null
            ? joinByCode(api, call.code)
            : joinLeague(api, call.leagueId, call.code)
          ).catch(asJoinFailure),
        ),
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect });
  const snapshot = useSelector(actor, (current) => current);
  return { actor, snapshot };
}

import { useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { SessionTokens } from '#core/contract/auth.ts';
import {
  redeemBundleMachine,
  redeemRefusalCodes,
  type RedeemBundleInput,
} from '#machines/redeem-bundle.machine.ts';
import { redeemBundle } from '#src/api/bundles/redeem-bundle.ts';
import { asFlowFailure } from '#src/api/errors.ts';
import { inspect } from '#src/lib/inspection.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useAuth } from '#src/lib/session/use-auth.ts';

/** A refusal the redeem flow tells apart becomes an Error named by its code; any other failure stays. */
const asRedeemFailure = asFlowFailure(redeemRefusalCodes);

export type RedeemBundleSnapshot = SnapshotFrom<typeof redeemBundleMachine>;

/** Runs the redeem bundle machine with the bundles API as its call and the session as its effect. */
export function useRedeemBundle(input: RedeemBundleInput) {
  const { api } = useAppServices();
  const auth = useAuth();
  const [logic] = useState(() =>
    redeemBundleMachine.provide({
      actors: {
        redeem: fromPromise(({ input: call }: { input: { code: string } }) =>
          redeemBundle(api, call.code).catch(asRedeemFailure),
        ),
      },
      actions: {
        replaceSession: (_, tokens: SessionTokens) => auth.send({ type: 'TOKENS_REPLACED', tokens }),
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect });
  const snapshot = useSelector(actor, (current) => current);
  return { actor, snapshot };
}

import { useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { SessionTokens } from '#core/contract/auth.ts';
import { checkoutMachine, checkoutRefusalCodes, type CheckoutInput } from '#machines/checkout.machine.ts';
import { getCheckoutResult, startCheckout } from '#src/api/memberships/memberships.ts';
import { asFlowFailure } from '#src/api/errors.ts';
import { inspect } from '#src/lib/inspection.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useAuth } from '#src/lib/session/use-auth.ts';

/** A refusal the checkout flow tells apart becomes an Error named by its code; any other failure stays. */
const asCheckoutFailure = asFlowFailure(checkoutRefusalCodes);

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Runs the checkout machine with the memberships API as its calls, the browser and the session as effects. */
export function useCheckout(input: CheckoutInput) {
  const { api } = useAppServices();
  const auth = useAuth();
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: {
        start: fromPromise(() => startCheckout(api).catch(asCheckoutFailure)),
        result: fromPromise(({ input: call }: { input: { checkoutId: string } }) =>
          getCheckoutResult(api, call.checkoutId).catch(asCheckoutFailure),
        ),
      },
      actions: {
        // The provider's page (the local one is on our origin): a full page load, as a provider expects.
        goToCheckout: (_, url: string) => window.location.assign(url),
        replaceSession: (_, tokens: SessionTokens) => auth.send({ type: 'TOKENS_REPLACED', tokens }),
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect });
  const snapshot = useSelector(actor, (current) => current);
  return { actor, snapshot };
}

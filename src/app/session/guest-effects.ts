import { fromPromise } from 'xstate';
import { guestStatusMachine } from '#machines/guest-status.machine.ts';
import { linkAccountMachine } from '#machines/link-account.machine.ts';
import { conversionInProgress } from '#src/api/account/conversion-in-progress.ts';
import { convertAccount } from '#src/api/account/convert-account.ts';
import { myUserStatus } from '#src/api/account/my-user-status.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';
import { email, required } from '#src/lib/validation/basic.ts';
import { notifyError } from './notify-error.ts';

/** The guest status machine asking the server for the guest's status. */
export function provideGuestStatus(api: Pick<RequestLayer, 'request'>) {
  return guestStatusMachine.provide({
    actors: {
      fetchGuestStatus: fromPromise(async () => (await myUserStatus(api)).status),
    },
    actions: {
      logCheckFailure: (_, { error }) => console.error('cannot get user status', error),
    },
  });
}

/** The link dialog's address rules (docs/product.md §5: required and a valid e-mail), as the form shows them. */
function isEmailAccepted(value: string): boolean {
  return required(value) === null && email(value) === null;
}

export interface LinkEffectsDependencies {
  api: Pick<RequestLayer, 'request'>;
  /** The guest's login id (their user id). */
  loginId(): string | null;
}

/** The link account dialog's machine with its two calls. */
export function provideLinkAccount({ api, loginId }: LinkEffectsDependencies) {
  return linkAccountMachine.provide({
    actors: {
      conversionInProgress: fromPromise(async () => (await conversionInProgress(api)).email),
      convertAccount: fromPromise(async ({ input }: { input: { email: string } }) => {
        const id = loginId();
        if (!id) throw new Error('Only a signed-in guest can link an e-mail address.');
        await convertAccount(api, { loginId: id, email: input.email });
        return undefined;
      }),
    },
    actions: {
      notifyConversionFailed: (_, { error }) => notifyError(error),
    },
    guards: {
      isEmailAccepted: (_, value) => isEmailAccepted(value),
    },
  });
}

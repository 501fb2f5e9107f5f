import { useCallback, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { MessageDescriptor } from '@lingui/core';
import type { AuthMachineEvent } from '#machines/auth.machine.ts';
import { authStatus, isGuestSignUpRefused, isSignInBusy, type AuthStatus } from '#machines/auth.views.ts';
import type { GuestStatus } from '#machines/guest-status.machine.ts';
import type { SignInStatus } from '#core/contract/auth.ts';
import type { UserContext } from '#src/lib/user-context.ts';
import { authMessage } from './auth-messages.ts';
import { useSessionActors } from './session-context.ts';
import { sessionFor, type Session } from './session.ts';

/**
 * What screens send to the session: the auth machine's events but its internal VIRTUAL_LOGOUT, plus the
 * guest-status check (which the session routes to that machine).
 */
type AuthEvent = Exclude<AuthMachineEvent, { type: 'VIRTUAL_LOGOUT' }> | { type: 'CHECK_EMAIL_VALIDATED' };

export interface AuthView {
  status: AuthStatus;
  user: UserContext | null;
  guestStatus: GuestStatus | null;
  /** The e-mail validation check is on its way ('Checking validation'). */
  refreshingGuestStatus: boolean;
  /** The last check found no validation ('Email not yet validated', for 2.5 s). */
  incorrectGuestStatus: boolean;
  signIn: {
    status: SignInStatus | null;
    message: MessageDescriptor | string | null;
    busy: boolean;
    /** ConfigureTFA: the token that allows only setting two-factor up. */
    setupToken: string | null;
  };
  send(event: AuthEvent): void;
}

/** Who is playing and how their sign-in goes; `send` drives the auth and guest status machines. */
export function useAuth(): AuthView {
  const system = useSessionActors();
  const status = useSelector(system.auth, authStatus);
  const user = useSelector(system.auth, (snapshot) => snapshot.context.user);
  const signIn = useSelector(system.auth, (snapshot) => snapshot.context.signIn);
  const busy = useSelector(system.auth, isSignInBusy);
  const guestStatus = useSelector(system.guestStatus, (snapshot) => snapshot.context.status);
  const refreshingGuestStatus = useSelector(system.guestStatus, (snapshot) =>
    snapshot.matches({ known: 'checking' }),
  );
  const incorrectGuestStatus = useSelector(system.guestStatus, (snapshot) =>
    snapshot.matches({ known: 'incorrect' }),
  );
  const send = useCallback(
    (event: AuthEvent) => {
      if (event.type === 'CHECK_EMAIL_VALIDATED') system.guestStatus.send(event);
      else system.auth.send(event);
    },
    [system],
  );
  return useMemo(
    () => ({
      status,
      user,
      guestStatus: status === 'anonymous' ? guestStatus : null,
      refreshingGuestStatus,
      incorrectGuestStatus,
      signIn: {
        status: signIn.status,
        message: authMessage(signIn.message),
        busy,
        setupToken: signIn.setupToken,
      },
      send,
    }),
    [status, user, guestStatus, refreshingGuestStatus, incorrectGuestStatus, signIn, busy, send],
  );
}

/** The role flags of the live session (no user while signed out, loading or mid sign-in). */
export function useSession(): Session {
  const { status, user } = useAuth();
  const live = status === 'signedIn' || status === 'anonymous' ? user : null;
  return useMemo(() => sessionFor(live), [live]);
}

/** The guest sign-up on load was refused: the visitor browses signed out (the shell says so once). */
export function useGuestSignUpRefused(): boolean {
  const system = useSessionActors();
  return useSelector(system.auth, isGuestSignUpRefused);
}

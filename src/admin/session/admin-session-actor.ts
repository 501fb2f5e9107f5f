import { createActor, fromPromise } from 'xstate';
import type { WhoAmIDto } from '#core/contract/account.ts';
import type { SessionTokens } from '#core/contract/auth.ts';
import { adminSessionMachine } from '#machines/admin-session.machine.ts';
import { whoAmI } from '#src/api/account/who-am-i.ts';
import { basicSignIn } from '#src/api/auth/basic-sign-in.ts';
import { signOut } from '#src/api/auth/sign-out.ts';
import { tfaSignIn } from '#src/api/auth/tfa-sign-in.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';
import type { SessionCookies } from '#src/app/session/session-cookies.ts';

/** The admin session machine wired to the auth API and the session cookies both apps share. */
export function createAdminSessionActor(api: RequestLayer, cookies: SessionCookies) {
  return createActor(
    adminSessionMachine.provide({
      actors: {
        restore: fromPromise<WhoAmIDto | null, undefined>(async () =>
          cookies.bearerToken() || cookies.refreshToken() ? whoAmI(api) : null,
        ),
        signIn: fromPromise(({ input }: { input: { email: string; password: string } }) =>
          basicSignIn(api, input),
        ),
        verifyCode: fromPromise(({ input }) => tfaSignIn(api, { code: input.code, ...input.challenge })),
        whoAmI: fromPromise<WhoAmIDto, undefined>(() => whoAmI(api)),
        signOut: fromPromise<null, undefined>(async () => {
          await signOut(api);
          return null;
        }),
      },
      actions: {
        storeSession: (_, tokens: SessionTokens) => cookies.storeSession(tokens),
        clearSession: () => cookies.clear(),
      },
    }),
  );
}

export type AdminSessionActor = ReturnType<typeof createAdminSessionActor>;

// The links e-mails carry. Each opens a page of the SPA, which calls the API with the parameters; the
// paths are the SPA's routes (see the shared brief), built from PUBLIC_URL.
import { unsubscribeToken } from './unsubscribe-token.ts';

/** `publicUrl` + `path` + the query, each value encoded. `publicUrl` has no trailing slash. */
function appLink(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${publicUrl}${path}${search ? `?${search}` : ''}`;
}

export function confirmEmailLink(publicUrl: string, userId: string, token: string): string {
  return appLink(publicUrl, '/auth/confirm-email', { userId, token });
}

/** The guest-conversion link: `loginId` is the guest's user id. */
export function validateEmailLink(publicUrl: string, loginId: string, token: string): string {
  return appLink(publicUrl, '/auth/validate-email', { loginId, token });
}

export function resetPasswordLink(publicUrl: string, userId: string, token: string): string {
  return appLink(publicUrl, '/auth/reset-password', { userId, token });
}

export function signInLink(publicUrl: string): string {
  return appLink(publicUrl, '/auth/');
}

export function helpLink(publicUrl: string): string {
  return appLink(publicUrl, '/faqs');
}

/** The one-click unsubscribe link; its page calls PUT api/account/v1/{userId}/emailPreferences/autoUnsubscribeAll. */
export function unsubscribeLink(publicUrl: string, secret: string, userId: string): string {
  return appLink(publicUrl, '/email-preferences/unsubscribe', {
    userId,
    token: unsubscribeToken(secret, userId),
  });
}

/**
 * The RFC 8058 one-click URL of the List-Unsubscribe header: the API itself, which a mail client POSTs to
 * (server/modules/account/one-click-unsubscribe-routes.ts); a GET is sent on to {@link unsubscribeLink}.
 */
export function oneClickUnsubscribeLink(publicUrl: string, secret: string, userId: string): string {
  return appLink(
    publicUrl,
    `/api/account/v1/${encodeURIComponent(userId)}/emailPreferences/oneClickUnsubscribe`,
    {
      token: unsubscribeToken(secret, userId),
    },
  );
}

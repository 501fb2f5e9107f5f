import type { RequestLayer } from '#src/api/request-layer.ts';

/**
 * PUT {userId}/emailPreferences/autoUnsubscribeAll?token=…: the one-click link of every e-mail.
 * Needs no session; the token proves the link came from us. Empty body, 204.
 */
export async function autoUnsubscribeAll(
  api: Pick<RequestLayer, 'request'>,
  userId: string,
  token: string,
): Promise<void> {
  await api.request<unknown>('account', `${encodeURIComponent(userId)}/emailPreferences/autoUnsubscribeAll`, {
    method: 'PUT',
    query: { token },
    refreshOnUnauthorized: false,
  });
}

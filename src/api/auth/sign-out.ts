import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST signout: the server ends this session (its refresh tokens, and so its bearer token). */
export async function signOut(api: Pick<RequestLayer, 'request'>): Promise<void> {
  // Signing out never refreshes first: a session the server no longer knows is already over.
  await api.request<null>('auth', 'signout', { method: 'POST', body: {}, refreshOnUnauthorized: false });
}

import { leaguePath, leaguesService, type ApiClient } from './service.ts';

/** DELETE Leagues/{leagueId}/Members/{userId}: the owner removes a member. */
export async function removeLeagueMember(api: ApiClient, leagueId: string, userId: string): Promise<void> {
  await api.request<unknown>(leaguesService, leaguePath(leagueId, `/Members/${encodeURIComponent(userId)}`), {
    method: 'DELETE',
  });
}

import { leaguePath, leaguesService, type ApiClient } from './service.ts';

/** DELETE Leagues/{leagueId}/Membership: a member leaves (the owner deletes the league instead). */
export async function leaveLeague(api: ApiClient, leagueId: string): Promise<void> {
  await api.request<unknown>(leaguesService, leaguePath(leagueId, '/Membership'), { method: 'DELETE' });
}

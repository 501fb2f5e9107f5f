import { leaguePath, leaguesService, type ApiClient } from './service.ts';

/** DELETE Leagues/{leagueId}: the owner deletes the league. */
export async function deleteLeague(api: ApiClient, leagueId: string): Promise<void> {
  await api.request<unknown>(leaguesService, leaguePath(leagueId), { method: 'DELETE' });
}

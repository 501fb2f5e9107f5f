import { useState } from 'react';
import type { DailyChallengeDto } from '#core/contract/daily-challenge.ts';
import { getDailyChallenge } from '#src/api/daily-challenge/get-daily-challenge.ts';
import { getAllSportsAndCompetitions } from '#src/api/static-lookups/get-all-sports-and-competitions.ts';
import { useApiData, type ApiData } from '#src/hooks/use-api-data.ts';

export interface DailyChallengeData {
  challenge: ApiData<DailyChallengeDto>;
  retry(): void;
  /** A save answers the whole challenge as it now stands: it replaces what was loaded. */
  replace(challenge: DailyChallengeDto): void;
}

/**
 * The daily challenge as the current player sees it, loaded once `enabled` (the session has settled)
 * and again whenever the player changes (a visitor who starts playing as a guest gets their own pick
 * and streak).
 */
export function useDailyChallenge(playerId: string | null, enabled: boolean): DailyChallengeData {
  const key = `daily-challenge:${playerId ?? 'visitor'}`;
  const [loaded, reload] = useApiData(
    key,
    (api) => getDailyChallenge(api, { refreshOnUnauthorized: playerId !== null }),
    enabled,
  );
  const [saved, setSaved] = useState<{ key: string; challenge: DailyChallengeDto } | null>(null);
  const challenge: ApiData<DailyChallengeDto> =
    loaded.status === 'ready' && saved?.key === key ? { status: 'ready', data: saved.challenge } : loaded;
  return {
    challenge,
    retry: () => {
      setSaved(null);
      reload();
    },
    replace: (next) => setSaved({ key, challenge: next }),
  };
}

/**
 * The competitions' display names (EventDto carries only the key): null while they load, the key itself
 * if they cannot be had, since the match is still worth showing.
 */
export function useCompetitionNames(enabled: boolean): (key: string) => string | null {
  const [lookup] = useApiData('all-sports-and-competitions', getAllSportsAndCompetitions, enabled);
  return (key) => {
    if (lookup.status === 'loading') return null;
    if (lookup.status === 'error') return key;
    for (const group of lookup.data) {
      const competition = group.competitions.find((candidate) => candidate.key === key);
      if (competition) return competition.displayName;
    }
    return key;
  };
}

import { useCallback, useState } from 'react';
import type { MyCreditsDto, MyWeekDto, WeekSummaryDto } from '#core/contract/play.ts';
import { getMyCredits } from '#src/api/credits/get-my-credits.ts';
import { getMyWeek } from '#src/api/predictions/get-my-week.ts';
import { useApiData, type ApiData } from '#src/hooks/use-api-data.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';

export interface PlayWeek {
  /** The signed-in player's week; loading until it first arrives, then kept up to date in place. */
  week: ApiData<MyWeekDto>;
  credits: ApiData<MyCreditsDto>;
  retry(): void;
  /** A save answered the week as the server now holds it. */
  setWeek(week: MyWeekDto): void;
  /** A credit action answered the new summary. */
  setSummary(summary: WeekSummaryDto): void;
  /** Asks the server again (after a multiplier changed a pick) without hiding what is shown. */
  refresh(): Promise<void>;
}

/** Which credits a view shows: all the player's, or those usable in one competition (and unscoped ones). */
export interface CreditsScope {
  competition?: string;
}

/**
 * The player's week (MyWeek) and, when the view shows them, their credits (myCredits).
 * Loaded once; later changes (a save, a credit redeemed) replace the data in place, so the view never
 * drops back to a loader while the player plays.
 */
export function usePlayWeek(enabled: boolean, creditsScope: CreditsScope | null): PlayWeek {
  const { api } = useAppServices();
  const [loadedWeek, retryWeek] = useApiData('my-week', (client) => getMyWeek(client), enabled);
  const competition = creditsScope?.competition;
  const creditsKey = `my-credits:${competition ?? ''}`;
  const [loadedCredits, retryCredits] = useApiData(
    creditsKey,
    (client) => getMyCredits(client, competition),
    enabled && creditsScope !== null,
  );
  const [latestWeek, setLatestWeek] = useState<MyWeekDto | null>(null);
  const [latestCredits, setLatestCredits] = useState<{ key: string; data: MyCreditsDto } | null>(null);

  const week: ApiData<MyWeekDto> = latestWeek !== null ? { status: 'ready', data: latestWeek } : loadedWeek;
  const credits: ApiData<MyCreditsDto> =
    latestCredits?.key === creditsKey ? { status: 'ready', data: latestCredits.data } : loadedCredits;
  const shownWeek = week.status === 'ready' ? week.data : null;

  const setSummary = useCallback(
    (summary: WeekSummaryDto) => {
      if (shownWeek) setLatestWeek({ ...shownWeek, summary });
    },
    [shownWeek],
  );

  const withCredits = creditsScope !== null;
  const refresh = useCallback(async () => {
    const [nextWeek, nextCredits] = await Promise.all([
      getMyWeek(api),
      withCredits ? getMyCredits(api, competition) : null,
    ]);
    setLatestWeek(nextWeek);
    if (nextCredits) setLatestCredits({ key: creditsKey, data: nextCredits });
  }, [api, competition, creditsKey, withCredits]);

  return {
    week,
    credits,
    retry: () => {
      if (loadedWeek.status === 'error') retryWeek();
      if (loadedCredits.status === 'error') retryCredits();
    },
    setWeek: setLatestWeek,
    setSummary,
    refresh,
  };
}

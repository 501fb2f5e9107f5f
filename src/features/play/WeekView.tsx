import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditActionDto, SeasonDto } from '#core/contract/play.ts';
import type { EventDto } from '#core/contract/predictions.ts';
import type { CompetitionDto, SportGroupDto } from '#core/contract/static-lookups.ts';
import { getEvents, type EventsQuery } from '#src/api/predictions/get-events.ts';
import { useApiData, type ApiData } from '#src/hooks/use-api-data.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAuth, useSession } from '#src/lib/session/use-auth.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { statusColour } from '#src/styles/status-colour.ts';
import { CreditsPanel } from './CreditsPanel.tsx';
import { DayTabs } from './DayTabs.tsx';
import { EventFilters } from './EventFilters.tsx';
import type { SlipControls } from './EventCard.tsx';
import { EventList } from './EventList.tsx';
import { EventsSkeleton } from './EventsSkeleton.tsx';
import type { EventsSelection } from './find-selection.ts';
import { chosenDay, dayKeyOf, dayParam, eventsOnDay, gameweekDays, wholeWeek } from './play-days.ts';
import { lockedEventIdsOf, pickOn, slipWeekOf } from './play-model.ts';
import { SlipBar } from './SlipBar.tsx';
import { useCreditActions } from './use-credit-actions.ts';
import { useOutrightPicks } from './use-outright-picks.ts';
import { usePickSlip } from './use-pick-slip.ts';
import { usePlayWeek } from './use-play-week.ts';
import { useSlipDraft } from './use-slip-draft.ts';
import { WeekSummary } from './WeekSummary.tsx';
import { WelcomeCard } from './WelcomeCard.tsx';

interface WeekViewProps {
  selection: EventsSelection;
  competitions: ReadonlyMap<string, CompetitionDto>;
  /** The competition's seasons (competition views only); an outright competition plays its current one. */
  seasons: ApiData<SeasonDto[]> | null;
  /** The sports list, for the sport and competition filters. */
  groups: readonly SportGroupDto[];
}

/** A competition whose only market is the tournament winner is played per season, not per week. */
function playsBySeason(competition: CompetitionDto | null): boolean {
  return competition !== null && competition.marketTypes.every((market) => market === 'outrights');
}

function eventsQuery(selection: EventsSelection, season: SeasonDto | null): EventsQuery {
  if (selection.competition) {
    return { competition: selection.competition.key, ...(season ? { season: season.id } : {}) };
  }
  return selection.sport ? { sport: selection.sport.id } : {};
}

const noEventsOnDay = msg`No events on this day`;

/**
 * /play, /play/:sport and /play/:sport/:competition: the week's events (filtered by the URL's path, and
 * by its ?day=, docs/play-screen.md) and the slip; the home view adds the week's summary, and the home and
 * competition views the credits. Outright competitions show their current season's runners instead,
 * picked one at a time, without days.
 */
export function WeekView({ selection, competitions, seasons, groups }: WeekViewProps) {
  const { t } = useLingui();
  const { status } = useAuth();
  const session = useSession();
  const player = session.user?.userId ?? null;
  const home = selection.sport === null;
  const bySeason = playsBySeason(selection.competition);
  const season =
    bySeason && seasons?.status === 'ready'
      ? (seasons.data.find((candidate) => !candidate.archived) ?? null)
      : null;
  const seasonKnown = !bySeason || seasons?.status === 'ready';

  const query = eventsQuery(selection, season);
  // myPick depends on who asks: another player (or none) is another answer.
  const [events, retryEvents] = useApiData(
    `events:${JSON.stringify(query)}:${player ?? ''}`,
    (api) => getEvents(api, query),
    status !== 'loading' && seasonKnown && !(bySeason && season === null),
  );
  const eventList = events.status === 'ready' ? events.data.events : null;
  const eventsById = useMemo(
    () => new Map<string, EventDto>((eventList ?? []).map((event) => [event.id, event])),
    [eventList],
  );

  // The day shown: the URL's, else the view's default (play-days.ts). Outright seasons have no days.
  const [search] = useSearchParams();
  // Today as the view opened (a day tab left open past midnight keeps its names until the next visit).
  const [today] = useState(() => dayKeyOf(Date.now()));
  const days = useMemo(
    () =>
      events.status === 'ready' && !bySeason ? gameweekDays(events.data.gameweek, events.data.events) : [],
    [events, bySeason],
  );
  const day = bySeason ? wholeWeek : chosenDay(search.get(dayParam), days, today);
  const shown = useMemo(() => (eventList ? eventsOnDay(eventList, day) : null), [eventList, day]);

  // Credits are offered on the home view and, for credits scoped to it, on a competition's view.
  const competitionKey = selection.competition?.key;
  const showCredits = player !== null && !bySeason && (home || competitionKey !== undefined);
  const playWeek = usePlayWeek(player !== null, showCredits ? { competition: competitionKey } : null);
  const week = playWeek.week.status === 'ready' ? playWeek.week.data : null;
  const savedPicks = useMemo(() => new Map((week?.picks ?? []).map((pick) => [pick.eventId, pick])), [week]);
  const slip = usePickSlip(playWeek.setWeek);
  const startSlip = useSlipDraft(slip.actor, player);

  // The slip starts from the server's week once both it and the events' locks are known, with the
  // player's unsaved choices from before a reload played back on it.
  useEffect(() => {
    if (!week || !eventList || !slip.actor.getSnapshot().matches('idle')) return;
    startSlip(slipWeekOf(week, lockedEventIdsOf(eventList)));
  }, [week, eventList, slip.actor, startSlip]);

  const credits = useCreditActions((action: CreditActionDto) => {
    playWeek.setSummary(action.week);
    slip.actor.send({ type: 'LIMIT_CHANGED', limit: action.week.maxPredictions });
    // The picks (a multiplier) and the credits held changed too; what is shown stays meanwhile.
    playWeek.refresh().catch(() => undefined);
  });
  const outrights = useOutrightPicks();

  // Stable while only the selections change: the cards get their own selection (EventList), so a choice
  // re-renders the card it touches, not the whole week.
  const slipOpen = !slip.idle && !slip.saving;
  const slipControls = useMemo<SlipControls | undefined>(() => {
    if (player === null) return undefined;
    return {
      open: slipOpen,
      choose: (selection) => slip.actor.send({ type: 'SELECT', selection }),
    };
  }, [player, slipOpen, slip.actor]);
  // Every card's buttons follow the slip's opening and closing (the week loaded, a save on its way): that
  // re-renders the whole day, so it is drawn as a transition in slices, not in one long task on a phone.
  // The machine ignores choices while it is not open, so a card enabled a moment late loses nothing.
  const cardControls = useDeferredValue(slipControls);
  // The deferred controls lag the slip's first opening by one render (see slipStarting below).
  const [cardsSawSlipOpen, setCardsSawSlipOpen] = useState(false);
  if (!cardsSawSlipOpen && cardControls?.open) setCardsSawSlipOpen(true);

  if (status === 'loading') return <Loader aria-label={t`Loading`} />;
  const weekFailed = playWeek.week.status === 'error' ? playWeek.week.error : null;
  // A player's cards wait (as the skeleton) until the slip has started from the week and the deferred
  // controls have seen it open: drawn before, every outcome button would be drawn disabled and enabled a
  // moment later, a second commit over every card of the day (~90 buttons), the longest task of the page
  // on a phone (issue #18).
  const slipStarting =
    player !== null && !bySeason && weekFailed === null && (slip.idle || !cardsSawSlipOpen);
  return (
    <Stack gap="md">
      {player === null && (
        <Alert color={statusColour.info} variant="light">
          <Anchor component={Link} to={namedRoutes.signUp()}>
            <Trans>Sign up to play</Trans>
          </Anchor>
        </Alert>
      )}
      {weekFailed !== null && <ErrorNotice error={weekFailed} retry={playWeek.retry} />}
      {home && <WelcomeCard />}
      {home && player !== null && weekFailed === null && <WeekSummary week={week} />}
      {showCredits && (
        <CreditsPanel
          credits={playWeek.credits}
          actions={credits}
          competition={competitionKey}
          retry={playWeek.retry}
        />
      )}
      {player !== null && !bySeason && <SlipBar slip={slip} events={eventsById} savedPicks={savedPicks} />}
      {!bySeason && <EventFilters selection={selection} groups={groups} />}
      {events.status === 'error' && <ErrorNotice error={events.error} retry={retryEvents} />}
      {seasons?.status === 'error' && <ErrorNotice error={seasons.error} />}
      {bySeason && seasons?.status === 'ready' && season === null ? (
        <EventList events={[]} competitions={competitions} showCompetition={false} pickOf={() => null} />
      ) : shown && !slipStarting ? (
        <>
          {!bySeason && <DayTabs days={days} chosen={day} today={today} />}
          <EventList
            key={day}
            events={shown}
            empty={day === wholeWeek ? undefined : noEventsOnDay}
            competitions={competitions}
            showCompetition={selection.competition === null}
            pickOf={(event) => pickOn(event, week)}
            slip={cardControls}
            selections={slip.context.selections}
            credits={player !== null ? credits : undefined}
            outrights={player !== null ? outrights : undefined}
          />
        </>
      ) : (
        events.status !== 'error' && <EventsSkeleton />
      )}
    </Stack>
  );
}

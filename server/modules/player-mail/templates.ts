// The texts of the e-mails players opted into: plain and short, in the one layout of every Longshot
// e-mail (server/providers/mail/templates/layout.ts), each from the facts frozen when it was queued.
import type { PlayerMailKind } from '#server/db/schema.ts';
import { renderEmail, type RenderedEmail } from '#server/providers/mail/templates/layout.ts';

export interface PlayerMailInput {
  kind: PlayerMailKind;
  displayName: string | null;
  payload: Record<string, unknown>;
  publicUrl: string;
  unsubscribeUrl: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));

interface LeaguePosition {
  league: string;
  rank: number | null;
  members: number;
}

function ordinalRank(rank: unknown): string {
  return typeof rank === 'number' ? `#${rank}` : 'unranked';
}

export function renderPlayerMail(input: PlayerMailInput): RenderedEmail {
  const { payload, publicUrl } = input;
  const base = { displayName: input.displayName, unsubscribeUrl: input.unsubscribeUrl, outro: [] };
  switch (input.kind) {
    case 'weekly-reminder':
      return renderEmail({
        ...base,
        subject: `Gameweek ${text(payload.gameweek)}: make your predictions`,
        intro: [
          `You have made ${text(payload.picks)} of your ${text(payload.allowance)} predictions for gameweek ${text(payload.gameweek)}.`,
          `The first match starts at ${text(payload.firstLock)
            .replace('T', ' ')
            .replace(/:\d\d\.\d+Z$/, ' UTC')}: predictions on it lock then.`,
        ],
        action: { label: 'Make your predictions', url: `${publicUrl}/play` },
      });
    case 'results': {
      const leagues = Array.isArray(payload.leagues) ? (payload.leagues as LeaguePosition[]) : [];
      return renderEmail({
        ...base,
        subject: `Gameweek ${text(payload.gameweek)}: your results`,
        intro: [
          `Gameweek ${text(payload.gameweek)} is settled. You scored ${text(payload.points)} points` +
            (typeof payload.rank === 'number'
              ? ` and finished ${ordinalRank(payload.rank)} of ${text(payload.players)} players this week.`
              : ' this week.'),
          ...leagues.map((league) => `${league.league}: ${ordinalRank(league.rank)} of ${league.members}.`),
        ],
        action: { label: 'See the leaderboards', url: `${publicUrl}/leaderboards` },
      });
    }
    case 'league-activity':
      return payload.event === 'removed'
        ? renderEmail({
            ...base,
            subject: `You were removed from ${text(payload.league)}`,
            intro: [`The owner of the league ${text(payload.league)} removed you from it.`],
            action: { label: 'Find another league', url: `${publicUrl}/leagues` },
          })
        : renderEmail({
            ...base,
            subject: `${text(payload.member)} joined ${text(payload.league)}`,
            intro: [`${text(payload.member)} joined your league ${text(payload.league)}.`],
            action: { label: 'Open your leagues', url: `${publicUrl}/leagues` },
          });
    case 'news-and-offers':
      return renderEmail({
        ...base,
        subject: text(payload.subject),
        intro: text(payload.body)
          .split(/\n\s*\n/)
          .map((part) => part.trim())
          .filter((part) => part !== ''),
        action: { label: 'Open Longshot', url: `${publicUrl}/` },
      });
  }
}

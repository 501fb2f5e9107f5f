// The shared standings table with the benchmark bots (docs/game-rules.md §8.1): a bot's row is labelled
// with its name and a "Bot" badge, muted, never "You", and never opens (it has no picks of a person).
import '#src/features/leagues/catalog.ts';
import { describe, expect, it } from 'vitest';
import type { StandingRowDto } from '#core/contract/leaderboards.ts';
import { BOTS } from '#core/game/bots.ts';
import { StandingsTable } from '#src/components/standings/StandingsTable.tsx';
import { render, screen, userEvent, within } from '../../test-utils/render.tsx';

const person = (rank: number, userId: string, displayName: string, boosted: number): StandingRowDto => ({
  rank,
  userId,
  displayName,
  boosted,
  total: boosted,
  correct: 1,
  bot: null,
});

const rows: StandingRowDto[] = [
  {
    rank: 1,
    userId: BOTS[0]?.userId ?? '',
    displayName: 'The Favourite',
    boosted: 90,
    total: 90,
    correct: 4,
    bot: 'favourite',
  },
  person(1, 'u-olive', 'Olive Owner', 70),
  {
    rank: 1,
    userId: BOTS[1]?.userId ?? '',
    displayName: 'The Crowd',
    boosted: 70,
    total: 70,
    correct: 1,
    bot: 'crowd',
  },
  person(2, 'u-ada', 'Ada Lovelace', 12),
];

describe('StandingsTable with the bots', () => {
  it('labels and mutes a bot row, and opens only the people', async () => {
    const user = userEvent.setup();
    render(
      <StandingsTable
        rows={rows}
        myUserId="u-ada"
        label="Standings"
        details={(row) => <p>Picks of {row.displayName}</p>}
      />,
    );
    const table = screen.getByRole('table', { name: 'Standings' });
    const lines = within(table).getAllByRole('row').slice(1);
    expect(lines.map((line) => line.textContent)).toEqual([
      '1The FavouriteBot90904',
      '1Olive Owner70701',
      '1The CrowdBot70701',
      '2Ada LovelaceYou12121',
    ]);
    expect(lines[0]).toHaveAttribute('data-bot', 'favourite');
    expect(lines[1]).not.toHaveAttribute('data-bot');
    expect(lines[0]).not.toHaveAttribute('aria-current');
    expect(within(table).queryByRole('button', { name: 'Show The Favourite' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Show The Crowd' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Show Olive Owner' }));
    expect(within(table).getByText('Picks of Olive Owner')).toBeInTheDocument();
  });

  it('names a bot by its id, whatever name the server sent', () => {
    const favourite = { ...rows[0], displayName: 'Anything' } as StandingRowDto;
    render(<StandingsTable rows={[favourite]} myUserId={null} label="Board" />);
    expect(screen.getByRole('row', { name: /The Favourite/ })).toBeInTheDocument();
  });
});

import { expect, type Page } from '@playwright/test';
import { defineDrivers, type PathRun } from './driver.ts';
import { joinLeagueFlow } from './join-league.model.ts';
import { leagueOf, leagueOwnedByAnother, rememberLeague } from './leagues.ts';
import { answerOnce, failOnce } from './server-stubs.ts';
import { playerOpens } from './sign-in-app.ts';
import { expectPath } from './ui.ts';

const main = (page: Page) => page.getByRole('main');
const codeField = (page: Page) => main(page).getByLabel('League code');
const joinButton = (page: Page) => main(page).getByRole('button', { name: 'Join this league' });

/** The league's API path under leagues/v1 (server-stubs.ts names calls so). */
const apiLeague = (run: PathRun, rest: string) => `leagues/Leagues/${leagueOf(run.memory).id}${rest}`;

/** Another player's league, then its link (`before` runs once the league exists). */
async function openLink(run: PathRun, visibility: 0 | 1, before?: () => Promise<void>): Promise<void> {
  const league = await leagueOwnedByAnother(run.request, run.memory, visibility);
  rememberLeague(run.memory, league);
  await before?.();
  await playerOpens(run, `/league/${league.id}/join`);
}

async function typeCode(page: Page, code: string, button: 'Join' | 'Continue'): Promise<void> {
  await codeField(page).fill(code);
  await main(page).getByRole('button', { name: button, exact: true }).click();
}

export const joinLeagueDrivers = defineDrivers(joinLeagueFlow, {
  gestures: {
    OPEN_JOIN_BY_CODE: async (run) => {
      rememberLeague(run.memory, await leagueOwnedByAnother(run.request, run.memory, 1));
      await playerOpens(run, '/league/join');
    },
    OPEN_PUBLIC_LEAGUE_LINK: (run) => openLink(run, 0),
    OPEN_PRIVATE_LINK_WITHOUT_CODE: (run) => openLink(run, 1),
    OPEN_LINK_SERVER_DOWN: (run) =>
      openLink(run, 0, () => failOnce(run.page, apiLeague(run, '/Preview'), { method: 'GET' })),
    ENTER_WRONG_CODE: ({ page }) => typeCode(page, 'AAAAAAAA', 'Join'),
    ENTER_CODE: (run) => typeCode(run.page, leagueOf(run.memory).code, 'Join'),
    ENTER_LEAGUE_CODE: (run) => typeCode(run.page, leagueOf(run.memory).code, 'Continue'),
    JOIN: ({ page }) => joinButton(page).click(),
    JOIN_SERVER_DOWN: async (run) => {
      await failOnce(run.page, apiLeague(run, '/Join'), { method: 'POST' });
      await joinButton(run.page).click();
    },
    JOIN_AT_LIMIT: async (run) => {
      await answerOnce(
        run.page,
        apiLeague(run, '/Join'),
        409,
        {
          statusCode: 409,
          error: 'Conflict',
          code: 'leagueJoinLimit',
          params: { max: 10 },
          message: 'You can belong to up to 10 leagues.',
        },
        { method: 'POST' },
      );
      await joinButton(run.page).click();
    },
    RETRY: ({ page }) => main(page).getByRole('button', { name: 'Retry' }).click(),
  },
  states: {
    fresh: async () => {},
    codeForm: async ({ page }) => {
      await expectPath(page, '/league/join');
      await expect(codeField(page)).toBeVisible();
    },
    wrongCode: async ({ page }) => {
      await expect(main(page).getByRole('alert')).toContainText('No league has this code.');
      await expect(codeField(page)).toBeVisible();
    },
    askedForCode: async ({ page }) => {
      await expect(main(page).getByText('This league is private: enter its code to see it.')).toBeVisible();
    },
    preview: async (run) => {
      const league = leagueOf(run.memory);
      await expect(main(run.page).getByRole('heading', { level: 2, name: league.name })).toBeVisible();
      await expect(joinButton(run.page)).toBeVisible();
    },
    member: async (run) => {
      const league = leagueOf(run.memory);
      await expectPath(run.page, `/league/${league.id}/details`);
      await expect(main(run.page).getByRole('heading', { level: 1, name: league.name })).toBeVisible();
    },
    limitReached: async ({ page }) => {
      await expect(main(page).getByRole('alert')).toContainText('You can belong to up to 10 leagues.');
    },
    previewFailed: async ({ page }) => {
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    },
    joinFailed: async ({ page }) => {
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    },
  },
});

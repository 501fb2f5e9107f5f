import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe.ts';
import { signInThroughAuthApp } from './helpers/play.ts';
import { createPlayer } from './models/accounts.ts';
import { bearerOf } from './models/leagues.ts';
import { expectDrawerButtons } from './models/ui.ts';

// Bundles (docs/bundles.md) on the real product: the e2e server starts with the bundles E2E-CREDITS,
// E2E-PREMIUM and E2E-ONCE (limit 1; playwright.config.ts). A player opens a bundle's link, redeems its
// credits, is told a second redemption and an unknown code apart under the field, redeems premium days and
// is a premium player at once (the session replaced: no Upgrade in the drawer, after a reload too); a code
// of limit 1 is used up for the next player.

const pageLoad = { timeout: 30_000 };
const main = (page: Page) => page.getByRole('main');
const codeField = (page: Page) => main(page).getByLabel('Bundle code');

async function redeem(page: Page, code: string): Promise<void> {
  await codeField(page).fill(code);
  await main(page).getByRole('button', { name: 'Redeem', exact: true }).click();
}

test('a player redeems credits and premium days by code, each code once, and a used-up code is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const memory = { usedTotpSteps: new Set<number>() };
  const ann = await createPlayer(request, memory, { displayName: 'Ann Redeemer' });
  await signInThroughAuthApp(page, ann);
  await expectDrawerButtons(page, ['Upgrade', 'Logout']);

  // A link fills the code in; redeeming says what it gave.
  await page.goto('/bundle/e2e-credits/redeem');
  await expect(codeField(page)).toHaveValue('E2E-CREDITS', pageLoad);
  expect(await seriousViolations(page)).toEqual([]);
  await main(page).getByRole('button', { name: 'Redeem', exact: true }).click();
  const granted = main(page).getByRole('status', { name: /redeemed$/ });
  await expect(granted).toContainText('Bundle E2E-CREDITS redeemed');
  await expect(granted).toContainText('2 × Bonus points credit');
  await expect(granted).toContainText('1 × Multiplier credit');
  expect(await seriousViolations(page)).toEqual([]);

  // Once per player; an unknown code is told apart.
  await main(page).getByRole('button', { name: 'Redeem another code' }).click();
  await redeem(page, ' e2e-credits ');
  await expect(codeField(page)).toHaveAccessibleDescription('You have already redeemed this bundle code.');
  await redeem(page, 'NO-SUCH-CODE');
  await expect(codeField(page)).toHaveAccessibleDescription(
    'There is no bundle with this code. Check the code and try again.',
  );

  // Premium days: premium at once, and still after a reload (the new session is the one kept).
  await redeem(page, 'E2E-PREMIUM');
  await expect(main(page).getByRole('status', { name: /redeemed$/ })).toContainText('7 days of premium');
  await expect(main(page).getByRole('status', { name: /redeemed$/ })).toContainText(
    'You are a premium player until',
  );
  await expectDrawerButtons(page, ['Logout']);
  await page.reload();
  await expect(page.getByTestId('user-avatar')).toHaveAccessibleName('Ann Redeemer', pageLoad);
  await expectDrawerButtons(page, ['Logout']);

  // A code of limit 1: Ann takes it, Ben is told it is used up.
  await page.goto('/bundle/E2E-ONCE/redeem');
  await main(page).getByRole('button', { name: 'Redeem', exact: true }).click({ timeout: 30_000 });
  await expect(main(page).getByRole('status', { name: /redeemed$/ })).toContainText(
    '1 × Extra prediction credit',
  );
  const ben = await createPlayer(request, memory, { displayName: 'Ben Late' });
  const refused = await request.post('/api/bundles/v1/Redeem', {
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      authorization: `Bearer ${await bearerOf(request, ben)}`,
    },
    data: { code: 'e2e-once' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('bundleUsedUp');
});

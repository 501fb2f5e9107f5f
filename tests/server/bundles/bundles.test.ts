// Bundles (docs/bundles.md): redeeming a code for credits and premium days, every refusal, the limit under
// concurrent redemptions, expiry and the end of premium on the injected clock, and the administrators' API
// and CLI command. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '#core/contract/account.ts';
import type { BundleDto, CreateBundleRequest, RedeemBundleResultDto } from '#core/contract/bundles.ts';
import { bundles, credits, premiumEntitlements } from '#server/db/schema.ts';
import { bundleCommand } from '#server/modules/bundles/index.ts';
import { CommandError } from '#server/modules/settlement/index.ts';
import {
  call,
  createGuest,
  createPlayer,
  fakeClock,
  userRow,
  type FakeClock,
} from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const day = 24 * 60 * 60 * 1000;
const redeemUrl = '/api/bundles/v1/Redeem';
const adminUrl = '/api/bundles/v1/admin/Bundles';

describe('bundles', () => {
  let testApp: TestApp;
  let clock: FakeClock;
  let serial = 0;
  beforeAll(async () => {
    clock = fakeClock();
    testApp = await buildTestApp({ clock });
  });
  afterAll(() => testApp.close());

  const player = (role: RoleId = 'Player') => createPlayer(testApp.app, { role });
  const admin = () => player('Administrator');

  async function makeBundle(request: Partial<CreateBundleRequest> = {}): Promise<BundleDto> {
    serial += 1;
    const response = await call(testApp.app, 'POST', adminUrl, {
      token: (await admin()).tokens,
      body: { code: `TEST-${serial}-${Date.now() % 100000}`, bonusPoints: 1, ...request },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<BundleDto>();
  }

  const redeem = (token: { bearerToken: string }, code: string) =>
    call(testApp.app, 'POST', redeemUrl, { token: token.bearerToken, body: { code } });

  const creditsOf = (userId: string) =>
    testApp.app.db.select().from(credits).where(eq(credits.userId, userId));

  describe('redeeming', () => {
    it('grants the credits through the credits ledger, matching the code trimmed and in any case', async () => {
      const bundle = await makeBundle({ bonusPoints: 2, multipliers: 1, extraPredictions: 3 });
      const ann = await player();
      const response = await redeem(ann.tokens, `  ${bundle.code.toLowerCase()}  `);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<RedeemBundleResultDto>()).toEqual({
        code: bundle.code,
        granted: { bonusPoints: 2, multipliers: 1, extraPredictions: 3, premiumDays: 0 },
        premiumUntil: null,
        session: null,
      });
      const held = await creditsOf(ann.user.id);
      expect(held.map((row) => row.typeId).sort()).toEqual([1, 1, 2, 3, 3, 3]);
      expect(held.every((row) => row.source === 'bundle')).toBe(true);
      const [row] = await testApp.app.db.select().from(bundles).where(eq(bundles.id, bundle.id));
      expect(row?.redemptionCount).toBe(1);
    });

    it('makes a Player a PremiumPlayer with a new session, stacks days, and ends premium after them', async () => {
      const first = await makeBundle({ bonusPoints: 0, premiumDays: 7 });
      const second = await makeBundle({ bonusPoints: 0, premiumDays: 3 });
      const ann = await player();
      const start = clock.now().getTime();

      const upgraded = await redeem(ann.tokens, first.code);
      expect(upgraded.statusCode, upgraded.body).toBe(200);
      const result = upgraded.json<RedeemBundleResultDto>();
      expect(result.premiumUntil).toBe(new Date(start + 7 * day).toISOString());
      expect((await userRow(testApp.app, ann.user.id))?.role).toBe('PremiumPlayer');
      // The session is replaced, as UpgradeToPremium's: the old bearer is refused, the new one works.
      expect((await call(testApp.app, 'GET', 'WhoAmI', { token: ann.tokens })).statusCode).toBe(401);
      const whoAmI = await call(testApp.app, 'GET', 'WhoAmI', { token: result.session?.bearerToken });
      expect(whoAmI.json()).toMatchObject({ userRoleId: 'PremiumPlayer' });

      // Already premium: the days stack after those left, and the session stays.
      clock.advance(2 * day);
      const later = await testApp.app.sessions.issue(ann.user.id); // a bearer lasts 24 h
      const stacked = await redeem(later, second.code);
      expect(stacked.statusCode, stacked.body).toBe(200);
      expect(stacked.json<RedeemBundleResultDto>()).toMatchObject({
        premiumUntil: new Date(start + 10 * day).toISOString(),
        session: null,
      });

      // Still premium a moment before the end; a Player again once it has passed.
      clock.advance(8 * day - 1000);
      await testApp.app.jobs.runNow();
      expect((await userRow(testApp.app, ann.user.id))?.role).toBe('PremiumPlayer');
      clock.advance(1000);
      await testApp.app.jobs.runNow();
      expect((await userRow(testApp.app, ann.user.id))?.role).toBe('Player');
      expect(
        await testApp.app.db
          .select()
          .from(premiumEntitlements)
          .where(eq(premiumEntitlements.userId, ann.user.id)),
      ).toEqual([]);
    });

    it('refuses unknown, expired, used-up and already redeemed codes, guests and administrators', async () => {
      const ann = await player();
      const bob = await player();
      const refusal = async (token: { bearerToken: string }, code: string) => {
        const response = await redeem(token, code);
        return { status: response.statusCode, code: response.json<{ code: string }>().code };
      };
      expect(await refusal(ann.tokens, 'NO-SUCH-CODE')).toEqual({ status: 404, code: 'unknownBundle' });
      expect(await refusal(ann.tokens, 'x!')).toEqual({ status: 404, code: 'unknownBundle' });

      const once = await makeBundle({ maxRedemptions: 1 });
      expect((await redeem(ann.tokens, once.code)).statusCode).toBe(200);
      expect(await refusal(ann.tokens, once.code)).toEqual({ status: 409, code: 'bundleAlreadyRedeemed' });
      expect(await refusal(bob.tokens, once.code)).toEqual({ status: 409, code: 'bundleUsedUp' });

      const hour = 60 * 60 * 1000;
      const soon = await makeBundle({ expiresAt: new Date(clock.now().getTime() + hour).toISOString() });
      clock.advance(hour);
      expect(await refusal(bob.tokens, soon.code)).toEqual({ status: 409, code: 'bundleExpired' });

      const open = await makeBundle();
      const guest = await createGuest(testApp.app);
      expect(await refusal(guest.tokens, open.code)).toEqual({ status: 409, code: 'bundleNeedsAccount' });
      const administrator = await admin();
      expect(await refusal(administrator.tokens, open.code)).toEqual({
        status: 409,
        code: 'bundleNotForAdministrators',
      });
      expect((await call(testApp.app, 'POST', redeemUrl, { body: { code: open.code } })).statusCode).toBe(
        401,
      );
      expect(await creditsOf(bob.user.id)).toEqual([]);
      expect(await creditsOf(guest.user.id)).toEqual([]);
    });
  });

  describe('at once', () => {
    it('never passes the redemption limit, however many players redeem together', async () => {
      const bundle = await makeBundle({ maxRedemptions: 5 });
      const players = await Promise.all(Array.from({ length: 20 }, () => player()));
      const answers = await Promise.all(players.map((one) => redeem(one.tokens, bundle.code)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(answers.filter((answer) => answer.statusCode === 409).map((a) => a.json().code)).toEqual(
        Array.from({ length: 15 }, () => 'bundleUsedUp'),
      );
      const [row] = await testApp.app.db.select().from(bundles).where(eq(bundles.id, bundle.id));
      expect(row?.redemptionCount).toBe(5);
    });

    it('redeems once when one player sends the same code many times at once', async () => {
      const bundle = await makeBundle({ bonusPoints: 1, premiumDays: 1 });
      const ann = await player();
      const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(ann.tokens, bundle.code)));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
        new Set(['bundleAlreadyRedeemed']),
      );
      expect(await creditsOf(ann.user.id)).toHaveLength(1);
      const [row] = await testApp.app.db.select().from(bundles).where(eq(bundles.id, bundle.id));
      expect(row?.redemptionCount).toBe(1);
    });
  });

  describe('administration', () => {
    it('lets administrators make and list bundles, shadow administrators only list, players neither', async () => {
      const administrator = await admin();
      const shadow = await player('ShadowAdministrator');
      const ann = await player();
      const made = await call(testApp.app, 'POST', adminUrl, {
        token: administrator.tokens,
        body: { code: ' welcome-2026 ', premiumDays: 30, maxRedemptions: 100 },
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json()).toMatchObject({
        code: 'WELCOME-2026',
        premiumDays: 30,
        bonusPoints: 0,
        maxRedemptions: 100,
        redemptionCount: 0,
        expiresAt: null,
      });
      for (const who of [administrator, shadow]) {
        const listed = await call(testApp.app, 'GET', adminUrl, { token: who.tokens });
        expect(listed.statusCode).toBe(200);
        expect(listed.json<{ bundles: BundleDto[] }>().bundles.map((one) => one.code)).toContain(
          'WELCOME-2026',
        );
      }
      const shadowMakes = await call(testApp.app, 'POST', adminUrl, {
        token: shadow.tokens,
        body: { code: 'SHADOW-1', bonusPoints: 1 },
      });
      expect(shadowMakes.statusCode).toBe(403);
      expect((await call(testApp.app, 'GET', adminUrl, { token: ann.tokens })).statusCode).toBe(403);
      const playerMakes = await call(testApp.app, 'POST', adminUrl, {
        token: ann.tokens,
        body: { code: 'PLAYER-1', bonusPoints: 1 },
      });
      expect(playerMakes.statusCode).toBe(403);
    });

    it('refuses a taken code, a bundle granting nothing, one already expired and bad fields', async () => {
      const administrator = await admin();
      const cases: [unknown, number, string][] = [
        [{ code: 'WELCOME-2026', bonusPoints: 1 }, 409, 'bundleCodeTaken'],
        [{ code: 'NOTHING-1' }, 400, 'bundleGrantsNothing'],
        [{ code: 'PAST-1', bonusPoints: 1, expiresAt: '2020-01-01T00:00:00Z' }, 400, 'bundleAlreadyExpired'],
        [{ code: 'ab', bonusPoints: 1 }, 400, 'invalidRequest'],
        [{ code: 'HAS SPACE', bonusPoints: 1 }, 400, 'invalidRequest'],
        [{ code: 'MANY-1', bonusPoints: 1000 }, 400, 'invalidRequest'],
        [{ code: 'LIMIT-0', bonusPoints: 1, maxRedemptions: 0 }, 400, 'invalidRequest'],
      ];
      for (const [body, status, code] of cases) {
        const response = await call(testApp.app, 'POST', adminUrl, { token: administrator.tokens, body });
        expect(response.statusCode, JSON.stringify(body)).toBe(status);
        expect(response.json().code).toBe(code);
      }
    });

    it('has a CLI command that lists and makes bundles, with clear errors for bad arguments', async () => {
      const db = testApp.app.db;
      const now = clock.now();
      expect(
        await bundleCommand(db, ['create', 'cli-code', '--bonus-points', '2', '--limit', '3'], now),
      ).toEqual(['Made bundle CLI-CODE: 2 bonus points; redeemed 0 times, limit 3, never expires']);
      expect((await bundleCommand(db, ['list'], now)).some((line) => line.startsWith('CLI-CODE:'))).toBe(
        true,
      );
      const failures: [string[], RegExp][] = [
        [[], /Usage: npm run admin:bundle/u],
        [['create'], /Usage/u],
        [['create', 'CLI-2', '--bonus-points', 'two'], /--bonus-points must be a whole number, got "two"/u],
        [['create', 'CLI-2', '--colour', 'red'], /Unknown option '--colour'/u],
        [['create', 'CLI-2'], /must grant at least one credit or premium day/u],
        [['create', 'CLI-CODE', '--premium-days', '1'], /A bundle with the code CLI-CODE already exists/u],
        [['create', 'CLI-3', '--premium-days', '1', '--expires', 'soon'], /expiresAt/u],
        [['create', 'x', '--premium-days', '1'], /code: expected 4 to 32 letters, digits or dashes/u],
      ];
      for (const [args, message] of failures) {
        const error = await bundleCommand(db, args, now).then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
        expect(error, args.join(' ')).toBeInstanceOf(CommandError);
        expect((error as Error).message).toMatch(message);
      }
    });
  });
});

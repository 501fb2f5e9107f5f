// The Contact Us form's API (docs/help-and-policies.md): storing a message from a visitor and from a
// signed-in player, the receipt e-mail, the captcha, the validation messages, the limit per address, and
// the administrators' paged list. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import type { FeedbackPageDto, SendFeedbackRequest } from '#core/contract/feedback.ts';
import { feedback } from '#server/db/schema.ts';
import { call, createGuest, createPlayer, mailTo, settle } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const sendUrl = '/api/feedback/v1/Feedback';
const listUrl = '/api/feedback/v1/admin/Feedback';

describe('feedback', () => {
  let testApp: TestApp;
  let serial = 0;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const uniqueAddress = () => {
    serial += 1;
    return `visitor-${serial}-${Date.now() % 100000}@example.com`;
  };

  function message(overrides: Partial<SendFeedbackRequest> = {}): SendFeedbackRequest {
    return {
      category: 'bug',
      subject: 'The leaderboard',
      message: 'The leaderboard did not load on Sunday evening.',
      email: uniqueAddress(),
      token: 'pass',
      ...overrides,
    };
  }

  /** Each call from its own client address, so the per-client limit is only met where a test means it. */
  const send = (body: unknown, options: { token?: string; ip?: string } = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: sendUrl,
      remoteAddress: options.ip ?? `10.0.${serial % 250}.${(serial * 7) % 250}`,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: JSON.stringify(body),
    });

  const stored = (email: string) => testApp.app.db.select().from(feedback).where(eq(feedback.email, email));

  it("stores a visitor's message and mails a receipt that repeats nothing typed and has no unsubscribe", async () => {
    const body = message({ email: '  Visitor.Case@Example.com ', subject: 'Click http://spam.example' });
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(204);
    const [row] = await stored('visitor.case@example.com');
    expect(row).toMatchObject({
      category: 'bug',
      subject: 'Click http://spam.example',
      message: body.message,
      userId: null,
    });
    await settle();
    const [receipt] = await mailTo(testApp.app, 'visitor.case@example.com');
    expect(receipt?.subject).toBe('We received your message');
    expect(receipt?.textBody).toContain('about a problem with the game');
    expect(receipt?.textBody).not.toContain('spam.example');
    expect(receipt?.textBody).not.toContain(body.message);
    expect(receipt?.textBody).not.toContain('Unsubscribe');
    expect(receipt?.textBody).toContain('http://localhost:3000/faqs');
  });

  it("uses a signed-in player's own address when none is given, and keeps who sent it", async () => {
    const ann = await createPlayer(testApp.app);
    const { email: _none, ...withoutEmail } = message({ category: 'account' });
    const response = await send(withoutEmail, { token: ann.tokens.bearerToken });
    expect(response.statusCode, response.body).toBe(204);
    const [row] = await stored(ann.user.email ?? '');
    expect(row?.userId).toBe(ann.user.id);
    await settle();
    const [receipt] = await mailTo(testApp.app, ann.user.email ?? '');
    expect(receipt?.textBody).toContain('Hello Ann Player,');
    expect(receipt?.textBody).toContain('Unsubscribe from all Longshot e-mails');
  });

  it('asks a visitor, or a guest without an address, for one', async () => {
    const { email: _none, ...withoutEmail } = message();
    const visitor = await send(withoutEmail);
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json<ApiErrorBody>()).toMatchObject({
      code: 'invalidRequest',
      message: 'body/email: Required.',
    });
    const guest = await createGuest(testApp.app);
    const asGuest = await send(withoutEmail, { token: guest.tokens.bearerToken });
    expect(asGuest.statusCode).toBe(400);
    expect(asGuest.json<ApiErrorBody>().message).toBe('body/email: Required.');
  });

  it('refuses a failed captcha and stores nothing', async () => {
    const body = message({ token: 'fail' });
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe('captchaFailed');
    expect(await stored(body.email ?? '')).toEqual([]);
  });

  it.each([
    [{ email: 'not-an-address' }, 'body/email: Invalid email format.'],
    [{ subject: '   ' }, 'body/subject: Required.'],
    [{ message: 'too short' }, 'body/message: The input field must contain at least 10 characters.'],
    [{ message: 'x'.repeat(4001) }, 'body/message: The input field must contain less than 4001 characters.'],
    [{ subject: 'y'.repeat(121) }, 'body/subject: The input field must contain less than 121 characters.'],
    [{ category: 'complaint' }, 'body/category: expected one of the feedback categories'],
    [
      { message: 'A message with a NUL \u0000 inside it.' },
      'body/message: must not contain the NUL character (U+0000)',
    ],
  ])('refuses %j with 400 and its message', async (overrides, expected) => {
    const response = await send({ ...message(), ...overrides });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ApiErrorBody>()).toMatchObject({ code: 'invalidRequest', message: expected });
  });

  it('limits the messages per address (3 an hour) whatever the client', async () => {
    const email = uniqueAddress();
    for (let index = 0; index < 3; index += 1) {
      const response = await send(message({ email }), { ip: `10.9.9.${index}` });
      expect(response.statusCode, response.body).toBe(204);
    }
    const fourth = await send(message({ email }), { ip: '10.9.9.200' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect(await stored(email)).toHaveLength(3);
  });

  describe('the administrators’ list', () => {
    it('pages the messages newest first for Administrator and ShadowAdministrator', async () => {
      const admin = await createPlayer(testApp.app, { role: 'Administrator' });
      const shadow = await createPlayer(testApp.app, { role: 'ShadowAdministrator' });
      const latest = message({ subject: 'The latest one' });
      expect((await send(latest)).statusCode).toBe(204);

      for (const reader of [admin, shadow]) {
        const response = await call(testApp.app, 'GET', `${listUrl}?page=1&pageSize=2`, {
          token: reader.tokens,
        });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json<FeedbackPageDto>();
        expect(page.page).toBe(1);
        expect(page.pageSize).toBe(2);
        expect(page.items).toHaveLength(2);
        expect(page.total).toBeGreaterThanOrEqual(5);
        expect(page.items[0]).toMatchObject({ subject: 'The latest one', email: latest.email, userId: null });
      }
      const second = await call(testApp.app, 'GET', `${listUrl}?page=2&pageSize=2`, { token: admin.tokens });
      const first = await call(testApp.app, 'GET', `${listUrl}?page=1&pageSize=2`, { token: admin.tokens });
      const ids = (body: string) => (JSON.parse(body) as FeedbackPageDto).items.map((item) => item.id);
      expect(ids(second.body).some((id) => ids(first.body).includes(id))).toBe(false);
    });

    it('refuses players (403) and visitors (401)', async () => {
      const player = await createPlayer(testApp.app, { role: 'PremiumPlayer' });
      const asPlayer = await call(testApp.app, 'GET', listUrl, { token: player.tokens });
      expect(asPlayer.statusCode).toBe(403);
      expect(asPlayer.json<ApiErrorBody>().code).toBe('forbidden');
      const anonymous = await call(testApp.app, 'GET', listUrl);
      expect(anonymous.statusCode).toBe(401);
    });

    it('keeps a message when its sender deletes the account', async () => {
      const bob = await createPlayer(testApp.app);
      const { email: _none, ...withoutEmail } = message();
      expect((await send(withoutEmail, { token: bob.tokens.bearerToken })).statusCode).toBe(204);
      const deleted = await call(testApp.app, 'DELETE', '/api/account/v1', {
        token: bob.tokens,
        body: { token: bob.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      const [row] = await stored(bob.user.email ?? '');
      expect(row?.userId).toBe(bob.user.id);
    });
  });
});

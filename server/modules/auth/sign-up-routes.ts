// POST easy/signUp (a guest), basic/signUp (a permanent account, confirmed by e-mail), ConfirmEmail and
// captcha/test. Sign-up answers the same 202 whether or not the address is taken: its owner is told by
// e-mail instead, so the form cannot be used to find out who plays (ASVS 6.3.8).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TERMS_VERSION } from '#core/policies.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { guestPassword, guestUserName } from '#server/identity/guest-credentials.ts';
import { confirmEmailTokenLifetimeMs } from '#server/identity/one-time-tokens.ts';
import { normalizeEmail } from '#server/identity/users.ts';
import { authLimits, limitedBy } from './rate-limits.ts';
import {
  acceptedSchema,
  basicSignUpSchema,
  captchaTestResponseSchema,
  captchaTestSchema,
  confirmEmailSchema,
  easySignUpResponseSchema,
  easySignUpSchema,
} from './schemas.ts';

const signUpAcceptedMessage =
  'Thank you for signing up. We have sent you an email: follow its link to confirm your address.';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code: unknown }).code === '23505';

const signUpRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const limits = authLimits(fastify.config.guestSignupsPerHour);

  async function requireCaptcha(request: FastifyRequest, token: string) {
    if (!(await fastify.captcha.verify(token, request.ip))) throw new HttpError('captchaFailed');
  }

  /** The e-mail is sent after the answer: its time must not tell whether the account existed. */
  function inBackground(what: string, send: () => Promise<void>) {
    void send().catch((error: unknown) =>
      fastify.log.error({ err: error }, `Could not send the ${what} e-mail`),
    );
  }

  fastify.post(
    '/easy/signUp',
    {
      preHandler: limitedBy(fastify, limits.easySignUp),
      schema: {
        tags: ['Auth'],
        summary: 'Creates a guest player and signs it in; the browser keeps its id and password',
        body: easySignUpSchema,
        response: { 200: easySignUpResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireCaptcha(request, request.body.token);
      const { passwords } = fastify;
      const password = guestPassword(
        passwords.policy.requiredLength,
        (candidate) => passwords.validate(candidate).length === 0,
      );
      const passwordHash = await passwords.hash(password);
      const tokens = await fastify.db.transaction(async (tx) => {
        const user = await fastify.users.create(
          { userName: guestUserName(), role: 'GuestPlayer', guestStatus: 1, passwordHash },
          tx,
        );
        return fastify.sessions.issue(user.id, tx);
      });
      return { ...tokens, id: tokens.loginId, password, token: tokens.bearerToken };
    },
  );

  fastify.post(
    '/basic/signUp',
    {
      preHandler: limitedBy(fastify, limits.basicSignUp),
      schema: {
        tags: ['Auth'],
        summary:
          'Creates a player account and e-mails a confirmation link (the same answer for a taken address)',
        body: basicSignUpSchema,
        response: { 202: acceptedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, password, displayName, token } = request.body;
      await requireCaptcha(request, token);
      const weakness = fastify.passwords.weakness(password);
      if (weakness) throw new HttpError('weakPassword', weakness);
      // Hashed in both cases, so a taken address answers no faster than a new one.
      const passwordHash = await fastify.passwords.hash(password);
      const address = normalizeEmail(email);
      const existing = await fastify.users.findByEmail(address);
      let created: { id: string; email: string; displayName: string | null } | undefined;
      if (!existing) {
        try {
          created = await fastify.db.transaction(async (tx) => {
            const user = await fastify.users.create(
              {
                userName: address,
                email: address,
                displayName,
                role: 'Player',
                passwordHash,
                // The schema refused any other version: the one accepted is the current one.
                acceptedTermsVersion: TERMS_VERSION,
                acceptedTermsAt: fastify.clock.now(),
              },
              tx,
            );
            return { id: user.id, email: address, displayName: user.displayName };
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      if (created) {
        const user = created;
        const confirmToken = await fastify.oneTimeTokens.create(user.id, 'confirm-email', {
          email: address,
          ttlMs: confirmEmailTokenLifetimeMs,
        });
        inBackground('confirm-email', () => fastify.emails.confirmEmail(user, confirmToken));
      } else {
        const owner = existing ?? (await fastify.users.findByEmail(address));
        if (owner?.email) {
          const user = { id: owner.id, email: owner.email, displayName: owner.displayName };
          inBackground('account-exists', () => fastify.emails.accountExists(user));
        }
      }
      return reply.code(202).send({ message: signUpAcceptedMessage });
    },
  );

  fastify.post(
    '/ConfirmEmail',
    {
      preHandler: limitedBy(fastify, limits.confirmEmail),
      schema: {
        tags: ['Auth'],
        summary: "Confirms a new account's e-mail address with the link's token (24 h, single use)",
        body: confirmEmailSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userId, token } = request.body;
      const confirmed = await fastify.db.transaction(async (tx) => {
        const used = await fastify.oneTimeTokens.consume(userId, 'confirm-email', token, tx);
        if (!used) return false;
        const user = await fastify.users.findById(userId, tx);
        // The link confirms the address it was sent to, not one the account changed to since.
        if (!user || user.email !== used.email) return false;
        await fastify.users.update(userId, { emailConfirmed: true }, tx);
        return true;
      });
      if (!confirmed) throw new HttpError('invalidLink');
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/captcha/test',
    {
      preHandler: limitedBy(fastify, limits.captchaTest),
      schema: {
        tags: ['Auth'],
        summary: 'Says whether the server accepts a captcha token',
        body: captchaTestSchema,
        response: { 200: captchaTestResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: await fastify.captcha.verify(request.body.token, request.ip) }),
  );
};

export default signUpRoutes;

// GET PasswordRequirements, POST ForgotPassword and POST ResetPassword. ForgotPassword answers the same,
// at the same speed, whether or not the address has an account: the e-mail goes out after the answer.
// A reset needs the e-mailed token (1 h, single use, dead once the password changes), rotates the security
// stamp, ends every session and signs no one in (the player signs in, with two-factor if they have it).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { resetPasswordTokenLifetimeMs } from '#server/identity/one-time-tokens.ts';
import { authLimits, limitedBy } from './rate-limits.ts';
import {
  acceptedSchema,
  forgotPasswordSchema,
  passwordRequirementsSchema,
  resetPasswordSchema,
} from './schemas.ts';

const forgotPasswordMessage =
  'If an account uses this address, we have sent it an email with a link to reset the password.';

const passwordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const limits = authLimits(fastify.config.guestSignupsPerHour);

  fastify.get(
    '/PasswordRequirements',
    {
      schema: {
        tags: ['Auth'],
        summary: 'The password rules the server enforces',
        querystring: z.object({}),
        response: { 200: passwordRequirementsSchema, ...errorResponses },
      },
    },
    async () => fastify.passwords.policy,
  );

  async function sendResetLink(email: string) {
    const user = await fastify.users.findByEmail(email);
    // Guests set their first password through conversion, not here.
    if (!user?.email || user.role === 'GuestPlayer') return;
    const token = await fastify.oneTimeTokens.create(user.id, 'reset-password', {
      email: user.email,
      ttlMs: resetPasswordTokenLifetimeMs,
    });
    await fastify.emails.resetPassword(
      { id: user.id, email: user.email, displayName: user.displayName },
      token,
    );
  }

  fastify.post(
    '/ForgotPassword',
    {
      preHandler: limitedBy(fastify, limits.forgotPassword),
      schema: {
        tags: ['Auth'],
        summary: 'E-mails a password reset link (the same answer whether or not the address has an account)',
        body: forgotPasswordSchema,
        response: { 202: acceptedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, token } = request.body;
      if (!(await fastify.captcha.verify(token, request.ip))) throw new HttpError('captchaFailed');
      void sendResetLink(email).catch((error: unknown) =>
        fastify.log.error({ err: error }, 'Could not send a password reset e-mail'),
      );
      return reply.code(202).send({ message: forgotPasswordMessage });
    },
  );

  fastify.post(
    '/ResetPassword',
    {
      preHandler: limitedBy(fastify, limits.resetPassword),
      schema: {
        tags: ['Auth'],
        summary: "Sets a new password with the reset link's token; ends every session",
        body: resetPasswordSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userId, password, token } = request.body;
      // The policy first: a refused password must not use the link up.
      const weakness = fastify.passwords.weakness(password);
      if (weakness) throw new HttpError('weakPassword', weakness);
      const passwordHash = await fastify.passwords.hash(password);
      const reset = await fastify.db.transaction(async (tx) => {
        const used = await fastify.oneTimeTokens.consume(userId, 'reset-password', token, tx);
        if (!used) return false;
        await fastify.users.setPasswordHash(userId, passwordHash, tx);
        await fastify.users.clearLockout(userId, tx);
        await fastify.sessions.revokeAll(userId, tx);
        return true;
      });
      if (!reset) throw new HttpError('invalidLink');
      request.log.info({ userId }, 'Password reset; every session ended');
      return reply.code(204).send(null);
    },
  );
};

export default passwordRoutes;

// POST basic/signIn, basic/signIn/tfa, basic/signIn/recoveryCode and easy/signIn: every step answers a
// SignInResponse; the two-factor steps answer 400 when they fail, as the SPA expects (docs/product.md §8).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { SignInResponse, TwoFactorFailureBody } from '#core/contract/auth.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { createSignIn } from '#server/identity/sign-in.ts';
import { authLimits, limitedBy } from './rate-limits.ts';
import {
  basicSignInSchema,
  easySignInSchema,
  recoveryCodeSignInSchema,
  signInResponseSchema,
  tfaSignInSchema,
  twoFactorFailureSchema,
} from './schemas.ts';

function twoFactorFailure(response: SignInResponse): TwoFactorFailureBody {
  return {
    ...response,
    statusCode: 400,
    error: 'Bad Request',
    code: response.code ?? 'signInFailed',
    message: response.statusMessage,
  };
}

const signInRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const signIn = createSignIn({
    users: fastify.users,
    passwords: fastify.passwords,
    sessions: fastify.sessions,
    tokenSigner: fastify.tokenSigner,
    twoFactor: fastify.twoFactor,
    clock: fastify.clock,
    log: fastify.log,
  });
  const limits = authLimits(fastify.config.guestSignupsPerHour);
  const logAttempt = (kind: string, status: number, ip: string) =>
    // ASVS 16.3.1: every authentication attempt is logged, successful or not (no credentials in it).
    fastify.log.info({ kind, status, ip }, 'Sign-in attempt');

  fastify.post(
    '/basic/signIn',
    {
      preHandler: limitedBy(fastify, limits.signIn),
      schema: {
        tags: ['Auth'],
        summary: 'Signs in with e-mail and password; two-factor accounts get a token for the second step',
        body: basicSignInSchema,
        response: { 200: signInResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const response = await signIn.password(request.body.email, request.body.password);
      logAttempt('password', response.status, request.ip);
      return response;
    },
  );

  fastify.post(
    '/basic/signIn/tfa',
    {
      preHandler: limitedBy(fastify, limits.twoFactor),
      schema: {
        tags: ['Auth'],
        summary: 'Second step: the authenticator code',
        body: tfaSignInSchema,
        response: { 200: signInResponseSchema, 400: twoFactorFailureSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { loginId, tfaToken, code } = request.body;
      const response = await signIn.authenticatorCode(loginId, tfaToken, code);
      logAttempt('authenticator-code', response.status, request.ip);
      if (response.status !== 0) return reply.code(400).send(twoFactorFailure(response));
      return response;
    },
  );

  fastify.post(
    '/basic/signIn/recoveryCode',
    {
      preHandler: limitedBy(fastify, limits.recoveryCode),
      schema: {
        tags: ['Auth'],
        summary: 'Second step: a recovery code (each works once)',
        body: recoveryCodeSignInSchema,
        response: { 200: signInResponseSchema, 400: twoFactorFailureSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { loginId, tfaToken, recoveryCode } = request.body;
      const response = await signIn.recoveryCode(loginId, tfaToken, recoveryCode);
      logAttempt('recovery-code', response.status, request.ip);
      if (response.status !== 0) return reply.code(400).send(twoFactorFailure(response));
      return response;
    },
  );

  fastify.post(
    '/easy/signIn',
    {
      preHandler: limitedBy(fastify, limits.easySignIn),
      schema: {
        tags: ['Auth'],
        summary: 'Signs a guest in with the id and password its browser keeps',
        body: easySignInSchema,
        response: { 200: signInResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const response = await signIn.guest(request.body.id, request.body.password);
      logAttempt('guest', response.status, request.ip);
      return response;
    },
  );
};

export default signInRoutes;

// The signed-in player's row. `fastify.authenticate` has already proved the user exists with this
// security stamp; a row missing now was deleted in between, which is the same as not being signed in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';

export async function currentUser(fastify: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const user = await fastify.users.findById(request.user.id);
  if (!user) throw new HttpError('accountGone');
  return user;
}

// The callers whose session check passed in this process a moment ago, for read-only routes that answer
// everyone and add the caller's own data (GET Events): a busy player's repeated reads then cost neither a
// JWT verification nor the session query. Only the events view trusts it (predictions/caller-picks.ts);
// everything that writes or needs a role goes through `fastify.authenticate`, which always asks the
// database.
//
// How stale it may be:
// - A change made through this process (sign-out, password or stamp change, role change, account
//   deletion: all of them writes outside the playing API) forgets every kept check before its answer
//   leaves, and a check begun before that is not kept: the next read checks afresh at once.
// - A change made on another instance (or by a command-line tool) shows here within keptForMs: about a
//   second on PostgreSQL (on PGlite there is no other instance).
// - A bearer token is never trusted past its own expiry or before its start, by the server's clock.
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import type { AuthenticatedUser } from './authenticate.ts';
import { keptForMs, keptUntil, makeRoom, mayChangeAnyone } from './kept-reads.ts';

/** Kept checks at most (one per bearer token); past it the old ones go, or all of them. */
const MAX_KEPT = 10_000;

interface PassedCheck {
  user: AuthenticatedUser;
  /** performance.now() past which the check is made again (keptUntil). */
  trustedUntil: number;
  /** The token's own validity, in clock milliseconds. */
  tokenFrom: number;
  tokenUntil: number;
}

interface RecentCallers {
  /** The user of a bearer token whose check passed a moment ago, if the token itself is still valid. */
  find(token: string, now: Date): AuthenticatedUser | undefined;
  /** What `remember` needs to know whether a check it keeps began before a forget. */
  epoch(): number;
  remember(token: string, user: AuthenticatedUser, begunInEpoch: number, begunAt: number): void;
  forgetAll(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    recentCallers: RecentCallers;
  }
}

/** `keptMs`: how long a passed check is trusted at most. */
function createRecentCallers(keptMs: number): RecentCallers {
  const kept = new Map<string, PassedCheck>();
  let epoch = 0;

  return {
    find(token, now) {
      const check = kept.get(token);
      if (!check) return undefined;
      const at = now.getTime();
      if (performance.now() >= check.trustedUntil || at < check.tokenFrom || at >= check.tokenUntil) {
        kept.delete(token);
        return undefined;
      }
      return check.user;
    },
    epoch: () => epoch,
    remember(token, user, begunInEpoch, begunAt) {
      if (begunInEpoch !== epoch) return;
      // Read only after the signature verified: the claims are ours.
      const { nbf, exp } = decodeJwt(token);
      if (typeof nbf !== 'number' || typeof exp !== 'number') return;
      if (kept.size >= MAX_KEPT) makeRoom(kept, (check) => check.trustedUntil, MAX_KEPT);
      kept.set(token, {
        user,
        trustedUntil: keptUntil(begunAt, keptMs),
        tokenFrom: nbf * 1000,
        tokenUntil: exp * 1000,
      });
    },
    forgetAll() {
      epoch += 1;
      kept.clear();
    },
  };
}

export default fp(
  async (fastify) => {
    const recentCallers = createRecentCallers(
      fastify.config.playerReadsKeptMs ?? keptForMs(fastify.databaseKind),
    );
    fastify.decorate('recentCallers', recentCallers);
    // Before the answer leaves (its writes are committed by then), and again once it has gone, in case
    // the client went away before the answer was sent.
    fastify.addHook('onSend', async (request, _reply, payload) => {
      if (mayChangeAnyone(request)) recentCallers.forgetAll();
      return payload;
    });
    fastify.addHook('onResponse', async (request) => {
      if (mayChangeAnyone(request)) recentCallers.forgetAll();
    });
  },
  { name: 'recent-callers', dependencies: ['database', 'authenticate'] },
);

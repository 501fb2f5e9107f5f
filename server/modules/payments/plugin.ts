// The payments service (docs/payments.md): the configured provider, the one webhook handler every event
// goes through (a provider's request, or the local provider's own signed events), and the local renewal
// job. Registered before the jobs that follow it (premium-expiry) and before the routes.
import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import type { CheckoutDto, WebhookResultDto } from '#core/contract/memberships.ts';
import type { SubscriptionRow } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { applyProviderEvent } from './apply-event.ts';
import { createLocalProvider, localWebhookSecret, type LocalProvider } from './local-provider.ts';
import { WebhookRefused, type PaymentsProvider } from './provider.ts';
import { renewalJob } from './renewal-job.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { liveSubscription, refuseNonMembers, showCancelAtPeriodEnd, startCheckout } from './store.ts';

interface PaymentsService {
  provider: PaymentsProvider;
  /** The local provider when it is the configured one (its checkout page and renewals); null otherwise. */
  local: LocalProvider | null;
  /** Verifies and applies one webhook request: 400 invalidWebhook when it does not verify. */
  receive(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookResultDto>;
  /**
   * Starts the player's checkout (store.ts startCheckout); `premiumRefused`: a PremiumPlayer is refused
   * alreadyPremium (UpgradeToPremium's rule; a bundle's premium may subscribe through Checkout).
   */
  checkout(userId: string, options?: { premiumRefused?: boolean }): Promise<CheckoutDto>;
  /** Asks the provider to cancel at the period's end (true) or resume (false), and shows its answer. */
  setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<void>;
  /**
   * Before an account is deleted: its live subscription is cancelled at the period's end, so a deleted
   * player is never charged again. 503 `paymentProviderUnavailable` when the provider cannot be asked: the
   * account is then not deleted (the caller deletes only after this returns).
   */
  endBeforeAccountDeletion(userId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

export default fp(
  async (fastify) => {
    const { config, db } = fastify;
    let provider: PaymentsProvider | null = null;
    const receive = async (rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookResultDto> => {
      if (!provider) throw new Error('payments: a webhook before the provider was made');
      let event;
      try {
        event = await provider.verifyWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof WebhookRefused) throw new HttpError('invalidWebhook', { reason: error.reason });
        throw error;
      }
      // Verified, but of a kind we do not follow: acknowledged, so the provider does not send it again.
      if (event === null) return { received: true, applied: false };
      const { id, event: payment } = event;
      const applied = await applyProviderEvent(
        {
          db,
          provider: provider.name,
          now: fastify.clock.now(),
          onIgnored: (reason) => fastify.log.warn({ eventId: id, type: payment.type }, reason),
        },
        event,
      );
      return { received: true, applied };
    };
    let local: LocalProvider | null = null;
    if (config.paymentsProvider === 'stripe') {
      const { stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret } = config;
      // The configuration requires both already; this keeps a hand-made config from starting half set up.
      if (!secretKey || !webhookSecret) {
        throw new Error(
          'payments: PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
        );
      }
      provider = createStripeProvider({
        secretKey,
        webhookSecret,
        apiBase: config.stripeApiBase,
        publicUrl: config.publicUrl,
        wallClock: fastify.wallClock,
      });
    } else {
      local = createLocalProvider({
        secret: localWebhookSecret(config.jwtSecret),
        clock: fastify.clock,
        wallClock: fastify.wallClock,
        deliver: async (rawBody, headers) => {
          await receive(rawBody, headers);
        },
      });
      provider = local;
      fastify.log.warn(
        'Payments use the local provider (PAYMENTS_PROVIDER=local): its checkout page takes no money, so anyone who can reach this server can make themselves premium.',
      );
    }
    const configured = provider;
    const checkout: PaymentsService['checkout'] = async (userId, options = {}) => {
      const row = await fastify.users.findById(userId);
      if (!row) throw new HttpError('accountGone');
      refuseNonMembers(row.role);
      if (options.premiumRefused && row.role === 'PremiumPlayer') throw new HttpError('alreadyPremium');
      return startCheckout(
        { db, provider: configured, plan: config.premiumPlan },
        { id: row.id, role: row.role, email: row.email },
        fastify.clock.now(),
      );
    };
    const setCancelAtPeriodEnd: PaymentsService['setCancelAtPeriodEnd'] = async (subscription, cancel) => {
      const answered = await configured.setCancelAtPeriodEnd(subscription, cancel);
      if (answered !== null) await showCancelAtPeriodEnd(db, subscription.id, answered);
    };
    const endBeforeAccountDeletion: PaymentsService['endBeforeAccountDeletion'] = async (userId) => {
      const live = await liveSubscription(db, userId);
      if (!live || live.cancelAtPeriodEnd) return;
      try {
        await setCancelAtPeriodEnd(live, true);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        fastify.log.warn({ reason, subscriptionId: live.id }, 'Subscription not cancelled for a deletion');
        throw new HttpError('paymentProviderUnavailable');
      }
    };
    fastify.decorate('payments', {
      provider: configured,
      local,
      receive,
      checkout,
      setCancelAtPeriodEnd,
      endBeforeAccountDeletion,
    });
    // Stripe renews on its own servers and tells us through the webhook; the local provider needs the job.
    if (local) fastify.scheduler.register(renewalJob(local));
  },
  { name: 'payments', dependencies: ['database', 'jobs', 'users'] },
);

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentStatus, SubscriptionDto } from '#core/contract/memberships.ts';

/** A subscription's status in words: cancelled ones still running say so. */
export function subscriptionStatusText(subscription: SubscriptionDto): MessageDescriptor {
  if (subscription.status === 'ended') return msg`Ended`;
  if (subscription.status === 'past_due') return msg`Payment failed`;
  return subscription.cancelAtPeriodEnd ? msg`Cancelled, ends at the end of the period` : msg`Active`;
}

export const paymentStatusTexts: Record<PaymentStatus, MessageDescriptor> = {
  paid: msg`Paid`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
};

// The words of the memberships' refusals (core/refusals.ts "Memberships and payments"), in the memberships
// catalog: they load with its screens. Importing this module adds them to the words every error display uses.
import { msg } from '@lingui/core/macro';
import { addRefusalWords, type RefusalWords } from '#src/api/refusal-words.ts';

export const membershipRefusalWords = {
  alreadySubscribed: () => msg`You already have a premium subscription.`,
  noSubscription: () => msg`You have no premium subscription to change.`,
  noPaymentPortal: () => msg`Your subscription has no payment method to change here.`,
  unknownCheckout: () => msg`We could not find this checkout. Start again from Memberships.`,
} satisfies RefusalWords;

addRefusalWords(membershipRefusalWords);

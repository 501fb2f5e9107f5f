// The words of the bundles' refusals (core/refusals.ts "Bundles"), in the bundles catalog: they load with
// the redeem screen. Importing this module adds them to the words every error display uses.
import { msg } from '@lingui/core/macro';
import { addRefusalWords, type RefusalWords } from '#src/api/refusal-words.ts';

export const bundleRefusalWords = {
  bundleNeedsAccount: () => msg`Bundles are for signed-up players. Sign up to redeem this code.`,
  bundleNotForAdministrators: () => msg`Administrator accounts cannot redeem bundles.`,
  unknownBundle: () => msg`There is no bundle with this code. Check the code and try again.`,
  bundleExpired: () => msg`This bundle code has expired.`,
  bundleUsedUp: () => msg`This bundle code has been used up.`,
  bundleAlreadyRedeemed: () => msg`You have already redeemed this bundle code.`,
} satisfies RefusalWords;

addRefusalWords(bundleRefusalWords);

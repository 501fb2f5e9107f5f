import type { RedeemBundleResultDto } from '#core/contract/bundles.ts';
import type { RealStep } from './flow.ts';
import { defineFlow } from './flow.ts';
import { call, playerSignsInThenOpens, refuse } from './session-steps.ts';

// Redeeming a bundle (docs/bundles.md, docs/product.md §2 /bundle/redeem and /bundle/{code}/redeem): a
// signed-up player types a code and sees what it gave, or opens a link with the code filled in. An unknown
// code is refused under the field and another may be typed; a failed call can be retried or another code
// sent; a bundle of premium days makes the player premium (the session is replaced). The e2e server starts
// with the bundles E2E-CREDITS and E2E-PREMIUM (playwright.config.ts).

export const creditsCode = 'E2E-CREDITS';
export const premiumCode = 'E2E-PREMIUM';

const credits: RedeemBundleResultDto = {
  code: creditsCode,
  granted: { bonusPoints: 2, multipliers: 1, extraPredictions: 0, premiumDays: 0 },
  premiumUntil: null,
  session: null,
};
const premium: RedeemBundleResultDto = {
  code: premiumCode,
  granted: { bonusPoints: 0, multipliers: 0, extraPredictions: 0, premiumDays: 7 },
  premiumUntil: '2026-12-04T10:00:00.000Z',
  session: { bearerToken: 'bearer', refreshToken: 'refresh', loginId: 'player-1' },
};

const redeemBundle = (event: Record<string, unknown> & { type: string }): RealStep => ({
  send: 'redeemBundle',
  event,
});
const submit = (code: string) => redeemBundle({ type: 'SUBMIT', code });
const enterCredits: RealStep[] = [submit(creditsCode), call('redeemBundle', 'redeem', credits)];

export const redeemBundleFlow = defineFlow({
  id: 'redeem-bundle',
  title: 'Redeeming a bundle',
  initial: 'fresh',
  states: {
    fresh: {
      says: 'nothing open yet',
      real: {},
      on: { OPEN_REDEEM: 'form', OPEN_PREMIUM_LINK: 'premiumForm' },
    },
    form: {
      says: '/bundle/redeem: the empty Bundle code field with Redeem',
      real: { redeemBundle: 'idle' },
      on: { ENTER_UNKNOWN_CODE: 'refused', ENTER_CODE: 'redeemed', ENTER_CODE_SERVER_DOWN: 'failed' },
    },
    premiumForm: {
      says: "/bundle/E2E-PREMIUM/redeem: the link's code in the field",
      real: { redeemBundle: 'idle' },
      on: { REDEEM: 'premium' },
    },
    refused: {
      says: "under the code: 'There is no bundle with this code. Check the code and try again.'",
      real: { redeemBundle: 'refused' },
      on: { ENTER_CODE: 'redeemed' },
    },
    failed: {
      says: 'redeeming failed, with Retry',
      real: { redeemBundle: 'failed' },
      on: { RETRY: 'redeemed', ENTER_CODE: 'redeemed' },
    },
    redeemed: {
      says: "'Bundle E2E-CREDITS redeemed': 2 bonus points and 1 multiplier credits",
      real: { redeemBundle: 'redeemed' },
      on: { ANOTHER: 'emptyAgain' },
    },
    emptyAgain: {
      says: 'the empty Bundle code field again',
      real: { redeemBundle: 'idle' },
    },
    premium: {
      says: "'Bundle E2E-PREMIUM redeemed': 7 days of premium, and the date premium ends",
      real: { redeemBundle: 'redeemed' },
    },
  },
  events: {
    OPEN_REDEEM: {
      says: 'A player signs in and opens Redeem a bundle (/bundle/redeem)',
      real: playerSignsInThenOpens('/bundle/redeem', 'redeemBundle', {}),
    },
    OPEN_PREMIUM_LINK: {
      says: "A player signs in and opens a premium bundle's link",
      real: playerSignsInThenOpens(`/bundle/${premiumCode}/redeem`, 'redeemBundle', { code: premiumCode }),
    },
    ENTER_UNKNOWN_CODE: {
      says: 'types a code no bundle has and clicks Redeem',
      real: [submit('NO-SUCH-CODE'), refuse('redeemBundle', 'redeem', 'unknownBundle')],
    },
    ENTER_CODE: {
      says: 'types E2E-CREDITS and clicks Redeem',
      real: enterCredits,
    },
    ENTER_CODE_SERVER_DOWN: {
      says: 'types E2E-CREDITS and clicks Redeem while the server fails',
      real: [submit(creditsCode), refuse('redeemBundle', 'redeem', 'HTTP 500')],
    },
    RETRY: {
      says: 'clicks Retry',
      real: [redeemBundle({ type: 'RETRY' }), call('redeemBundle', 'redeem', credits)],
    },
    REDEEM: {
      says: 'clicks Redeem',
      real: [submit(premiumCode), call('redeemBundle', 'redeem', premium)],
    },
    ANOTHER: {
      says: 'clicks Redeem another code',
      real: [redeemBundle({ type: 'ANOTHER' })],
    },
  },
});

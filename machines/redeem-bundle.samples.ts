import type { EventFromLogic, InputFrom } from 'xstate';
import type { RedeemBundleResultDto } from '#core/contract/bundles.ts';
import type { redeemBundleMachine } from './redeem-bundle.machine.ts';

// Samples for the inspector's sandbox form and for generated paths (docs/architecture.md §11.3).

type Ev = EventFromLogic<typeof redeemBundleMachine>;

export const sampleRedeemed: RedeemBundleResultDto = {
  code: 'WELCOME-2026',
  granted: { bonusPoints: 2, multipliers: 1, extraPredictions: 0, premiumDays: 0 },
  premiumUntil: null,
  session: null,
};

export const sampleRedeemedPremium: RedeemBundleResultDto = {
  code: 'PREMIUM-WEEK',
  granted: { bonusPoints: 0, multipliers: 0, extraPredictions: 0, premiumDays: 7 },
  premiumUntil: '2026-12-04T10:00:00.000Z',
  session: { bearerToken: 'bearer-premium', refreshToken: 'refresh-premium', loginId: 'u-1' },
};

/** Payload samples per event type, used to generate paths and to prefill the inspector's sandbox form. */
export const eventSamples: { [K in Ev['type']]?: Extract<Ev, { type: K }>[] } = {
  SUBMIT: [
    { type: 'SUBMIT', code: ' welcome-2026 ' },
    // Not the shape of a code: nothing is sent (the view says why).
    { type: 'SUBMIT', code: 'x!' },
  ],
  RETRY: [{ type: 'RETRY' }],
  ANOTHER: [{ type: 'ANOTHER' }],
};

/**
 * What each invoked actor (by invoke id) may answer. A refusal is an error whose message is its code.
 */
export const actorSamples: { [invokeId: string]: Array<{ output: unknown } | { error: string }> } = {
  redeem: [
    { output: sampleRedeemed },
    { output: sampleRedeemedPremium },
    { error: 'unknownBundle' },
    { error: 'bundleAlreadyRedeemed' },
    { error: 'offline' },
  ],
};

/** Inputs the machine may start from: a link with its code, or the empty form. */
export const inputSamples: InputFrom<typeof redeemBundleMachine>[] = [{ code: 'welcome-2026' }, {}];

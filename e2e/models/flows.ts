import { adminSessionFlow } from './admin-session.model.ts';
import { authFlow } from './auth.model.ts';
import { checkoutFlow } from './checkout.model.ts';
import { cookieConsentFlow } from './cookie-consent.model.ts';
import type { AnyFlow, Flow } from './flow.ts';
import { guestConversionFlow } from './guest-conversion.model.ts';
import { joinLeagueFlow } from './join-league.model.ts';
import { linkAccountFlow } from './link-account.model.ts';
import { pickSlipFlow } from './pick-slip.model.ts';
import { redeemBundleFlow } from './redeem-bundle.model.ts';
import { sessionTimeoutFlow } from './session-timeout.model.ts';

// Every flow a person can take in the UI, in the order exports and reports list them. tests/paths
// checks that every e2e/models/*.model.ts is listed here.

const anyFlow = <S extends string, E extends string, U extends string>(flow: Flow<S, E, U>) =>
  flow as unknown as AnyFlow;

export const flows: AnyFlow[] = [
  anyFlow(authFlow),
  anyFlow(guestConversionFlow),
  anyFlow(linkAccountFlow),
  anyFlow(cookieConsentFlow),
  anyFlow(sessionTimeoutFlow),
  anyFlow(pickSlipFlow),
  anyFlow(joinLeagueFlow),
  anyFlow(redeemBundleFlow),
  anyFlow(checkoutFlow),
  anyFlow(adminSessionFlow),
];

import { adminSessionDrivers } from './admin-session.drivers.ts';
import { authDrivers } from './auth.drivers.ts';
import { checkoutDrivers } from './checkout.drivers.ts';
import { cookieConsentDrivers } from './cookie-consent.drivers.ts';
import type { FlowDrivers } from './driver.ts';
import { guestConversionDrivers } from './guest-conversion.drivers.ts';
import { joinLeagueDrivers } from './join-league.drivers.ts';
import { linkAccountDrivers } from './link-account.drivers.ts';
import { pickSlipDrivers } from './pick-slip.drivers.ts';
import { redeemBundleDrivers } from './redeem-bundle.drivers.ts';
import { sessionTimeoutDrivers } from './session-timeout.drivers.ts';

// The gesture drivers of every flow (e2e/models/flows.ts), by flow id, for the browser replay.

const anyDrivers = <S extends string, E extends string>(drivers: FlowDrivers<S, E>) =>
  drivers as unknown as FlowDrivers;

export const flowDrivers = new Map<string, FlowDrivers>(
  [
    anyDrivers(authDrivers),
    anyDrivers(guestConversionDrivers),
    anyDrivers(linkAccountDrivers),
    anyDrivers(cookieConsentDrivers),
    anyDrivers(sessionTimeoutDrivers),
    anyDrivers(pickSlipDrivers),
    anyDrivers(joinLeagueDrivers),
    anyDrivers(redeemBundleDrivers),
    anyDrivers(checkoutDrivers),
    anyDrivers(adminSessionDrivers),
  ].map((drivers) => [drivers.flowId, drivers]),
);

import { defineFlow } from './flow.ts';
import { guestLoads, newGuestArrives } from './session-steps.ts';

// Cookie consent (docs/product.md §2 "Cookie Consent dialog", §4 "Cookie consent"): undecided shows the dialog on
// load; Accept All and Reject All store the choice and close it; closing it decides nothing and leaves
// the corner cookie button; Cookie Settings (the corner button while undecided, the cookie policy page
// at any time) opens it again; a reload keeps what was chosen. The page's own copy of the dialog works before
// the app has started (core/contract/early-consent.ts): closed there, the app's dialog stays closed.

const consent = (type: 'ACCEPT_ALL' | 'REJECT_ALL' | 'CLOSE' | 'OPEN_SETTINGS') => [
  { send: 'cookieConsent', event: { type } },
];

export const cookieConsentFlow = defineFlow({
  id: 'cookie-consent',
  title: 'Cookie consent',
  initial: 'fresh',
  states: {
    fresh: {
      says: 'nothing open yet',
      real: {},
      on: { ARRIVE: 'undecidedOpen', CLOSE_BEFORE_THE_APP: 'undecidedClosed' },
    },
    undecidedOpen: {
      says: 'the Cookie Consent dialog is open and nothing is chosen',
      real: { cookieConsent: 'undecided.dialogOpen' },
      on: { ACCEPT_ALL: 'acceptedClosed', REJECT_ALL: 'rejectedClosed', CLOSE: 'undecidedClosed' },
    },
    undecidedClosed: {
      says: 'the dialog is closed, nothing is chosen and the cookie button waits in the corner',
      real: { cookieConsent: 'undecided.dialogClosed' },
      on: {
        CLICK_COOKIE_BUTTON: 'undecidedOpen',
        OPEN_FROM_COOKIE_POLICY: 'undecidedOpen',
        RELOAD: 'undecidedOpen',
      },
    },
    acceptedClosed: {
      says: 'cookies are accepted; no dialog and no cookie button',
      real: { cookieConsent: 'accepted.dialogClosed' },
      on: { OPEN_FROM_COOKIE_POLICY: 'acceptedOpen', RELOAD: 'acceptedClosed' },
    },
    acceptedOpen: {
      says: 'the dialog is open again over an accepted choice',
      real: { cookieConsent: 'accepted.dialogOpen' },
      on: { ACCEPT_ALL: 'acceptedClosed', REJECT_ALL: 'rejectedClosed', CLOSE: 'acceptedClosed' },
    },
    rejectedClosed: {
      says: 'cookies are rejected; no dialog and no cookie button',
      real: { cookieConsent: 'rejected.dialogClosed' },
      on: { OPEN_FROM_COOKIE_POLICY: 'rejectedOpen', RELOAD: 'rejectedClosed' },
    },
    rejectedOpen: {
      says: 'the dialog is open again over a rejected choice',
      real: { cookieConsent: 'rejected.dialogOpen' },
      on: { ACCEPT_ALL: 'acceptedClosed', REJECT_ALL: 'rejectedClosed', CLOSE: 'rejectedClosed' },
    },
  },
  events: {
    ARRIVE: { says: 'A new visitor opens the game', real: newGuestArrives('/') },
    CLOSE_BEFORE_THE_APP: {
      says: "A new visitor opens the game and closes the page's Cookie Consent dialog before the app has started",
      real: newGuestArrives('/', { consentCopyClosed: true }),
    },
    ACCEPT_ALL: { says: 'Accept All', real: consent('ACCEPT_ALL') },
    REJECT_ALL: { says: 'Reject All', real: consent('REJECT_ALL') },
    CLOSE: { says: 'closes the dialog with its ✕ (choosing nothing)', real: consent('CLOSE') },
    CLICK_COOKIE_BUTTON: { says: 'clicks the cookie button in the corner', real: consent('OPEN_SETTINGS') },
    OPEN_FROM_COOKIE_POLICY: {
      says: 'opens the cookie policy from the footer and clicks Cookie Settings',
      real: [{ route: '/policies/cookies' }, ...consent('OPEN_SETTINGS')],
    },
    RELOAD: { says: 'reloads the page', real: guestLoads() },
  },
});

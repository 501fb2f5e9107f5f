import type { SportId } from '#core/contract/static-lookups.ts';

// The shell and screens link by these names (spec §2), never by hand-written paths, so a path changes
// in one place.
export const namedRoutes = {
  Landing: () => '/',
  howToPlay: () => '/how-to-play',
  CurrentSport: (sport: SportId | string) => `/play/${encodeURIComponent(sport)}`,
  leaguesHome: () => '/leagues',
  joinLeague: () => '/league/join',
  memberships: () => '/memberships',
  faqs: () => '/faqs',
  Feedback: () => '/feedback',
  privacyPolicy: () => '/policies/privacy',
  termsAndConditions: () => '/policies/termsAndConditions',
  cookiePolicy: () => '/policies/cookies',
  licencesAndDisclaimers: () => '/policies/licences',
  AccountSettings: () => '/account-settings',
  changePassword: () => '/change-password',
  signUp: () => '/signup',
  accountPersonalDetails: () => '/account-settings/personal-details',
  accountTwoFactor: () => '/account-settings/two-factor-authentication',
  accountChangePassword: () => '/account-settings/change-password',
  accountEmailPreferences: () => '/account-settings/email-preferences',
  // The sign-in app and the pages the links in our e-mails open (their query carries user and token).
  signIn: () => '/auth/',
  forgotPassword: () => '/auth/forgot-password',
  resetPassword: () => '/auth/reset-password',
  confirmEmail: () => '/auth/confirm-email',
  validateEmail: () => '/auth/validate-email',
  unsubscribe: () => '/email-preferences/unsubscribe',
} as const;

export type RouteName = keyof typeof namedRoutes;

/** The same-origin apps outside this SPA; reaching them needs a full page load. */
export const externalApps = {
  admin: '/admin/',
  auth: '/auth/',
} as const;

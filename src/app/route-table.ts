import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteName, routePaths } from '#src/lib/routes/paths.ts';
import { lazyScreen } from '#src/lib/chunk-load.ts';

// Every screen loads on demand so the first page stays small. A later issue replaces a placeholder by
// changing what the screen's module exports; its entry below stays as it is. Routes sharing a screen
// share its one lazy component, so moving between them keeps the screen mounted.
const screens = {
  landing: lazyScreen(
    () => import('#src/features/landing/LandingPage.tsx'),
    (m) => m.LandingPage,
  ),
  events: lazyScreen(
    () => import('#src/features/play/EventsPage.tsx'),
    (m) => m.EventsPage,
  ),
  howToPlay: lazyScreen(
    () => import('#src/features/help/HowToPlayPage.tsx'),
    (m) => m.HowToPlayPage,
  ),
  faqs: lazyScreen(
    () => import('#src/features/help/FaqsPage.tsx'),
    (m) => m.FaqsPage,
  ),
  feedback: lazyScreen(
    () => import('#src/features/feedback/FeedbackPage.tsx'),
    (m) => m.FeedbackPage,
  ),
  // /account-settings is a layout around its sections; each section is its own chunk, so a player
  // opening one does not load the others' forms.
  accountSettings: lazyScreen(
    () => import('#src/features/account-settings/AccountSettingsLayout.tsx'),
    (m) => m.AccountSettingsLayout,
  ),
  personalDetails: lazyScreen(
    () => import('#src/features/account-settings/personal-details/PersonalDetailsSection.tsx'),
    (m) => m.PersonalDetailsSection,
  ),
  twoFactor: lazyScreen(
    () => import('#src/features/account-settings/two-factor/TwoFactorSection.tsx'),
    (m) => m.TwoFactorAuthenticationSection,
  ),
  accountChangePassword: lazyScreen(
    () => import('#src/features/account-settings/change-password/ChangePasswordSection.tsx'),
    (m) => m.ChangePasswordSection,
  ),
  emailPreferences: lazyScreen(
    () => import('#src/features/account-settings/email-preferences/EmailPreferencesSection.tsx'),
    (m) => m.EmailPreferencesSection,
  ),
  subscriptions: lazyScreen(
    () => import('#src/features/memberships/ManageSubscriptionsSection.tsx'),
    (m) => m.ManageSubscriptionsSection,
  ),
  memberships: lazyScreen(
    () => import('#src/features/memberships/MembershipsPage.tsx'),
    (m) => m.MembershipsPage,
  ),
  paymentSuccess: lazyScreen(
    () => import('#src/features/memberships/PaymentSuccessPage.tsx'),
    (m) => m.PaymentSuccessPage,
  ),
  subscriptionCancelled: lazyScreen(
    () => import('#src/features/memberships/SubscriptionCancelledPage.tsx'),
    (m) => m.SubscriptionCancelledPage,
  ),
  leaguesHome: lazyScreen(
    () => import('#src/features/leagues/LeaguesHomePage.tsx'),
    (m) => m.LeaguesHomePage,
  ),
  joinLeague: lazyScreen(
    () => import('#src/features/leagues/JoinLeaguePage.tsx'),
    (m) => m.JoinLeaguePage,
  ),
  leagueDetails: lazyScreen(
    () => import('#src/features/leagues/LeagueDetailsPage.tsx'),
    (m) => m.LeagueDetailsPage,
  ),
  leaderboards: lazyScreen(
    () => import('#src/features/leaderboards/LeaderboardsPage.tsx'),
    (m) => m.LeaderboardsPage,
  ),
  stats: lazyScreen(
    () => import('#src/features/stats/StatsPage.tsx'),
    (m) => m.StatsPage,
  ),
  redeemBundle: lazyScreen(
    () => import('#src/features/bundles/RedeemBundlePage.tsx'),
    (m) => m.RedeemBundlePage,
  ),
  signUp: lazyScreen(
    () => import('#src/features/signup/SignUpPage.tsx'),
    (m) => m.SignUpPage,
  ),
  setPassword: lazyScreen(
    () => import('#src/features/change-password/SetPasswordPage.tsx'),
    (m) => m.SetPasswordPage,
  ),
  privacy: lazyScreen(
    () => import('#src/features/policies/PrivacyPolicyPage.tsx'),
    (m) => m.PrivacyPolicyPage,
  ),
  terms: lazyScreen(
    () => import('#src/features/policies/TermsAndConditionsPage.tsx'),
    (m) => m.TermsAndConditionsPage,
  ),
  cookies: lazyScreen(
    () => import('#src/features/policies/CookiePolicyPage.tsx'),
    (m) => m.CookiePolicyPage,
  ),
  licences: lazyScreen(
    () => import('#src/features/policies/LicencesPage.tsx'),
    (m) => m.LicencesPage,
  ),
  notFound: lazyScreen(
    () => import('#src/components/NotFoundPage.tsx'),
    (m) => m.NotFoundPage,
  ),
  signIn: lazyScreen(
    () => import('#src/features/auth/SignInPage.tsx'),
    (m) => m.SignInPage,
  ),
  forgotPassword: lazyScreen(
    () => import('#src/features/auth/ForgotPasswordPage.tsx'),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: lazyScreen(
    () => import('#src/features/auth/ResetPasswordPage.tsx'),
    (m) => m.ResetPasswordPage,
  ),
  confirmEmail: lazyScreen(
    () => import('#src/features/auth/ConfirmEmailPage.tsx'),
    (m) => m.ConfirmEmailPage,
  ),
  validateEmail: lazyScreen(
    () => import('#src/features/auth/ValidateEmailPage.tsx'),
    (m) => m.ValidateEmailPage,
  ),
  unsubscribe: lazyScreen(
    () => import('#src/features/email-preferences/UnsubscribePage.tsx'),
    (m) => m.UnsubscribePage,
  ),
  adminApp: lazyScreen(
    () => import('#src/features/external-apps/ExternalAppPage.tsx'),
    (m) => m.AdminAppPage,
  ),
};

/** A route with neither `:params` nor `*`: one a redirect can go to. */
export type PlainRouteName = {
  [Name in RouteName]: (typeof routePaths)[Name] extends `${string}${':' | '*'}${string}` ? never : Name;
}[RouteName];

/** A route that shows a screen, with what it tells the shell (its page title and body class). */
interface ScreenRoute {
  screen: ReturnType<typeof lazyScreen>;
  title: MessageDescriptor;
  /** The `route-{name}` body class when it is not the route's own name (routes sharing a screen). */
  handleName?: string;
  /** A layout route this one renders inside (its path lies below the parent's). */
  parent?: RouteName;
  /** A layout route's bare path opens this child instead (replacing the history entry). */
  indexRedirect?: PlainRouteName;
}

/** A path that only sends the player on (replacing the history entry). */
interface RedirectRoute {
  redirect: PlainRouteName;
}

export type RouteEntry = ScreenRoute | RedirectRoute;

const playTitle = msg`Play`;
const joinLeagueTitle = msg`Join League`;
const redeemBundleTitle = msg`Redeem a bundle`;
const notFoundTitle = msg`Page not found`;

/**
 * The route table: every route name of src/lib/routes/paths.ts (which holds the paths) with its screen,
 * title, layout and redirects. The router (router.tsx) is built from it; adding a screen is one path
 * and one entry here, and the type refuses a name without an entry or an entry without a name.
 */
export const routeTable = {
  // The landing page is the first route; its daily challenge is one chunk, loaded like every other screen.
  Landing: { screen: screens.landing, title: msg`Daily Challenge` },
  Home: { screen: screens.events, title: playTitle },
  CurrentSport: { screen: screens.events, title: playTitle },
  CurrentCompetition: { screen: screens.events, title: playTitle },
  ArchivedSeason: { screen: screens.events, title: playTitle },
  howToPlay: { screen: screens.howToPlay, title: msg`How to play` },
  faqs: { screen: screens.faqs, title: msg`FAQs` },
  Feedback: { screen: screens.feedback, title: msg`Contact Us` },
  AccountSettings: {
    screen: screens.accountSettings,
    title: msg`Account Settings`,
    indexRedirect: 'accountPersonalDetails',
  },
  accountPersonalDetails: {
    screen: screens.personalDetails,
    title: msg`Personal Details`,
    handleName: 'personalDetails',
    parent: 'AccountSettings',
  },
  accountTwoFactor: {
    screen: screens.twoFactor,
    title: msg`Authentication Settings`,
    handleName: 'twoFactorAuthentication',
    parent: 'AccountSettings',
  },
  accountChangePassword: {
    screen: screens.accountChangePassword,
    title: msg`Change Password`,
    parent: 'AccountSettings',
  },
  accountEmailPreferences: {
    screen: screens.emailPreferences,
    title: msg`Email Preferences`,
    handleName: 'emailPreferences',
    parent: 'AccountSettings',
  },
  manageSubscriptions: {
    screen: screens.subscriptions,
    title: msg`Manage Premium Subscription`,
    parent: 'AccountSettings',
  },
  memberships: { screen: screens.memberships, title: msg`Memberships` },
  subscriptionSuccess: { screen: screens.paymentSuccess, title: msg`Subscription successful` },
  paymentCancelled: { redirect: 'memberships' },
  subscriptionCancelled: { screen: screens.subscriptionCancelled, title: msg`Subscription cancelled` },
  leaguesHome: { screen: screens.leaguesHome, title: msg`Leagues` },
  joinLeague: { screen: screens.joinLeague, title: joinLeagueTitle },
  joinLeagueById: { screen: screens.joinLeague, title: joinLeagueTitle, handleName: 'joinLeague' },
  leagueDetails: { screen: screens.leagueDetails, title: msg`League details` },
  leaderboards: { screen: screens.leaderboards, title: msg`Leaderboards` },
  stats: { screen: screens.stats, title: msg`Additional stats` },
  redeemBundle: { screen: screens.redeemBundle, title: redeemBundleTitle },
  redeemBundleCode: { screen: screens.redeemBundle, title: redeemBundleTitle, handleName: 'redeemBundle' },
  signUp: { screen: screens.signUp, title: msg`Sign up` },
  changePassword: { screen: screens.setPassword, title: msg`Set Password` },
  privacyPolicy: { screen: screens.privacy, title: msg`Privacy Policy` },
  termsAndConditions: { screen: screens.terms, title: msg`Terms and Conditions` },
  cookiePolicy: { screen: screens.cookies, title: msg`Cookie Policy` },
  licencesAndDisclaimers: { screen: screens.licences, title: msg`Licences and Disclaimers` },
  unsubscribe: { screen: screens.unsubscribe, title: msg`Unsubscribe` },
  // The sign-in app and the pages our e-mails link to; the shell's Login button loads /auth/ in full.
  signIn: { screen: screens.signIn, title: msg`Login`, handleName: 'authApp' },
  forgotPassword: { screen: screens.forgotPassword, title: msg`Forgot password` },
  resetPassword: { screen: screens.resetPassword, title: msg`Reset password` },
  confirmEmail: { screen: screens.confirmEmail, title: msg`Confirm e-mail address` },
  validateEmail: { screen: screens.validateEmail, title: msg`Validate e-mail address` },
  authNotFound: { screen: screens.notFound, title: notFoundTitle, handleName: 'notFound' },
  adminApp: { screen: screens.adminApp, title: msg`Admin App` },
  notFound: { screen: screens.notFound, title: notFoundTitle },
  anyOtherPath: { screen: screens.notFound, title: notFoundTitle, handleName: 'notFound' },
} satisfies Record<RouteName, RouteEntry>;

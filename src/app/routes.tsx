import { Navigate, type RouteObject } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { lazyScreen } from './routing/chunk-load.ts';
import { routeHandle } from './routing/route-handle.ts';
import { namedRoutes } from './named-routes.ts';
import { AppLayout } from './shell/AppLayout.tsx';
import { accountSettingsRoutes } from './routes-account-settings.tsx';

// Every screen loads on demand so the first page stays small. A later issue replaces a placeholder by
// changing what the screen's module exports; the route below stays as it is.
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
    () => import('#src/features/not-found/NotFoundPage.tsx'),
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

const eventsTitle = msg`Play`;

const screenRoutes: RouteObject[] = [
  // The landing page is the first route; its daily challenge is one chunk, loaded like every other screen.
  { index: true, Component: screens.landing, ...routeHandle('Landing', msg`Daily Challenge`) },
  {
    path: 'play',
    children: [
      { index: true, Component: screens.events, ...routeHandle('Home', eventsTitle) },
      { path: ':sport', Component: screens.events, ...routeHandle('CurrentSport', eventsTitle) },
      {
        path: ':sport/:competition',
        Component: screens.events,
        ...routeHandle('CurrentCompetition', eventsTitle),
      },
      {
        path: ':sport/:competition/:seasonId',
        Component: screens.events,
        ...routeHandle('ArchivedSeason', eventsTitle),
      },
    ],
  },
  { path: 'how-to-play', Component: screens.howToPlay, ...routeHandle('howToPlay', msg`How to play`) },
  { path: 'faqs', Component: screens.faqs, ...routeHandle('faqs', msg`FAQs`) },
  { path: 'feedback', Component: screens.feedback, ...routeHandle('Feedback', msg`Contact Us`) },
  accountSettingsRoutes,
  { path: 'memberships', Component: screens.memberships, ...routeHandle('memberships', msg`Memberships`) },
  {
    path: 'memberships/payment/success',
    Component: screens.paymentSuccess,
    ...routeHandle('subscriptionSuccess', msg`Subscription successful`),
  },
  { path: 'memberships/payment/cancel', element: <Navigate replace to={namedRoutes.memberships()} /> },
  {
    path: 'memberships/subscriptions/cancel',
    Component: screens.subscriptionCancelled,
    ...routeHandle('subscriptionCancelled', msg`Subscription cancelled`),
  },
  { path: 'leagues', Component: screens.leaguesHome, ...routeHandle('leaguesHome', msg`Leagues`) },
  { path: 'league/join', Component: screens.joinLeague, ...routeHandle('joinLeague', msg`Join League`) },
  { path: 'league/:id/join', Component: screens.joinLeague, ...routeHandle('joinLeague', msg`Join League`) },
  {
    path: 'league/:id/details',
    Component: screens.leagueDetails,
    ...routeHandle('leagueDetails', msg`League details`),
  },
  { path: 'stats', Component: screens.stats, ...routeHandle('stats', msg`Additional stats`) },
  {
    path: 'bundle/redeem',
    Component: screens.redeemBundle,
    ...routeHandle('redeemBundle', msg`Redeem a bundle`),
  },
  {
    path: 'bundle/:code/redeem',
    Component: screens.redeemBundle,
    ...routeHandle('redeemBundle', msg`Redeem a bundle`),
  },
  { path: 'signup', Component: screens.signUp, ...routeHandle('signUp', msg`Sign up`) },
  {
    path: 'change-password',
    Component: screens.setPassword,
    ...routeHandle('changePassword', msg`Set Password`),
  },
  {
    path: 'policies/privacy',
    Component: screens.privacy,
    ...routeHandle('privacyPolicy', msg`Privacy Policy`),
  },
  {
    path: 'policies/termsAndConditions',
    Component: screens.terms,
    ...routeHandle('termsAndConditions', msg`Terms and Conditions`),
  },
  {
    path: 'policies/cookies',
    Component: screens.cookies,
    ...routeHandle('cookiePolicy', msg`Cookie Policy`),
  },
  {
    path: 'policies/licences',
    Component: screens.licences,
    ...routeHandle('licencesAndDisclaimers', msg`Licences and Disclaimers`),
  },
  {
    path: 'email-preferences/unsubscribe',
    Component: screens.unsubscribe,
    ...routeHandle('unsubscribe', msg`Unsubscribe`),
  },
  // The sign-in app and the pages our e-mails link to; the shell's Login button loads /auth/ in full.
  {
    path: 'auth',
    children: [
      { index: true, Component: screens.signIn, ...routeHandle('authApp', msg`Login`) },
      {
        path: 'forgot-password',
        Component: screens.forgotPassword,
        ...routeHandle('forgotPassword', msg`Forgot password`),
      },
      {
        path: 'reset-password',
        Component: screens.resetPassword,
        ...routeHandle('resetPassword', msg`Reset password`),
      },
      {
        path: 'confirm-email',
        Component: screens.confirmEmail,
        ...routeHandle('confirmEmail', msg`Confirm e-mail address`),
      },
      {
        path: 'validate-email',
        Component: screens.validateEmail,
        ...routeHandle('validateEmail', msg`Validate e-mail address`),
      },
      { path: '*', Component: screens.notFound, ...routeHandle('notFound', msg`Page not found`) },
    ],
  },
  // Reached only when the server hands the SPA this path; links to it load the page in full.
  { path: 'admin/*', Component: screens.adminApp, ...routeHandle('adminApp', msg`Admin App`) },
  { path: 'notfound', Component: screens.notFound, ...routeHandle('notFound', msg`Page not found`) },
  { path: '*', Component: screens.notFound, ...routeHandle('notFound', msg`Page not found`) },
];

/** The whole route table: the shell around every screen (which catches a screen's errors). */
export const appRoutes: RouteObject[] = [{ path: '/', element: <AppLayout />, children: screenRoutes }];
